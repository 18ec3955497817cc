import {
  CAMPAIGN_MESSAGES,
  CampaignEntryResponseSchema,
  type Campaign,
  type CampaignPage,
  type EntryStatus,
  type PitchInput,
} from '@equicreators/shared';
import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { fetchOwnProfile } from '@/lib/account/own-account';
import { apiRequest } from '@/lib/http/api-client';
import { readSession, saveSession } from '@/lib/session/session';
import { notify } from '@/lib/toast/notify';
import { errorMessage } from '@/lib/http/error-message';
import { campaignQueryKeys } from './campaign-query-keys';
import { fetchApplicationStatus } from './get-application-status';

type ApplyTarget = Pick<Campaign, '_id' | 'COEmail' | 'companyName'>;

/**
 * POST /api/campaign/{campaignId}/influencer/{influencerId} as the creator: apply. The body is
 * the spec §7 one (the creator's first name, the brand's COEmail and company name; the server
 * reads the truth from its own records) with the creator's pitch (issue 31).
 */
export function applyToCampaign(
  campaign: ApplyTarget,
  creator: { id: string; firstName: string },
  pitch: PitchInput = {},
) {
  return apiRequest(`/campaign/${encodeURIComponent(campaign._id)}/influencer/${encodeURIComponent(creator.id)}`, {
    method: 'POST',
    body: { firstName: creator.firstName, email: campaign.COEmail, cname: campaign.companyName, ...pitch },
    schema: CampaignEntryResponseSchema,
  });
}

/**
 * The logged-in creator's id and first name. Login stores both (spec §3 keys `id` and
 * `firstName`); a session stored some other way (an older tab, a cleared key) loads them once from
 * the creator's own profile and stores them again, so applying never depends on how the user
 * arrived (spec §5: apply only when a creator id exists).
 */
async function resolveCreatorIdentity(): Promise<{ id: string; firstName: string }> {
  const { id, firstName } = readSession();
  if (id) return { id, firstName: firstName ?? '' };
  const profile = await fetchOwnProfile('contentCreator');
  saveSession({ id: profile._id, firstName: profile.firstName });
  return { id: profile._id, firstName: profile.firstName };
}

export type ApplyOutcome = { outcome: 'applied'; status: EntryStatus } | { outcome: 'already-applied' };

/**
 * Spec §5 apply: ask the server first whether this creator already applied; if so, say so and send
 * nothing; otherwise apply. Either way the campaign shows the creator's real status afterwards.
 */
export async function applyWithStatusCheck({
  campaign,
  pitch,
}: {
  campaign: ApplyTarget;
  pitch?: PitchInput;
}): Promise<ApplyOutcome> {
  const creator = await resolveCreatorIdentity();
  const { hasApplied } = await fetchApplicationStatus(campaign._id, creator.id);
  if (hasApplied) return { outcome: 'already-applied' };
  const { status } = await applyToCampaign(campaign, creator, pitch);
  return { outcome: 'applied', status };
}

/** Shows the new status on every cached copy of the campaign at once, before the lists reload. */
function setMyStatus(queryClient: QueryClient, campaignId: string, status: EntryStatus) {
  const patch = (campaign: Campaign): Campaign =>
    campaign._id === campaignId && campaign.myStatus !== status
      ? {
          ...campaign,
          myStatus: status,
          // An invited creator (Not Applied) was not counted among the creators; now they are.
          creatorsCount:
            campaign.myStatus === 'Applied' || campaign.myStatus === 'Hired'
              ? campaign.creatorsCount
              : campaign.creatorsCount + 1,
        }
      : campaign;
  queryClient.setQueriesData<InfiniteData<CampaignPage>>({ queryKey: campaignQueryKeys.lists() }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(patch) })) } : data,
  );
  queryClient.setQueryData<Campaign>(campaignQueryKeys.detail(campaignId), (campaign) => campaign && patch(campaign));
}

/** The creator's Apply button: the spec's toasts, and every campaign list refreshed afterwards. */
export function useApplyToCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyWithStatusCheck,
    onSuccess: (result, { campaign }) => {
      if (result.outcome === 'already-applied') notify.error(CAMPAIGN_MESSAGES.alreadyApplied);
      else {
        setMyStatus(queryClient, campaign._id, result.status);
        notify.success(CAMPAIGN_MESSAGES.applied);
      }
    },
    // A refused application (409 when it raced another tab, a network failure) says why in the server's words.
    onError: (error) => notify.error(errorMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignQueryKeys.all }),
  });
}

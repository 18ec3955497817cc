import {
  ACCOUNT_QUOTAS,
  AppError,
  CAMPAIGN_MESSAGES,
  effectiveCampaignStatus,
  shortlistInviteSentence,
  type ShortlistInviteSummary,
  type ShortlistSkipReason,
} from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import type { Principal } from '../../platform/auth/authenticate.ts';
import { requireBrandAccess } from '../billing/billing-access.service.ts';
import { applyOrInvite, campaignOpenTo } from '../campaigns/campaign-entries.service.ts';
import { listMemberIds, namesOf } from './shortlists.repository.ts';
import { myShortlist } from './shortlists.service.ts';

type Skip = ShortlistInviteSummary['skipped'][number];

/** Refusals after which no later member can be invited either: the rest are skipped for the same reason. */
const STOPS_THE_LIST: ReadonlySet<string> = new Set([
  ACCOUNT_QUOTAS.invitationsPerBrand.message,
  CAMPAIGN_MESSAGES.fullToInvitations,
  CAMPAIGN_MESSAGES.closedToInvitations,
]);

/**
 * POST /api/shortlists/{id}/invite: each visible member invited to the brand's own open campaign
 * through the one invitation of the campaigns module (applyOrInvite), so its rules all apply: the
 * brand's access, the per-brand and per-creator quotas (counted before anything is written, given
 * back when nothing was sent), creators already on the campaign or who declined left alone, the
 * campaign's spots. Each invitation is its own transaction: one refused leaves nothing of itself and
 * the others stand. When the brand's daily quota runs out, or the campaign fills or closes, the
 * rest are reported skipped for that reason without being tried.
 */
export async function inviteShortlist(
  context: AppContext,
  principal: Principal,
  { shortlistId, campaignId }: { shortlistId: string; campaignId: string },
): Promise<ShortlistInviteSummary> {
  await requireBrandAccess(context.db, principal);
  await myShortlist(context, principal.accountId, shortlistId);
  const campaign = await campaignOpenTo(context, principal, { campaignId, influencerId: principal.accountId });
  if (effectiveCampaignStatus(campaign.status, campaign.applicationDeadline, context.clock.now()) !== 'open') {
    throw new AppError('CONFLICT', CAMPAIGN_MESSAGES.closedToInvitations);
  }
  const memberIds = await listMemberIds(context.db, shortlistId);
  const names = await namesOf(context.db, memberIds);
  const skipped: Skip[] = [];
  let invited = 0;
  let stop: AppError | null = null;
  for (const creatorId of memberIds) {
    const name = names.get(creatorId) ?? '';
    if (stop) {
      skipped.push({ creatorId, name, reason: reasonOf(stop), message: stop.message });
      continue;
    }
    try {
      await applyOrInvite(context, principal, { campaignId, influencerId: creatorId });
      invited += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      skipped.push({ creatorId, name, reason: reasonOf(error), message: error.message });
      if (STOPS_THE_LIST.has(error.message)) stop = error;
    }
  }
  return { invited, skipped, message: shortlistInviteSentence(invited, skipped) };
}

function reasonOf(error: AppError): ShortlistSkipReason {
  if (error.code === 'RATE_LIMITED') return 'limitReached';
  switch (error.message) {
    case CAMPAIGN_MESSAGES.alreadyAssigned:
      return 'alreadyOnCampaign';
    case CAMPAIGN_MESSAGES.creatorDeclinedInvitation:
    case CAMPAIGN_MESSAGES.creatorWithdrew:
      return 'declinedBefore';
    case CAMPAIGN_MESSAGES.fullToInvitations:
      return 'campaignFull';
    case CAMPAIGN_MESSAGES.closedToInvitations:
      return 'campaignClosed';
    default:
      return 'unavailable';
  }
}

import { CampaignIdParamsSchema } from '@equicreators/shared';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { LoadFailure } from '@/components/ui/error-alert';
import { NotFoundSection } from '@/components/ui/not-found-section';
import { ApiError } from '@/lib/http/api-client';
import { usePageMeta } from '@/lib/site/use-page-meta';
import { useCampaign } from '../api/get-campaign';
import { CampaignDetailsDrawer } from '../components/campaign-details-drawer';
import { ManageCampaignCard } from '../components/manage-campaign-card';
import { ManageCampaignSkeletons } from '../components/manage-campaign-states';

const LIST = { label: 'All Campaign', to: '/manage-campaign' } as const;

/** What the creation form hands over when it lands here, so the page confirms the new campaign once. */
export type CreatedCampaignState = { created: true };

function isCreatedState(state: unknown): state is CreatedCampaignState {
  return typeof state === 'object' && state !== null && (state as { created?: unknown }).created === true;
}

/**
 * /manage-campaign/{id}: one of the brand's campaigns, as its card on /manage-campaign shows it
 * (lifecycle actions, creators), at an address of its own: where a new campaign lands and where
 * links to one campaign lead. The server answers 404 for another brand's campaign or none.
 */
export function ManageCampaignPage() {
  const { campaignId = '' } = useParams();
  const location = useLocation();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  // A malformed id cannot name a campaign: no request, straight to not found.
  const isWellFormed = CampaignIdParamsSchema.safeParse({ id: campaignId }).success;
  const query = useCampaign(isWellFormed ? campaignId : null);
  const isNotFound = !isWellFormed || (query.error instanceof ApiError && query.error.status === 404);
  const campaign = query.data;
  usePageMeta({ title: isNotFound ? 'Campaign not found' : (campaign?.campaignTitle ?? 'Campaign') });

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6">
      <Breadcrumb items={[LIST, { label: isNotFound ? 'Not found' : (campaign?.campaignTitle ?? 'Campaign') }]} />
      {isNotFound ? (
        <CampaignNotFound />
      ) : campaign ? (
        <>
          {isCreatedState(location.state) && <CreatedNotice />}
          <ManageCampaignCard campaign={campaign} onOpenDetails={() => setIsDrawerOpen(true)} isOwnPage />
          <CampaignDetailsDrawer
            campaignId={campaign._id}
            campaign={campaign}
            open={isDrawerOpen}
            onOpenChange={setIsDrawerOpen}
          />
        </>
      ) : query.isError ? (
        <LoadFailure
          title="We could not load this campaign."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <ManageCampaignSkeletons count={1} />
      )}
    </div>
  );
}

/** The one confirmation of a new campaign: here, where the campaign itself shows, not in a toast. */
function CreatedNotice() {
  return (
    <p
      role="status"
      className="flex items-start gap-3 rounded-[var(--radius-card)] border border-brand-200 bg-brand-50 px-5 py-4 text-ink"
    >
      <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <span>
        <strong className="font-semibold">Campaign published.</strong> Creators see it in their feed and can apply now;
        their applications appear below.
      </span>
    </p>
  );
}

function CampaignNotFound() {
  return (
    <NotFoundSection
      id="campaign-not-found-heading"
      title="Campaign not found"
      description="None of your campaigns has this id. The link may be mistyped, or the campaign was deleted."
      back={{ to: '/manage-campaign', label: 'Back to All Campaign' }}
    />
  );
}

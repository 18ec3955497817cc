import {
  COUNTED_ENTRY_STATUSES,
  DESCRIPTION_LIMITS,
  ENTRY_STATUS_LABELS,
  UI_LIMITS,
  truncateWithEllipsis,
  type Campaign,
  type CampaignInfluencer,
  type EntryStatus,
} from '@equicreators/shared';
import type { ReactNode } from 'react';
import { RatingSummaryText } from '@/components/ratings/rating-summary';
import { Avatar } from '@/components/ui/avatar';
import { Drawer, DrawerContent } from '@/components/ui/drawer';
import { LoadFailure } from '@/components/ui/error-alert';
import { SkeletonStack } from '@/components/ui/skeleton';
import { Table, TableBody } from '@/components/ui/table';
import { useCampaign } from '../api/get-campaign';
import { CampaignCounts, PlatformLabel, PriceBadge } from './campaign-meta';
import { CampaignImages } from './campaign-images';
import { CampaignOfferRows } from './campaign-offer-details';
import { CampaignTargetRows } from './campaign-target-rows';

// Tailwind needs whole class names; the type fails to compile if the spec's column count changes.
const GRID_COLUMNS = { 5: 'grid-cols-5' } as const satisfies Record<typeof UI_LIMITS.drawerGridColumns, string>;

export type CampaignDetailsDrawerProps = {
  /** The campaign to show; its full record (with creators) loads while the drawer is open. */
  campaignId: string | null;
  /** The campaign as the list already has it, shown at once while the full record loads. */
  campaign?: Campaign | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Optional actions under the details (the creator's Apply button, say). */
  actions?: ReactNode;
};

/**
 * Spec §2 campaign details, sliding in from the right. Built on the dialog: focus moves in and
 * stays, Escape closes, the title is announced, and focus returns to the button that opened it.
 */
export function CampaignDetailsDrawer({
  campaignId,
  campaign,
  open,
  onOpenChange,
  actions,
}: CampaignDetailsDrawerProps) {
  const query = useCampaign(open ? campaignId : null);
  const shown = query.data ?? (campaign?._id === campaignId ? campaign : undefined);

  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent title={shown?.campaignTitle ?? 'Campaign details'}>
        {shown ? (
          <CampaignDetails
            campaign={shown}
            isLoadingCreators={!query.data && query.isFetching}
            creatorsError={query.isError && !query.data ? query.error : null}
            onRetry={() => void query.refetch()}
            actions={actions}
          />
        ) : query.isError ? (
          <LoadFailure
            title="We could not load this campaign."
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <SkeletonStack className="gap-4" blocks={['h-6 w-2/3', 'h-24 w-full', 'h-48 w-full', 'h-40 w-full']} />
        )}
      </DrawerContent>
    </Drawer>
  );
}

type CampaignDetailsProps = {
  campaign: Campaign;
  isLoadingCreators: boolean;
  /** Why the campaign's creators did not load; null while nothing failed. */
  creatorsError: unknown;
  onRetry: () => void;
  actions: ReactNode;
};

function CampaignDetails({ campaign, isLoadingCreators, creatorsError, onRetry, actions }: CampaignDetailsProps) {
  const description = campaign.campaignDescription.trim();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-ink-muted">
          <span>{campaign.companyName}</span>
          <RatingSummaryText summary={campaign.brandRating} label="Brand rating" />
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <PlatformLabel platform={campaign.social_media} />
          <PriceBadge price={campaign.price} />
        </div>
        <CampaignCounts creatorsCount={campaign.creatorsCount} hiredCount={campaign.hiredCount} />
        {description && (
          <p className="leading-relaxed break-words text-ink">
            {truncateWithEllipsis(description, DESCRIPTION_LIMITS.drawer)}
          </p>
        )}
      </div>

      <CampaignImages images={campaign.images} title={campaign.campaignTitle} size="drawer" />

      <section aria-labelledby="campaign-details-heading" className="flex flex-col gap-3">
        <h3 id="campaign-details-heading" className="text-xl">
          Campaign Details
        </h3>
        <Table>
          <TableBody>
            <CampaignOfferRows campaign={campaign} />
            <CampaignTargetRows campaign={campaign} />
          </TableBody>
        </Table>
      </section>

      <section aria-labelledby="influencer-details-heading" className="flex flex-col gap-3">
        <h3 id="influencer-details-heading" className="text-xl">
          Influencer Details
        </h3>
        {creatorsError != null ? (
          <LoadFailure title="We could not load this campaign." error={creatorsError} onRetry={onRetry} />
        ) : campaign.influencers ? (
          <CreatorGrid entries={campaign.influencers} />
        ) : isLoadingCreators ? (
          <SkeletonStack className="gap-2" blocks={['h-16 w-full']} />
        ) : null}
      </section>

      {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
    </div>
  );
}

/**
 * Applied and hired creators: exactly what the Creators count above counts (an owner's record also
 * holds invited, declined and withdrawn ones).
 */
function CreatorGrid({ entries }: { entries: readonly CampaignInfluencer[] }) {
  const shown = entries.filter((entry) => (COUNTED_ENTRY_STATUSES as readonly EntryStatus[]).includes(entry.status));
  if (shown.length === 0) return <p className="text-sm text-ink-muted">No creators have applied yet.</p>;
  return (
    <ul
      aria-label="Applied and hired creators"
      className={`grid ${GRID_COLUMNS[UI_LIMITS.drawerGridColumns]} gap-x-2 gap-y-4`}
    >
      {shown.map(({ influencerId: creator, status }) => (
        <li key={creator._id} className="flex min-w-0 flex-col items-center gap-1 text-center">
          <Avatar name={creator.firstName} imageUrl={creator.media} className="size-12" />
          <span className="w-full truncate text-xs font-medium text-ink" title={creator.firstName}>
            {creator.firstName}
          </span>
          <span className="sr-only">{ENTRY_STATUS_LABELS[status]}</span>
        </li>
      ))}
    </ul>
  );
}

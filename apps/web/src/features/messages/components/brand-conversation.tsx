import { MESSAGE_MESSAGES, type Campaign } from '@equicreators/shared';
import { useState, type ReactNode } from 'react';
import { WorkBesideThread } from '@/components/work/work-beside-thread';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailure } from '@/components/ui/error-alert';
import { SkeletonStack } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session/use-session';
import { ownIdOf } from '../own-id';
import { unreadOf, useUnreadCounts } from '../api/get-unread-counts';
import { useCreatorCampaigns } from '../api/list-creator-campaigns';
import { Conversation } from './conversation';
import { CreatorCampaignsTable } from './creator-campaigns-table';

/** What the host gives to show one campaign's details (the campaigns feature's drawer). */
export type CampaignDetailsSlot = (props: {
  campaignId: string | null;
  campaign: Campaign | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) => ReactNode;

export type BrandConversationProps = {
  creatorId: string;
  /** The selected campaign (the host keeps it: the order's work beside the thread follows it). */
  selectedId: string | null;
  onSelectedChange: (campaignId: string | null) => void;
  renderCampaignDetails: CampaignDetailsSlot;
  /** The selected order's Work panel (the work feature, composed in app/); shown for a hire only. */
  work?: ReactNode;
  /** When the thread turns read-only after the work's close; null while open. */
  writableUntil?: string | null;
};

/**
 * Spec §2 brand messaging screen, right side: the campaigns this creator is in, the selected
 * campaign's thread with its input, and the order's Work panel with its review and close actions
 * (issues 22 and 30). Messages go to hired creators only. A selected campaign (from the address)
 * that is not one of the brand's campaigns with this creator shows a not-found state, nothing else.
 */
export function BrandConversation({
  creatorId,
  selectedId,
  onSelectedChange,
  renderCampaignDetails,
  work,
  writableUntil,
}: BrandConversationProps) {
  const brandId = ownIdOf(useSession());
  const campaigns = useCreatorCampaigns(brandId, creatorId);
  const unread = useUnreadCounts(true);
  const [details, setDetails] = useState<{ id: string; campaign: Campaign } | null>(null);
  const [isDetailsOpen, setIsDetailsOpen] = useState(false);
  const rows = campaigns.data;
  const selected = rows?.find((row) => row.campaign._id === selectedId) ?? null;
  const isSelectedHired = selected?.entryStatus === 'Hired';
  const isSelectedUnknown = selectedId !== null && selected === null;

  if (!rows) {
    if (campaigns.isError) {
      return <LoadFailure error={campaigns.error} onRetry={() => void campaigns.refetch()} retryLabel="Try again" />;
    }
    return <SkeletonStack blocks={['h-8 w-40', 'h-32 w-full', 'h-96 w-full']} className="gap-3" />;
  }

  // Spec §2: a creator hired on none of the brand's campaigns gets the text instead of it all.
  if (!rows.some((row) => row.entryStatus === 'Hired')) return <HiredOnly />;

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="brand-campaigns-heading" className="flex flex-col gap-2">
        <h2 id="brand-campaigns-heading" className="text-2xl">
          Campaigns
        </h2>
        <CreatorCampaignsTable
          rows={rows}
          selectedId={selectedId}
          unreadOf={(campaignId) => unreadOf(unread.data, campaignId, creatorId)}
          onSelectedChange={onSelectedChange}
          onShowDetails={(row) => {
            setDetails({ id: row.campaign._id, campaign: row.campaign });
            setIsDetailsOpen(true);
          }}
        />
      </section>
      {isSelectedUnknown ? (
        <CampaignNotFound onClear={() => onSelectedChange(null)} />
      ) : selected && !isSelectedHired ? (
        <HiredOnly />
      ) : (
        <WorkBesideThread work={isSelectedHired ? work : undefined} isWorkFirst>
          <Conversation
            key={selectedId ?? 'none'}
            viewer="brand"
            campaignId={selectedId}
            creatorId={creatorId}
            placeholder="Select a campaign to see its messages."
            writableUntil={isSelectedHired ? writableUntil : null}
          />
        </WorkBesideThread>
      )}
      {renderCampaignDetails({
        campaignId: details?.id ?? null,
        campaign: details?.campaign,
        open: isDetailsOpen,
        onOpenChange: setIsDetailsOpen,
      })}
    </div>
  );
}

/** A campaign in the address that this brand does not have with this creator (mistyped, or not theirs). */
function CampaignNotFound({ onClear }: { onClear: () => void }) {
  return (
    <EmptyState
      title="Campaign not found"
      description="This creator is not on a campaign of yours with this link. Choose one of the campaigns above."
      action={
        <Button variant="secondary" size="sm" onClick={onClear}>
          Clear the selection
        </Button>
      }
    />
  );
}

function HiredOnly() {
  return (
    <p className="rounded-[var(--radius-card)] border border-dashed border-line bg-white px-6 py-10 text-center text-ink-muted">
      {MESSAGE_MESSAGES.hiredOnly}
    </p>
  );
}

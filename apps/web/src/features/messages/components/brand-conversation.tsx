import { DECISION_ACTIONS, MESSAGE_MESSAGES, type Campaign, type DecisionLabel } from '@equicreators/shared';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { LoadFailure } from '@/components/ui/error-alert';
import { SkeletonStack } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session/use-session';
import { ownIdOf } from '../own-id';
import { unreadOf, useUnreadCounts } from '../api/get-unread-counts';
import { useCreatorCampaigns } from '../api/list-creator-campaigns';
import { useSendMessage } from '../hooks/use-send-message';
import { Conversation } from './conversation';
import { CreatorCampaignsTable } from './creator-campaigns-table';
import { DecisionDialog } from './decision-dialog';

/** What the host gives to show one campaign's details (the campaigns feature's drawer). */
export type CampaignDetailsSlot = (props: {
  campaignId: string | null;
  campaign: Campaign | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) => ReactNode;

export type BrandConversationProps = {
  creatorId: string;
  /** A campaign to select at once (a link from a notice e-mail). */
  initialCampaignId?: string | null;
  renderCampaignDetails: CampaignDetailsSlot;
};

/**
 * Spec §2 brand messaging screen, right side: the campaigns this creator is in, the selected
 * campaign's thread with its input, and the decision buttons. Messages go to hired creators only.
 */
export function BrandConversation({ creatorId, initialCampaignId, renderCampaignDetails }: BrandConversationProps) {
  const brandId = ownIdOf(useSession());
  const campaigns = useCreatorCampaigns(brandId, creatorId);
  const unread = useUnreadCounts(true);
  const [selectedId, setSelectedId] = useState<string | null>(initialCampaignId ?? null);
  const [details, setDetails] = useState<{ id: string; campaign: Campaign } | null>(null);
  const [isDetailsOpen, setIsDetailsOpen] = useState(false);
  const [decision, setDecision] = useState<DecisionLabel | null>(null);
  const rows = campaigns.data;
  const selected = rows?.find((row) => row.campaign._id === selectedId) ?? null;
  const isSelectedHired = selected?.entryStatus === 'Hired';
  const decisionSender = useSendMessage(
    'brand',
    isSelectedHired ? { campaignId: selected.campaign._id, creatorId } : null,
  );

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
          onSelectedChange={setSelectedId}
          onShowDetails={(row) => {
            setDetails({ id: row.campaign._id, campaign: row.campaign });
            setIsDetailsOpen(true);
          }}
        />
      </section>
      {selected && !isSelectedHired ? (
        <HiredOnly />
      ) : (
        <Conversation
          key={selectedId ?? 'none'}
          viewer="brand"
          campaignId={selectedId}
          creatorId={creatorId}
          placeholder="Select a campaign to see its messages."
          actions={
            <div className="flex flex-wrap gap-2" role="group" aria-label="Decision">
              {DECISION_ACTIONS.map((action) => (
                <Button
                  key={action.status}
                  variant={action.status === 'Closed' ? 'secondary' : 'primary'}
                  size="sm"
                  disabled={!isSelectedHired}
                  onClick={() => setDecision(action.status)}
                >
                  {action.button}
                </Button>
              ))}
            </div>
          }
        />
      )}
      <DecisionDialog
        decision={decision}
        isSending={decisionSender.isSending}
        onOpenChange={(open) => !open && setDecision(null)}
        onSubmit={decisionSender.send}
      />
      {renderCampaignDetails({
        campaignId: details?.id ?? null,
        campaign: details?.campaign,
        open: isDetailsOpen,
        onOpenChange: setIsDetailsOpen,
      })}
    </div>
  );
}

function HiredOnly() {
  return (
    <p className="rounded-[var(--radius-card)] border border-dashed border-line bg-white px-6 py-10 text-center text-ink-muted">
      {MESSAGE_MESSAGES.hiredOnly}
    </p>
  );
}

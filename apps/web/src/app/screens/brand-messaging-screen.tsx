import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { CampaignDetailsDrawer } from '@/features/campaigns/components/campaign-details-drawer';
import { InfluencerDetailsPage } from '@/features/influencers/pages/influencer-details-page';
import { BrandConversation } from '@/features/messages/components/brand-conversation';
import { OrderRatingSection } from '@/features/ratings/components/order-rating-section';
import { useOrderWork } from '@/features/work/api/get-order-work';
import { WorkDecisions } from '@/features/work/components/work-decisions';
import { WorkPanel } from '@/features/work/components/work-panel';

/**
 * Spec §2 /orders-influencer/{id}: the influencers feature's details page with the messages
 * feature on its right, the work feature's Work panel (with the ratings feature's section) and
 * decision buttons for the selected campaign (issue 22), and the campaigns feature's drawer behind each 'Details' button. Composed
 * here because features never import each other; the selection lives here so all follow it.
 */
export function BrandMessagingScreen() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const [selectedId, setSelectedId] = useState<string | null>(() => searchParams.get('campaign'));
  const work = useOrderWork(selectedId ? { campaignId: selectedId, creatorId: id } : null);
  return (
    <InfluencerDetailsPage
      messaging={
        <BrandConversation
          creatorId={id}
          selectedId={selectedId}
          onSelectedChange={setSelectedId}
          renderCampaignDetails={(props) => <CampaignDetailsDrawer {...props} />}
          work={
            selectedId && (
              <WorkPanel
                campaignId={selectedId}
                creatorId={id}
                viewer="brand"
                ratingSection={
                  work.data && (
                    <OrderRatingSection work={work.data} campaignId={selectedId} creatorId={id} viewer="brand" />
                  )
                }
              />
            )
          }
          decisions={<WorkDecisions campaignId={selectedId} creatorId={id} />}
          writableUntil={work.data?.threadWritableUntil ?? null}
        />
      }
    />
  );
}

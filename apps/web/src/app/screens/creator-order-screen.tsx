import { useParams } from 'react-router';
import { WorkBesideThread } from '@/components/work/work-beside-thread';
import { DealSection } from '@/features/deals/components/deal-section';
import { DisputePanel } from '@/features/payments/components/dispute-panel';
import { CreatorConversation } from '@/features/messages/components/creator-conversation';
import { ownIdOf } from '@/features/messages/own-id';
import { OrderPage } from '@/features/orders/pages/order-page';
import { OrderPaymentSection } from '@/features/payments/components/order-payment-section';
import { OrderRatingSection } from '@/features/ratings/components/order-rating-section';
import { useOrderWork } from '@/features/work/api/get-order-work';
import { WorkPanel } from '@/features/work/components/work-panel';
import { useSession } from '@/lib/session/use-session';

/**
 * Spec §2 /orders/{id}: the orders feature's Campaign Details and brief with the messages
 * feature's conversation on the right and the work feature's Work panel beside it (issue 22),
 * under the deals feature's Deal (issue 31), composed here: features never import each other.
 */
export function CreatorOrderScreen() {
  const { id = '' } = useParams();
  const creatorId = ownIdOf(useSession());
  const ids = creatorId ? { campaignId: id, creatorId } : null;
  // The same cache entry as the panel's: the input turns read-only 14 days after the close.
  const work = useOrderWork(ids);
  return (
    <OrderPage
      messaging={
        <WorkBesideThread
          work={
            ids && (
              <div className="flex flex-col gap-6">
                <DealSection
                  campaignId={ids.campaignId}
                  creatorId={ids.creatorId}
                  viewer="contentCreator"
                  isClosed={Boolean(work.data?.closedAt)}
                />
                <OrderPaymentSection campaignId={ids.campaignId} creatorId={ids.creatorId} viewer="contentCreator" />
                <DisputePanel
                  campaignId={ids.campaignId}
                  creatorId={ids.creatorId}
                  viewer="contentCreator"
                  isClosed={Boolean(work.data?.closedAt)}
                />
                <WorkPanel
                  campaignId={ids.campaignId}
                  creatorId={ids.creatorId}
                  viewer="contentCreator"
                  ratingSection={
                    work.data && (
                      <OrderRatingSection
                        work={work.data}
                        campaignId={ids.campaignId}
                        creatorId={ids.creatorId}
                        viewer="contentCreator"
                      />
                    )
                  }
                />
              </div>
            )
          }
        >
          <CreatorConversation campaignId={id} writableUntil={work.data?.threadWritableUntil ?? null} />
        </WorkBesideThread>
      }
    />
  );
}

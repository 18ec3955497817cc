import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { CampaignDetailsDrawer } from '@/features/campaigns/components/campaign-details-drawer';
import { DealSection } from '@/features/deals/components/deal-section';
import { DisputePanel } from '@/features/payments/components/dispute-panel';
import { useInfluencer } from '@/features/influencers/api/get-influencer';
import { fullName } from '@/features/influencers/influencer-display';
import { InfluencerDetailsPage } from '@/features/influencers/pages/influencer-details-page';
import { BrandConversation } from '@/features/messages/components/brand-conversation';
import { OrderPaymentSection } from '@/features/payments/components/order-payment-section';
import { OrderRatingSection } from '@/features/ratings/components/order-rating-section';
import { useOrderWork } from '@/features/work/api/get-order-work';
import { WorkPanel } from '@/features/work/components/work-panel';
import { BRAND_WORK_CAMPAIGN_PARAM, readCampaignParam } from '@/lib/order-work-key';

/**
 * Spec §2 /orders-influencer/{id}: the influencers feature's details page with the messages
 * feature on its right, the deals feature's Deal (issue 31) above the work feature's Work panel (with the ratings feature's section, and the
 * review and close actions on it, issue 30) for the selected campaign, and the campaigns feature's
 * drawer behind each 'Details' button. Composed here because features never import each other.
 *
 * The selected campaign lives in the address (`?campaign=<id>`), so a link from /manage-campaign or
 * a notification opens that order's Work panel at once, and a reload or a shared link keeps it.
 */
export function BrandMessagingScreen() {
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const addressedId = searchParams.get(BRAND_WORK_CAMPAIGN_PARAM) || null;
  // The choice shows at once; the address follows through the router, which may take a moment on a
  // slow device. Once the address changes (this choice landing, Back, a link) it is the truth again.
  const [justChosen, setJustChosen] = useState<{ id: string | null; from: string | null } | null>(null);
  // Dropped as soon as the address moves on, so a later return to the old address cannot revive it.
  if (justChosen && justChosen.from !== addressedId) setJustChosen(null);
  const selectedId = justChosen && justChosen.from === addressedId ? justChosen.id : addressedId;
  // A malformed id is not asked for; a well-formed one of another brand is refused by the server
  // (404), and the conversation says the campaign is not found either way.
  const campaignId = readCampaignParam(selectedId);
  const work = useOrderWork(campaignId ? { campaignId, creatorId: id } : null);
  // The same cache entry as the details page's: the name for the portfolio question at approval.
  const creator = useInfluencer(campaignId ? id : null);

  const handleSelectedChange = (next: string | null) => {
    setJustChosen({ id: next, from: addressedId });
    // Replace, not push: ticking through campaigns is one visit; Back leaves the page.
    setSearchParams(
      (params) => {
        const changed = new URLSearchParams(params);
        if (next) changed.set(BRAND_WORK_CAMPAIGN_PARAM, next);
        else changed.delete(BRAND_WORK_CAMPAIGN_PARAM);
        return changed;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <InfluencerDetailsPage
      messaging={
        <BrandConversation
          creatorId={id}
          selectedId={selectedId}
          onSelectedChange={handleSelectedChange}
          renderCampaignDetails={(props) => <CampaignDetailsDrawer {...props} />}
          work={
            campaignId && (
              <div className="flex flex-col gap-6">
                <DealSection
                  campaignId={campaignId}
                  creatorId={id}
                  viewer="brand"
                  isClosed={Boolean(work.data?.closedAt)}
                />
                <OrderPaymentSection campaignId={campaignId} creatorId={id} viewer="brand" />
                <DisputePanel
                  campaignId={campaignId}
                  creatorId={id}
                  viewer="brand"
                  isClosed={Boolean(work.data?.closedAt)}
                />
                <WorkPanel
                  campaignId={campaignId}
                  creatorId={id}
                  viewer="brand"
                  creatorName={creator.data ? fullName(creator.data) : undefined}
                  ratingSection={
                    work.data && (
                      <OrderRatingSection work={work.data} campaignId={campaignId} creatorId={id} viewer="brand" />
                    )
                  }
                />
              </div>
            )
          }
          writableUntil={work.data?.threadWritableUntil ?? null}
        />
      }
    />
  );
}

import { useParams, useSearchParams } from 'react-router';
import { CampaignDetailsDrawer } from '@/features/campaigns/components/campaign-details-drawer';
import { InfluencerDetailsPage } from '@/features/influencers/pages/influencer-details-page';
import { BrandConversation } from '@/features/messages/components/brand-conversation';

/**
 * Spec §2 /orders-influencer/{id}: the influencers feature's details page with the messages
 * feature on its right, and the campaigns feature's drawer behind each 'Details' button. Composed
 * here because features never import each other.
 */
export function BrandMessagingScreen() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  return (
    <InfluencerDetailsPage
      messaging={
        <BrandConversation
          creatorId={id}
          initialCampaignId={searchParams.get('campaign')}
          renderCampaignDetails={(props) => <CampaignDetailsDrawer {...props} />}
        />
      }
    />
  );
}

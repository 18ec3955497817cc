import { useParams } from 'react-router';
import { CreatorConversation } from '@/features/messages/components/creator-conversation';
import { OrderPage } from '@/features/orders/pages/order-page';

/**
 * Spec §2 /orders/{id}: the orders feature's Campaign Details and brief with the messages
 * feature's conversation on the right (composed here: features never import each other).
 */
export function CreatorOrderScreen() {
  const { id = '' } = useParams();
  return <OrderPage messaging={<CreatorConversation campaignId={id} />} />;
}

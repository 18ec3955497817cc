import { OrderRatingSchema, type OrderWork, type RatingRequest } from '@equicreators/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { withOwnRating } from '../own-rating';
import { orderWorkKey } from '@/lib/order-work-key';

export type OrderRef = { campaignId: string; creatorId: string };

/**
 * PUT /api/orders/{campaignId}/{creatorId}/rating: the caller's rating of the other party. The
 * first call gives it, later ones change it while it is editable (14 days).
 */
export function rateOrder({ campaignId, creatorId }: OrderRef, rating: RatingRequest) {
  return apiRequest(`/orders/${encodeURIComponent(campaignId)}/${encodeURIComponent(creatorId)}/rating`, {
    method: 'PUT',
    body: rating,
    schema: OrderRatingSchema,
  });
}

export function useRateOrder(order: OrderRef) {
  const queryClient = useQueryClient();
  const workKey = orderWorkKey(order.campaignId, order.creatorId);
  return useMutation({
    mutationFn: (rating: RatingRequest) => rateOrder(order, rating),
    onSuccess: (rating) => {
      queryClient.setQueryData<OrderWork>(workKey, (work) => work && withOwnRating(work, rating, new Date()));
      void queryClient.invalidateQueries({ queryKey: workKey });
      // The ratee's average changed: browse cards and profiles ('influencers') and campaign cards
      // ('campaigns') read it; features never import each other, hence their key roots by name.
      void queryClient.invalidateQueries({ queryKey: ['influencers'] });
      void queryClient.invalidateQueries({ queryKey: ['campaigns'] });
    },
  });
}

import { OrderWorkSchema } from '@equicreators/shared';
import { skipToken, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/http/api-client';
import { orderPath, orderWorkKey, type OrderIds } from '@/lib/order-work-key';

/** GET /api/orders/{campaignId}/{creatorId}/work: the deliverables, versions, close and ratings. */
export function fetchOrderWork(ids: OrderIds, signal?: AbortSignal) {
  return apiRequest(orderPath(ids, 'work'), { schema: OrderWorkSchema, signal });
}

/**
 * The Work panel's data; null ids fetch nothing (no campaign selected). A 404 (not hired, not
 * the party) is an answer, not a hiccup: no retry.
 */
export function useOrderWork(ids: OrderIds | null) {
  return useQuery({
    queryKey: orderWorkKey(ids?.campaignId ?? '', ids?.creatorId ?? ''),
    queryFn: ids ? ({ signal }) => fetchOrderWork(ids, signal) : skipToken,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
}

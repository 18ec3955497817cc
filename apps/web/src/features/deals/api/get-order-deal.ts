import { DealSchema } from '@equicreators/shared';
import { skipToken, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/http/api-client';
import { orderPath, type OrderIds } from '@/lib/order-work-key';
import { dealQueryKeys } from './deal-query-keys';

/** GET /api/orders/{campaignId}/{creatorId}/deal: the terms in force, the open proposal, the history. */
export function fetchOrderDeal(ids: OrderIds, signal?: AbortSignal) {
  return apiRequest(orderPath(ids, 'deal'), { schema: DealSchema, signal });
}

/**
 * The order's deal; null ids fetch nothing. A 404 (no deal recorded, not a party) is an answer:
 * no retry. The other side may change it any time, so it is read again when the tab comes back.
 */
export function useOrderDeal(ids: OrderIds | null) {
  return useQuery({
    queryKey: dealQueryKeys.order(ids?.campaignId ?? '', ids?.creatorId ?? ''),
    queryFn: ids ? ({ signal }) => fetchOrderDeal(ids, signal) : skipToken,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    refetchOnWindowFocus: true,
  });
}

import { OrderPageSchema, PAGE_LIMITS } from '@equicreators/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { orderQueryKeys } from './order-query-keys';

export const ORDER_PAGE_SIZE = PAGE_LIMITS.defaultPageSize;

/** GET /api/campaign/{userId}/campaigns: one page of the creator's orders (campaigns they are hired on). */
export function fetchOrderPage(userId: string, page: number, signal?: AbortSignal) {
  return apiRequest(`/campaign/${encodeURIComponent(userId)}/campaigns`, {
    query: { page, pageSize: ORDER_PAGE_SIZE },
    schema: OrderPageSchema,
    signal,
  });
}

/** The creator's orders, one page at a time; the previous page stays on screen while the next loads. */
export function useOrders(userId: string | null, page: number) {
  return useQuery({
    queryKey: orderQueryKeys.list(userId ?? '', page),
    queryFn: ({ signal }) => fetchOrderPage(userId ?? '', page, signal),
    placeholderData: keepPreviousData,
    enabled: Boolean(userId),
  });
}

import { OrderSchema } from '@equicreators/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { orderQueryKeys } from './order-query-keys';

/** GET /api/orders/{id}: the creator's order as her Orders table shows it, with the deal's fee. */
export function fetchOrder(id: string, signal?: AbortSignal) {
  return apiRequest(`/orders/${encodeURIComponent(id)}`, { schema: OrderSchema, signal });
}

export function useOrder(id: string | null) {
  return useQuery({
    queryKey: orderQueryKeys.order(id ?? ''),
    queryFn: ({ signal }) => fetchOrder(id ?? '', signal),
    enabled: Boolean(id),
  });
}

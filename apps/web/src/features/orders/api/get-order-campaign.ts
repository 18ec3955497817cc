import { CampaignSchema } from '@equicreators/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { orderQueryKeys } from './order-query-keys';

/** GET /api/campaign/{id}: the campaign behind an order (its brief, and the details when opened by address). */
export function fetchOrderCampaign(id: string, signal?: AbortSignal) {
  return apiRequest(`/campaign/${encodeURIComponent(id)}`, { schema: CampaignSchema, signal });
}

export function useOrderCampaign(id: string | null) {
  return useQuery({
    queryKey: orderQueryKeys.campaign(id ?? ''),
    queryFn: ({ signal }) => fetchOrderCampaign(id ?? '', signal),
    enabled: Boolean(id),
  });
}

import { CampaignSchema } from '@equicreators/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { campaignQueryKeys } from './campaign-query-keys';

/** GET /api/campaign/{id}: one campaign with its creators (the drawer and deep links). */
export function fetchCampaign(id: string, signal?: AbortSignal) {
  return apiRequest(`/campaign/${encodeURIComponent(id)}`, { schema: CampaignSchema, signal });
}

export function useCampaign(id: string | null | undefined) {
  return useQuery({
    queryKey: campaignQueryKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetchCampaign(id ?? '', signal),
    enabled: Boolean(id),
  });
}

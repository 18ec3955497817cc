import { InfluencerDetailSchema } from '@equicreators/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { influencerQueryKeys } from './influencer-query-keys';

/** GET /api/influencers/{id}: one creator's profile, as the calling brand may see it, with the kit's rates. */
export function fetchInfluencer(id: string, signal?: AbortSignal) {
  return apiRequest(`/influencers/${encodeURIComponent(id)}`, { schema: InfluencerDetailSchema, signal });
}

/** One creator; no request without an id (a malformed one cannot name anybody). */
export function useInfluencer(id: string | null) {
  return useQuery({
    queryKey: influencerQueryKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetchInfluencer(id ?? '', signal),
    enabled: Boolean(id),
    // An unknown creator stays unknown; retrying a 404 only delays the not-found page.
    retry: (count, error) => count < 2 && !(error instanceof Error && 'status' in error && error.status === 404),
  });
}

import { BrowsedInfluencerSchema } from '@equicreators/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';

/** GET /api/influencers/{id} (admins may read any creator): the creator's equestrian profile, read when asked for. */
export function useCreatorFacets(creatorId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'creator-facets', creatorId],
    queryFn: async ({ signal }) =>
      (await apiRequest(`/influencers/${creatorId}`, { schema: BrowsedInfluencerSchema, signal })).facets,
    enabled: isEnabled,
  });
}

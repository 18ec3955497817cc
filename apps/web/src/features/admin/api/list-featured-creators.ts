import { AdminFeaturedCreatorListSchema } from '@equicreators/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** GET /api/admin/featured-creators: the featured creators, first featured first, each shown or why not. */
export function fetchFeaturedCreators(signal?: AbortSignal) {
  return apiRequest('/admin/featured-creators', { schema: AdminFeaturedCreatorListSchema, signal });
}

export function useFeaturedCreators() {
  return useQuery({
    queryKey: adminQueryKeys.list('featured-creators'),
    queryFn: ({ signal }) => fetchFeaturedCreators(signal),
  });
}

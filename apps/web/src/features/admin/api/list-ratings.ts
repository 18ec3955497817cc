import { AdminRatingPageSchema } from '@equicreators/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { ADMIN_PAGE_SIZE, adminQueryKeys } from './admin-query-keys';

/** GET /api/admin/ratings: the newest ratings both ways, with their reviews, for moderation. */
export function fetchRatings(page: number, signal?: AbortSignal) {
  return apiRequest('/admin/ratings', {
    query: { page, pageSize: ADMIN_PAGE_SIZE },
    schema: AdminRatingPageSchema,
    signal,
  });
}

export function useRatings(page: number) {
  return useQuery({
    queryKey: [...adminQueryKeys.list('ratings'), { page }],
    queryFn: ({ signal }) => fetchRatings(page, signal),
    // The current page stays on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });
}

import { AdminRatingSchema, type HideRating } from '@equicreators/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { adminQueryKeys } from './admin-query-keys';

export type HideRatingInput = { ratingId: string; change: HideRating };

/**
 * POST /api/admin/ratings/{ratingId}/hide: hides a review with a reason (kept in an audit row); it
 * then counts in no average. Answers the rating as the list shows it; one already hidden answers 409.
 */
export function hideRating({ ratingId, change }: HideRatingInput) {
  return apiRequest(`/admin/ratings/${encodeURIComponent(ratingId)}/hide`, {
    method: 'POST',
    body: change,
    schema: AdminRatingSchema,
  });
}

export function useHideRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hideRating,
    // Returning the promise keeps the mutation pending until the list shows the change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.list('ratings') }),
  });
}

import { AdminFeaturedCreatorListSchema } from '@equicreators/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { adminQueryKeys } from './admin-query-keys';

export type SetCreatorFeaturedInput = { id: string; isFeatured: boolean };

/** PUT or DELETE /api/admin/featured-creators/:id: features a creator on the home page, or stops. */
export function setCreatorFeatured({ id, isFeatured }: SetCreatorFeaturedInput) {
  return apiRequest(`/admin/featured-creators/${encodeURIComponent(id)}`, {
    method: isFeatured ? 'PUT' : 'DELETE',
    schema: AdminFeaturedCreatorListSchema,
  });
}

export function useSetCreatorFeatured() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCreatorFeatured,
    // The answer is the new list: shown at once, without asking again.
    onSuccess: (list) => queryClient.setQueryData(adminQueryKeys.list('featured-creators'), list),
  });
}

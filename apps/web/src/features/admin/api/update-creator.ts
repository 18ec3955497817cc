import { AdminCreatorSchema, type UpdateCreatorRequest } from '@equicreators/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { adminQueryKeys } from './admin-query-keys';

export type UpdateCreatorInput = { id: string; change: UpdateCreatorRequest };

/** PATCH /api/admin/creators/:id: verifies or unverifies, blocks or unblocks a creator. */
export function updateCreator({ id, change }: UpdateCreatorInput) {
  return apiRequest(`/admin/creators/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: change,
    schema: AdminCreatorSchema,
  });
}

export function useUpdateCreator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCreator,
    // Returning the promise keeps the mutation pending until the list shows the change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.list('creators') }),
  });
}

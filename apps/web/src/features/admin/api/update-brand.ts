import { AdminBrandSchema, type UpdateBrandRequest } from '@equicreators/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { adminQueryKeys } from './admin-query-keys';

export type UpdateBrandInput = { id: string; change: UpdateBrandRequest };

/**
 * PATCH /api/admin/brands/:id: comps or withdraws a brand's access (`payment` sets the admin's
 * override, decision 018), blocks or unblocks a brand.
 */
export function updateBrand({ id, change }: UpdateBrandInput) {
  return apiRequest(`/admin/brands/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: change,
    schema: AdminBrandSchema,
  });
}

export function useUpdateBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBrand,
    // Returning the promise keeps the mutation pending until the list shows the change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.list('brands') }),
  });
}

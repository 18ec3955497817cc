import { AdminBrandPageSchema } from '@equicreators/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { ADMIN_PAGE_SIZE, adminQueryKeys, type AdminListParams } from './admin-query-keys';

/** GET /api/admin/brands: newest first, searched by names and e-mail address. */
export function fetchBrands({ page, search }: AdminListParams, signal?: AbortSignal) {
  return apiRequest('/admin/brands', {
    query: { page, pageSize: ADMIN_PAGE_SIZE, search },
    schema: AdminBrandPageSchema,
    signal,
  });
}

export function useBrands(params: AdminListParams) {
  return useQuery({
    queryKey: adminQueryKeys.page('brands', params),
    queryFn: ({ signal }) => fetchBrands(params, signal),
    // The current page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

import { AdminCreatorPageSchema } from '@equicreators/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { ADMIN_PAGE_SIZE, adminQueryKeys, type AdminListParams } from './admin-query-keys';

/** GET /api/admin/creators: newest first, searched by name and e-mail address. */
export function fetchCreators({ page, search }: AdminListParams, signal?: AbortSignal) {
  return apiRequest('/admin/creators', {
    query: { page, pageSize: ADMIN_PAGE_SIZE, search },
    schema: AdminCreatorPageSchema,
    signal,
  });
}

export function useCreators(params: AdminListParams) {
  return useQuery({
    queryKey: adminQueryKeys.page('creators', params),
    queryFn: ({ signal }) => fetchCreators(params, signal),
    // The current page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

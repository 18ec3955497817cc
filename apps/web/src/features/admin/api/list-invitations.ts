import { InvitationPageSchema } from '@equicreators/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { ADMIN_PAGE_SIZE, adminQueryKeys, type AdminListParams } from './admin-query-keys';

/** GET /api/admin/invitations: newest first, searched by e-mail address. */
export function fetchInvitations({ page, search }: AdminListParams, signal?: AbortSignal) {
  return apiRequest('/admin/invitations', {
    query: { page, pageSize: ADMIN_PAGE_SIZE, search },
    schema: InvitationPageSchema,
    signal,
  });
}

export function useInvitations(params: AdminListParams) {
  return useQuery({
    queryKey: adminQueryKeys.page('invitations', params),
    queryFn: ({ signal }) => fetchInvitations(params, signal),
    // The current page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

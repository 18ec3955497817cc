import { ContactMessagePageSchema } from '@equicreators/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { ADMIN_PAGE_SIZE, adminQueryKeys } from './admin-query-keys';

/** GET /api/admin/contact-messages: newest first. The endpoint has no search. */
export function fetchContactMessages(page: number, signal?: AbortSignal) {
  return apiRequest('/admin/contact-messages', {
    query: { page, pageSize: ADMIN_PAGE_SIZE },
    schema: ContactMessagePageSchema,
    signal,
  });
}

export function useContactMessages(page: number) {
  return useQuery({
    queryKey: [...adminQueryKeys.list('contact-messages'), { page }],
    queryFn: ({ signal }) => fetchContactMessages(page, signal),
    // The current page stays on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });
}

import { ClubMeetingPageSchema } from '@equicreators/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { ADMIN_PAGE_SIZE, adminQueryKeys } from './admin-query-keys';

export type ClubMeetingWhen = 'upcoming' | 'past';

/** GET /api/admin/club-meetings: upcoming soonest first, or past latest first. */
export function fetchClubMeetings(when: ClubMeetingWhen, page: number, signal?: AbortSignal) {
  return apiRequest('/admin/club-meetings', {
    query: { when, page, pageSize: ADMIN_PAGE_SIZE },
    schema: ClubMeetingPageSchema,
    signal,
  });
}

export function useClubMeetings(when: ClubMeetingWhen, page: number) {
  return useQuery({
    queryKey: [...adminQueryKeys.list('club-meetings'), { when, page }],
    queryFn: ({ signal }) => fetchClubMeetings(when, page, signal),
    placeholderData: keepPreviousData,
  });
}

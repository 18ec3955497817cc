import { ClubMeetingSchema, type ClubMeetingRequest } from '@equicreators/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { adminQueryKeys } from './admin-query-keys';

/**
 * POST /api/admin/club-meetings (no id) or PUT /api/admin/club-meetings/{id}: schedules a club
 * meeting or replaces what one says.
 */
export function saveClubMeeting({ id, meeting }: { id: string | null; meeting: ClubMeetingRequest }) {
  return id
    ? apiRequest(`/admin/club-meetings/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: meeting,
        schema: ClubMeetingSchema,
      })
    : apiRequest('/admin/club-meetings', { method: 'POST', body: meeting, schema: ClubMeetingSchema });
}

export function useSaveClubMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClubMeeting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.list('club-meetings') }),
  });
}

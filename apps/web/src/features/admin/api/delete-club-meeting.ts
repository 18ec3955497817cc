import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** DELETE /api/admin/club-meetings/{id}: cancels the meeting; members no longer see it. */
export function deleteClubMeeting(id: string) {
  return apiRequest(`/admin/club-meetings/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteClubMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClubMeeting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.list('club-meetings') }),
  });
}

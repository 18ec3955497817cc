import { InvitationSchema } from '@equicreators/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** DELETE /api/admin/invitations/:id: the invitation becomes revoked; 409 once accepted. */
export function withdrawInvitation(id: string) {
  return apiRequest(`/admin/invitations/${encodeURIComponent(id)}`, { method: 'DELETE', schema: InvitationSchema });
}

export function useWithdrawInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawInvitation,
    // Returning the promise keeps the mutation pending until the list shows the change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.list('invitations') }),
  });
}

import { InvitationSchema, type InviteCreatorRequest } from '@equicreators/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { adminQueryKeys } from './admin-query-keys';

/**
 * POST /api/admin/invitations: invites a creator. Posting an address again sends the invitation
 * again and re-opens a withdrawn one; 409 when the address already has a creator account.
 */
export function sendInvitation(input: InviteCreatorRequest) {
  return apiRequest('/admin/invitations', { method: 'POST', body: input, schema: InvitationSchema });
}

export function useSendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvitation,
    // Returning the promise keeps the mutation pending until the list shows the change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.list('invitations') }),
  });
}

import { AdminErasureSchema, type AdminErasureRequest } from '@equicreators/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { adminQueryKeys } from './admin-query-keys';

export type EraseAccountInput = { accountId: string; change: AdminErasureRequest };

/**
 * POST /api/admin/accounts/{accountId}/erasure: erases a brand or creator on request, with the
 * reason kept in the audit row. Refused (409, with the reason) while money is held or a dispute is open.
 */
export function eraseAccount({ accountId, change }: EraseAccountInput) {
  return apiRequest(`/admin/accounts/${encodeURIComponent(accountId)}/erasure`, {
    method: 'POST',
    body: change,
    schema: AdminErasureSchema,
  });
}

export function useEraseAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseAccount,
    // The account's list (whichever it was in) and the audit list.
    onSuccess: () =>
      Promise.all(
        (['brands', 'creators', 'erasures'] as const).map((list) =>
          queryClient.invalidateQueries({ queryKey: adminQueryKeys.list(list) }),
        ),
      ),
  });
}

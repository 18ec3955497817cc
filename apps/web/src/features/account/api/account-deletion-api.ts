import { AccountDeletionStatusSchema, type AccountDeletionStatus } from '@equicreators/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';

export const accountDeletionKeys = { status: ['account', 'deletion'] as const };

/** GET /api/account/deletion: whether a deletion is waiting for its e-mail or scheduled, and when. */
export function accountDeletionQuery() {
  return queryOptions({
    queryKey: accountDeletionKeys.status,
    queryFn: ({ signal }): Promise<AccountDeletionStatus> =>
      apiRequest('/account/deletion', { schema: AccountDeletionStatusSchema, signal }),
  });
}

/**
 * POST /api/account/deletion with the password: scheduled (every session ends) after a recent
 * login, else waiting for the e-mailed link. A refusal (money held, a subscription) is a 409.
 */
export function requestAccountDeletion(password: string): Promise<AccountDeletionStatus> {
  return apiRequest('/account/deletion', {
    method: 'POST',
    body: { password },
    schema: AccountDeletionStatusSchema,
    // A scheduled deletion ends every session, this one too: the page's other calls may meet a 401.
    endsSession: true,
  });
}

/** DELETE /api/account/deletion: cancels the request while a session of the person is live. */
export function cancelAccountDeletion(): Promise<AccountDeletionStatus> {
  return apiRequest('/account/deletion', { method: 'DELETE', schema: AccountDeletionStatusSchema });
}

/** POST /api/account/deletion/confirm: the e-mailed link's one button (no login needed). */
export function confirmAccountDeletion(token: string): Promise<AccountDeletionStatus> {
  return apiRequest('/account/deletion/confirm', {
    method: 'POST',
    body: { token },
    schema: AccountDeletionStatusSchema,
  });
}

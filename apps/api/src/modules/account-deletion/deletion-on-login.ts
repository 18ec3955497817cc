import type { Database } from '../../db/client.ts';
import { queueMail } from '../../platform/mail/mailer.ts';
import type { AccountRow } from '../accounts/accounts.repository.ts';
import { deletionCancelledEmail } from './account-deletion.emails.ts';
import { cancelOpenDeletion, findOpenDeletion } from './account-deletion.repository.ts';

/**
 * Called by every successful login (issue 34): a login within the grace period cancels the
 * person's open deletion request and e-mails so. Answers whether it did, for the login's answer.
 * An admin's erasure on request is not cancelled by a login.
 */
export async function cancelDeletionOnLogin(
  executor: Database,
  account: Pick<AccountRow, 'id' | 'email'>,
  { now, publicUrl }: { now: Date; publicUrl: string },
): Promise<boolean> {
  // Nearly every login has none: one cheap read, and a transaction only when there is one.
  if (!(await findOpenDeletion(executor, account.id))) return false;
  return executor.transaction(async (tx) => {
    const cancelled = await cancelOpenDeletion(tx, account.id, { now, onlyWithinGraceAt: now });
    if (cancelled) await queueMail(tx, deletionCancelledEmail(account.email, publicUrl));
    return cancelled !== null;
  });
}

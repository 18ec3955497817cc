import { AppError } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { findAccountById } from '../accounts/accounts.repository.ts';
import { endAccountSessions } from '../sessions/sessions.service.ts';
import {
  cancelOpenDeletion,
  findDeletionById,
  findOpenDeletion,
  insertAccountDeletion,
  listAdminErasures,
  type AccountDeletionRow,
  type ErasureAuditRow,
} from './account-deletion.repository.ts';
import { processDueErasures, type EraseFunction } from './account-erasure-task.service.ts';
import { refuseWhileMoneyIsHeld } from './deletion-refusals.ts';

export const ADMIN_ERASURE_MESSAGES = {
  notFound: 'There is no such brand or creator.',
  alreadyErased: 'This account has already been erased.',
  underWay: 'An erasure of this account is already under way.',
} as const;

/** How many erasures the admins' audit list shows. */
const AUDIT_LIST_LIMIT = 200;

/**
 * An admin erases a brand or creator on request (issue 34): refused the same way while money is
 * held; writes the audit row (who, why) due at once, ends the account's sessions, and runs the
 * erasure now. If it fails, the durable task retries it, so the answer may still say scheduled.
 */
export async function eraseOnRequest(
  context: AppContext,
  { accountId, adminAccountId, reason }: { accountId: string; adminAccountId: string; reason: string },
  erase?: EraseFunction,
): Promise<AccountDeletionRow> {
  const { db, clock } = context;
  const account = await findAccountById(db, accountId);
  if (!account || account.type === 'admin') throw new AppError('NOT_FOUND', ADMIN_ERASURE_MESSAGES.notFound);
  if (account.erasedAt) throw new AppError('CONFLICT', ADMIN_ERASURE_MESSAGES.alreadyErased);
  await refuseWhileMoneyIsHeld(db, account.id);
  const now = clock.now();
  let row: AccountDeletionRow;
  try {
    row = await db.transaction(async (tx) => {
      const open = await findOpenDeletion(tx, account.id, { forUpdate: true });
      if (open?.requestedBy === 'admin') throw new AppError('CONFLICT', ADMIN_ERASURE_MESSAGES.underWay);
      // The person's own request gives way to the admin's, which is the one recorded.
      if (open) await cancelOpenDeletion(tx, account.id, { now });
      const inserted = await insertAccountDeletion(tx, {
        accountId: account.id,
        state: 'scheduled',
        requestedBy: 'admin',
        adminAccountId,
        adminReason: reason,
        requestedAt: now,
        eraseAfter: now,
      });
      await endAccountSessions(tx, account.id, now);
      return inserted;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', ADMIN_ERASURE_MESSAGES.underWay);
    throw error;
  }
  await processDueErasures(context, { accountId: account.id, ...(erase ? { erase } : {}) });
  return (await findDeletionById(db, row.id)) ?? row;
}

/** The erasures admins made on request, newest first. */
export function listErasuresOnRequest(context: AppContext): Promise<ErasureAuditRow[]> {
  return listAdminErasures(context.db, AUDIT_LIST_LIMIT);
}

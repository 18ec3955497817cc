import { AppError, type AccountStatus } from '@equicreators/shared';
import type { Database } from '../../db/client.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { passwordProblem } from '../../platform/auth/password-policy.ts';
import { endAccountSessions } from '../sessions/sessions.service.ts';
import {
  findAccountByEmail,
  findAccountById,
  insertAccount,
  updateAccountStatus,
  type AccountRow,
} from './accounts.repository.ts';

export const ERASED_ACCOUNT_STAYS_BLOCKED =
  'This account was erased at its owner’s request: its personal data is gone, so it cannot be unblocked.';

/** E-mail addresses are compared and stored trimmed and in lower case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Creates an admin account (from the command line; there is no public admin signup). */
export async function createAdminAccount(
  db: Database,
  input: { email: string; password: string },
): Promise<AccountRow> {
  const email = normaliseEmail(input.email);
  const problem = passwordProblem(input.password);
  if (problem) throw new AppError('VALIDATION_FAILED', problem);
  if (await findAccountByEmail(db, 'admin', email)) {
    throw new AppError('CONFLICT', `An admin with the e-mail ${email} already exists.`);
  }
  return insertAccount(db, { type: 'admin', email, passwordHash: await hashPassword(input.password) });
}

/**
 * Blocks or unblocks an account; blocking ends every session at once (DECISIONS: tokens). An
 * erased account (issue 34) stays blocked: it has no address, password or profile to come back to.
 */
export async function changeAccountStatus(
  executor: Database,
  accountId: string,
  status: AccountStatus,
  now: Date,
): Promise<void> {
  if (status !== 'blocked' && (await findAccountById(executor, accountId))?.erasedAt) {
    throw new AppError('CONFLICT', ERASED_ACCOUNT_STAYS_BLOCKED);
  }
  await updateAccountStatus(executor, accountId, status, now);
  if (status === 'blocked') await endAccountSessions(executor, accountId, now);
}

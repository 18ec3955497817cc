import { randomBytes } from 'node:crypto';
import { ACCOUNT_DELETION_RULES, AppError } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import { queueMail } from '../../platform/mail/mailer.ts';
import { findAccountById, type AccountRow } from '../accounts/accounts.repository.ts';
import { countFailedPassword } from '../accounts/login-lockout.ts';
import { endAccountSessions } from '../sessions/sessions.service.ts';
import { confirmDeletionEmail, deletionCancelledEmail, deletionScheduledEmail } from './account-deletion.emails.ts';
import {
  cancelOpenDeletion,
  findDeletionByConfirmTokenHash,
  findOpenDeletion,
  findSessionCreatedAt,
  insertAccountDeletion,
  replaceConfirmToken,
  scheduleDeletion,
  type AccountDeletionRow,
} from './account-deletion.repository.ts';
import { refuseWhileMoneyIsHeld } from './deletion-refusals.ts';

export const DELETION_MESSAGES = {
  wrongPassword: 'That password is not right. Enter the password you log in with.',
  invalidLink: 'This confirmation link is invalid, used or expired. Ask for the deletion again from your account.',
  alreadyUnderWay: 'A deletion of this account is already under way.',
  locked: 'Too many wrong passwords. Please wait a few minutes, or reset your password.',
} as const;

const TOKEN_PURPOSE = 'account-deletion-confirm';
const DAY_MS = 24 * 60 * 60_000;

/** Where the caller's deletion stands (what GET answers and the requests return). */
export type DeletionStatus = { state: 'none' | 'awaiting_confirmation' | 'scheduled'; eraseAfter: Date | null };

const NO_DELETION: DeletionStatus = { state: 'none', eraseAfter: null };

function statusOf(row: AccountDeletionRow | null): DeletionStatus {
  if (!row || (row.state !== 'awaiting_confirmation' && row.state !== 'scheduled')) return NO_DELETION;
  return { state: row.state, eraseAfter: row.eraseAfter };
}

/**
 * "Delete my account" (issue 34): checks the password and that no money holds the account, then
 * schedules the erasure in 14 days when the session's login is recent, or e-mails a link that
 * confirms it. Scheduling ends every session, so the next login is a conscious cancel.
 */
export async function requestAccountDeletion(
  context: AppContext,
  { accountId, sessionId, password }: { accountId: string; sessionId: string; password: string },
): Promise<DeletionStatus> {
  const { db, clock, secrets, config } = context;
  const now = clock.now();
  const account = await findAccountById(db, accountId);
  if (!account) throw new AppError('UNAUTHENTICATED', 'Please log in again.');
  if (account.lockedUntil && account.lockedUntil > now) throw new AppError('RATE_LIMITED', DELETION_MESSAGES.locked);
  if (!(await verifyPassword(account.passwordHash, password))) {
    // Counted as a failed login: the same lockout protects both doors.
    await countFailedPassword(db, account.id, now);
    throw new AppError('FORBIDDEN', DELETION_MESSAGES.wrongPassword);
  }
  await refuseWhileMoneyIsHeld(db, account.id);
  const loginAt = await findSessionCreatedAt(db, sessionId);
  const isRecentLogin =
    loginAt !== null && now.getTime() - loginAt.getTime() <= ACCOUNT_DELETION_RULES.recentLoginMinutes * 60_000;
  try {
    return await db.transaction(async (tx) => {
      const open = await findOpenDeletion(tx, account.id, { forUpdate: true });
      if (open?.state === 'scheduled') return statusOf(open);
      if (isRecentLogin) return statusOf(await scheduleNow(context, tx, account, open, now));
      const token = randomBytes(32).toString('base64url');
      const tokenHash = secrets.hash(TOKEN_PURPOSE, token);
      const expiresAt = new Date(now.getTime() + ACCOUNT_DELETION_RULES.confirmLinkHours * 60 * 60_000);
      const row = open
        ? await replaceConfirmToken(tx, open.id, { tokenHash, expiresAt, now })
        : await insertAccountDeletion(tx, {
            accountId: account.id,
            state: 'awaiting_confirmation',
            requestedBy: 'self',
            confirmTokenHash: tokenHash,
            confirmExpiresAt: expiresAt,
            requestedAt: now,
          });
      await queueMail(
        tx,
        confirmDeletionEmail(account.email, `${config.publicUrl}/account/delete/confirm?token=${token}`),
      );
      return statusOf(row);
    });
  } catch (error) {
    // Two requests at once: the one-open-request index lets the first through.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', DELETION_MESSAGES.alreadyUnderWay);
    throw error;
  }
}

/** The e-mailed link's one button: schedules the request (no login needed; the token is the proof). */
export async function confirmAccountDeletion(context: AppContext, token: string): Promise<DeletionStatus> {
  const { db, clock, secrets } = context;
  const now = clock.now();
  return db.transaction(async (tx) => {
    const row = await findDeletionByConfirmTokenHash(tx, secrets.hash(TOKEN_PURPOSE, token));
    const isUsable =
      row?.state === 'awaiting_confirmation' && row.confirmExpiresAt !== null && row.confirmExpiresAt > now;
    if (!row || !isUsable) throw new AppError('BAD_REQUEST', DELETION_MESSAGES.invalidLink);
    const account = await findAccountById(tx, row.accountId);
    if (!account) throw new AppError('BAD_REQUEST', DELETION_MESSAGES.invalidLink);
    // Money may have come to be held since the request: the link then says why, and stays usable.
    await refuseWhileMoneyIsHeld(tx, account.id);
    return statusOf(await scheduleNow(context, tx, account, row, now));
  });
}

export async function getAccountDeletion(context: AppContext, accountId: string): Promise<DeletionStatus> {
  return statusOf(await findOpenDeletion(context.db, accountId));
}

/** The person's own cancel (a session of theirs still live, or a login after the grace period). */
export async function cancelAccountDeletion(context: AppContext, accountId: string): Promise<DeletionStatus> {
  const { db, clock, config } = context;
  return db.transaction(async (tx) => {
    const cancelled = await cancelOpenDeletion(tx, accountId, { now: clock.now() });
    // Not cancelled: none was open, or a task is erasing it now; the answer says which.
    if (!cancelled) return statusOf(await findOpenDeletion(tx, accountId));
    const account = await findAccountById(tx, accountId);
    if (account) await queueMail(tx, deletionCancelledEmail(account.email, config.publicUrl));
    return NO_DELETION;
  });
}

async function scheduleNow(
  context: AppContext,
  tx: Database,
  account: AccountRow,
  open: AccountDeletionRow | null,
  now: Date,
): Promise<AccountDeletionRow | null> {
  const eraseAfter = new Date(now.getTime() + ACCOUNT_DELETION_RULES.graceDays * DAY_MS);
  const row = open
    ? await scheduleDeletion(tx, open.id, eraseAfter)
    : await insertAccountDeletion(tx, {
        accountId: account.id,
        state: 'scheduled',
        requestedBy: 'self',
        requestedAt: now,
        eraseAfter,
      });
  await queueMail(
    tx,
    deletionScheduledEmail(account.email, { eraseAfter, loginUrl: `${context.config.publicUrl}/login` }),
  );
  await endAccountSessions(tx, account.id, now);
  return row;
}

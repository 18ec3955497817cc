import { AppError, type UserType } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import { findAccountsByEmail, recordSuccessfulLogin, type AccountRow } from '../accounts/accounts.repository.ts';
import { countFailedPassword } from '../accounts/login-lockout.ts';
import { cancelDeletionOnLogin } from '../account-deletion/deletion-on-login.ts';
import { endSession, openSession } from '../sessions/sessions.service.ts';

export const INVALID_LOGIN_MESSAGE = 'Invalid email or password.';

/**
 * The type tried when the chosen one's password does not match (docs/decisions/025): a brand who
 * left /login on Content Creator is still signed in, and the other way round. Admins never are,
 * and no one reaches an admin account through the partners' doors.
 */
const OTHER_PARTNER_TYPE: Partial<Record<UserType, UserType>> = { brand: 'contentCreator', contentCreator: 'brand' };

// Checking a password takes tens of milliseconds; a missing account checks one too, so the
// answer's timing does not tell which addresses have accounts.
let timingHash: Promise<string> | null = null;

export type LoginInput = {
  type: UserType;
  email: string;
  password: string;
  ipAddress: string | null;
  userAgent: string | null;
};

/**
 * The session's token and the type it was opened for (the chosen one, or the other partner type);
 * `deletionCancelled` when this login cancelled the account's scheduled deletion (issue 34).
 */
export type LoginResult = { token: string; type: UserType; deletionCancelled?: true };

/**
 * Checks the credentials, opens a session and answers its token. When the password is wrong for
 * the chosen partner type but right for the other one's account with this address, that account is
 * signed in. A failure always checks two passwords (a dummy stands in for a missing or locked
 * account), so its timing is the same whichever accounts exist; it answers only "Invalid email or
 * password", except for the chosen account's own lock, as before.
 */
export async function login(context: AppContext, input: LoginInput): Promise<LoginResult> {
  const { db, clock } = context;
  const now = clock.now();
  const otherType = OTHER_PARTNER_TYPE[input.type];
  const found = await findAccountsByEmail(db, otherType ? [input.type, otherType] : [input.type], input.email);
  const chosen = found.find((account) => account.type === input.type) ?? null;
  if (chosen && isLocked(chosen, now)) throw lockedError(chosen.lockedUntil, now);

  if (await passwordMatches(chosen, input.password)) return openLoginSession(context, chosen, input, now);
  if (otherType) {
    // A locked account of the other type keeps its lock and is not named: a dummy is checked instead.
    const other = found.find((account) => account.type === otherType && !isLocked(account, now)) ?? null;
    if (await passwordMatches(other, input.password)) return openLoginSession(context, other, input, now);
    // Each account whose password was tried counts this one attempt (the lockout holds on both doors).
    if (other) await countFailure(context, other, now);
  }
  if (chosen) {
    const { lockedUntil } = await countFailure(context, chosen, now);
    if (lockedUntil && lockedUntil > now) throw lockedError(lockedUntil, now);
  }
  throw new AppError('UNAUTHENTICATED', INVALID_LOGIN_MESSAGE);
}

/** Ends the session behind the token at once. */
export async function logout(context: AppContext, sessionId: string): Promise<void> {
  await endSession(context.db, sessionId, context.clock.now());
}

/** Whether the password is the account's; without an account, a dummy hash is checked for the time it takes. */
async function passwordMatches(account: AccountRow | null, password: string): Promise<boolean> {
  timingHash ??= hashPassword('timing-equaliser-for-unknown-accounts');
  const isValid = await verifyPassword(account?.passwordHash ?? (await timingHash), password);
  return account !== null && isValid;
}

function isLocked(account: AccountRow, now: Date): account is AccountRow & { lockedUntil: Date } {
  return account.lockedUntil !== null && account.lockedUntil > now;
}

function countFailure(context: AppContext, account: AccountRow, now: Date) {
  return countFailedPassword(context.db, account.id, now);
}

async function openLoginSession(
  context: AppContext,
  account: AccountRow | null,
  input: LoginInput,
  now: Date,
): Promise<LoginResult> {
  if (!account) throw new AppError('UNAUTHENTICATED', INVALID_LOGIN_MESSAGE);
  if (account.status === 'blocked') {
    throw new AppError('FORBIDDEN', 'This account is blocked. Please contact support.');
  }
  const { db, config } = context;
  await recordSuccessfulLogin(db, account.id, now);
  // Logging in within a deletion's grace period cancels it (issue 34).
  const deletionCancelled = await cancelDeletionOnLogin(db, account, { now, publicUrl: config.publicUrl });
  const token = await openSession(context, account, input, now);
  return { token, type: account.type, ...(deletionCancelled ? { deletionCancelled: true } : {}) };
}

function lockedError(lockedUntil: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    'RATE_LIMITED',
    `Too many failed attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} or reset your password.`,
    { retryAfterSeconds: seconds },
  );
}

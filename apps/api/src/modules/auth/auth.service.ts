import { AppError, type UserType } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import { TOKEN_LIFETIME_MS } from '../../platform/auth/tokens.ts';
import { findAccountByEmail, recordFailedLogin, recordSuccessfulLogin } from '../accounts/accounts.repository.ts';
import { insertSession } from '../sessions/sessions.repository.ts';
import { endSession } from '../sessions/sessions.service.ts';

/** DECISIONS: ten failures in a row make the account wait ten minutes. */
export const LOCKOUT_RULES = { failuresBeforeLock: 10, lockMinutes: 10 } as const;

export const INVALID_LOGIN_MESSAGE = 'Invalid email or password.';

// Checking a password takes tens of milliseconds; an unknown address checks one too, so the
// answer's timing does not tell which addresses have accounts.
let timingHash: Promise<string> | null = null;

export type LoginInput = {
  type: UserType;
  email: string;
  password: string;
  ipAddress: string | null;
  userAgent: string | null;
};

/** Checks the credentials, opens a session and answers its token. */
export async function login(context: AppContext, input: LoginInput): Promise<{ token: string }> {
  const { db, clock, tokens } = context;
  const account = await findAccountByEmail(db, input.type, input.email);
  const now = clock.now();
  if (account?.lockedUntil && account.lockedUntil > now) throw lockedError(account.lockedUntil, now);

  timingHash ??= hashPassword('timing-equaliser-for-unknown-accounts');
  const isValid = await verifyPassword(account?.passwordHash ?? (await timingHash), input.password);
  if (!account || !isValid) {
    if (account) {
      const { lockedUntil } = await recordFailedLogin(db, account.id, {
        lockAfter: LOCKOUT_RULES.failuresBeforeLock,
        lockUntil: new Date(now.getTime() + LOCKOUT_RULES.lockMinutes * 60_000),
      });
      if (lockedUntil && lockedUntil > now) throw lockedError(lockedUntil, now);
    }
    throw new AppError('UNAUTHENTICATED', INVALID_LOGIN_MESSAGE);
  }
  if (account.status === 'blocked') {
    throw new AppError('FORBIDDEN', 'This account is blocked. Please contact support.');
  }

  await recordSuccessfulLogin(db, account.id, now);
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS);
  const session = await insertSession(db, {
    accountId: account.id,
    expiresAt,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
    ipAddress: input.ipAddress,
  });
  const token = await tokens.sign({ accountId: account.id, type: account.type, sessionId: session.id, expiresAt });
  return { token };
}

/** Ends the session behind the token at once. */
export async function logout(context: AppContext, sessionId: string): Promise<void> {
  await endSession(context.db, sessionId, context.clock.now());
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

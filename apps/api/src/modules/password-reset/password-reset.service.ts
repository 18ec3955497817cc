import { randomBytes } from 'node:crypto';
import { AppError, PASSWORD_RESET_RULES, type UserType } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { passwordProblem } from '../../platform/auth/password-policy.ts';
import { queueMail } from '../../platform/mail/mailer.ts';
import { findAccountByEmail, findAccountById, updatePassword } from '../accounts/accounts.repository.ts';
import { endAccountSessions } from '../sessions/sessions.service.ts';
import { passwordChangedEmail, passwordResetEmail } from './password-reset.emails.ts';
import {
  findPasswordResetByTokenHash,
  insertPasswordReset,
  markPasswordResetUsed,
} from './password-resets.repository.ts';

/** The same answer whether or not the address has an account (DECISIONS: no enumeration). */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account uses this e-mail address, a link to reset the password is on its way. It works for 30 minutes.';
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. You can log in with it now.';
const INVALID_LINK_MESSAGE = 'This reset link is invalid, used or expired. Please ask for a new one.';
const TOKEN_PURPOSE = 'password-reset';

/** E-mails a single-use reset link valid 30 minutes, when the address has an active account. */
export async function requestPasswordReset(
  context: AppContext,
  { email, type, ipAddress }: { email: string; type: UserType; ipAddress: string | null },
): Promise<void> {
  const { db, clock, secrets, config } = context;
  const account = await findAccountByEmail(db, type, email);
  if (!account || account.status !== 'active') return;
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  await db.transaction(async (tx) => {
    await insertPasswordReset(tx, {
      accountId: account.id,
      tokenHash: secrets.hash(TOKEN_PURPOSE, token),
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_RULES.validMinutes * 60_000),
      requestedIp: ipAddress,
      createdAt: now,
    });
    await queueMail(tx, passwordResetEmail(account.email, `${config.publicUrl}/reset-password?token=${token}`));
  });
}

/** Sets a new password from a reset link, uses the link up, and ends every session of the account. */
export async function resetPassword(
  context: AppContext,
  { token, password }: { token: string; password: string },
): Promise<void> {
  const { db, clock, secrets, config } = context;
  const problem = passwordProblem(password);
  if (problem) throw new AppError('VALIDATION_FAILED', problem, { fields: [{ field: 'password', message: problem }] });
  const now = clock.now();
  const reset = await findPasswordResetByTokenHash(db, secrets.hash(TOKEN_PURPOSE, token));
  if (!reset || reset.usedAt || reset.expiresAt <= now) throw new AppError('BAD_REQUEST', INVALID_LINK_MESSAGE);
  const account = await findAccountById(db, reset.accountId);
  if (!account) throw new AppError('BAD_REQUEST', INVALID_LINK_MESSAGE);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    if (!(await markPasswordResetUsed(tx, reset.id, now))) throw new AppError('BAD_REQUEST', INVALID_LINK_MESSAGE);
    await updatePassword(tx, account.id, passwordHash, now);
    await endAccountSessions(tx, account.id, now);
    await queueMail(tx, passwordChangedEmail(account.email, config.publicUrl));
  });
}

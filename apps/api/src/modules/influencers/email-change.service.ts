import { randomBytes } from 'node:crypto';
import { ACCOUNT_QUOTAS, AppError, INFLUENCER_MESSAGES } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import { queueMail } from '../../platform/mail/mailer.ts';
import { findAccountByEmail, findAccountById } from '../accounts/accounts.repository.ts';
import { endAccountSessions } from '../sessions/sessions.service.ts';
import { getOwnProfile } from './influencers.service.ts';
import {
  confirmEmailChangeEmail,
  confirmEmailLink,
  emailChangedEmail,
  emailChangeRequestedEmail,
} from './influencers.emails.ts';
import {
  deletePendingEmailChange,
  findEmailChangeByTokenHash,
  markEmailChangeUsed,
  replaceEmailChange,
  updateAccountEmail,
} from './influencer-profile.repository.ts';

const TOKEN_PURPOSE = 'email-change';
const VALID_MS = 24 * 60 * 60_000;
export const INVALID_EMAIL_LINK_MESSAGE = 'This link is not valid or has expired.';
export const EMAIL_TAKEN_MESSAGE = 'Another creator account already uses this e-mail address.';

/** A 409 naming the e-mail field, as the profile form shows it under the field. */
export function emailTaken(): AppError {
  return new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE, { fields: [{ field: 'email', message: EMAIL_TAKEN_MESSAGE }] });
}

/** True when another creator account logs in with this (lower-case) address. */
export async function isCreatorEmailTaken(db: Database, email: string, accountId: string): Promise<boolean> {
  const owner = await findAccountByEmail(db, 'contentCreator', email);
  return owner !== null && owner.id !== accountId;
}

/**
 * Before a change of the login e-mail is recorded (issue 18): the caller must give the account's
 * current password, so a stolen token alone cannot take the login, and the quotas per account and
 * per new address must allow one more request, so nobody can mail links to an address in bulk.
 * Nothing is spent when the password is missing or wrong. Answers how to give the quota back if
 * the change is not written after all.
 */
export async function authoriseEmailChange(
  context: AppContext,
  { accountId, currentPassword, newEmail }: { accountId: string; currentPassword: string; newEmail: string },
): Promise<() => Promise<void>> {
  if (currentPassword === '') {
    const message = INFLUENCER_MESSAGES.currentPasswordRequired;
    throw new AppError('VALIDATION_FAILED', message, { fields: [{ field: 'currentPassword', message }] });
  }
  const account = await findAccountById(context.db, accountId);
  if (!account || !(await verifyPassword(account.passwordHash, currentPassword))) {
    const message = INFLUENCER_MESSAGES.currentPasswordWrong;
    throw new AppError('FORBIDDEN', message, { fields: [{ field: 'currentPassword', message }] });
  }
  return context.limits.consumeQuotas([
    { rule: ACCOUNT_QUOTAS.emailChangesPerAccount, key: accountId },
    { rule: ACCOUNT_QUOTAS.emailChangesPerAddress, key: newEmail },
  ]);
}

/**
 * Inside the profile's transaction: records the pending change (replacing an older one, whose
 * link stops working), queues the link to the NEW address and a notice to the CURRENT one, so a
 * change the creator did not ask for is noticed while it can still be cancelled. All or nothing.
 */
export async function requestEmailChange(
  executor: Database,
  context: AppContext,
  {
    accountId,
    currentEmail,
    newEmail,
    firstName,
    now,
  }: { accountId: string; currentEmail: string; newEmail: string; firstName: string; now: Date },
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await replaceEmailChange(executor, {
    accountId,
    newEmail,
    tokenHash: context.secrets.hash(TOKEN_PURPOSE, token),
    expiresAt: new Date(now.getTime() + VALID_MS),
    createdAt: now,
  });
  await queueMail(
    executor,
    confirmEmailChangeEmail(newEmail, { firstName, url: confirmEmailLink(context.config.publicUrl, token) }),
  );
  await queueMail(
    executor,
    emailChangeRequestedEmail(currentEmail, { firstName, newEmail, publicUrl: context.config.publicUrl }),
  );
}

/**
 * DELETE /api/influencers/profile/email-change: the creator withdraws a change they no longer want
 * (a mistyped address, or one they have lost), so nobody holding that mailbox can take the login
 * with its link. Nothing waiting is not an error: a second click, or a link opened meanwhile, ends
 * in the same state the creator sees on the answer.
 */
export async function cancelEmailChange(context: AppContext, accountId: string) {
  await deletePendingEmailChange(context.db, accountId);
  return getOwnProfile(context, accountId);
}

/**
 * POST /api/influencers/confirm-email: a valid, unexpired, unused link changes the account's
 * login e-mail, uses the link up, tells the old address and ends every session of the account
 * (issue 18): whoever else was logged in, a thief with a token included, is out. The link is
 * opened without a session, so there is no "this one" to keep; the answer says to log in again.
 */
export async function confirmEmailChange(context: AppContext, token: string): Promise<void> {
  const { db, clock, secrets, config } = context;
  const now = clock.now();
  const tokenHash = secrets.hash(TOKEN_PURPOSE, token);
  const change = await findEmailChangeByTokenHash(db, tokenHash);
  if (!change || change.usedAt || change.expiresAt <= now)
    throw new AppError('BAD_REQUEST', INVALID_EMAIL_LINK_MESSAGE);
  const account = await findAccountById(db, change.accountId);
  if (!account || account.status !== 'active') throw new AppError('BAD_REQUEST', INVALID_EMAIL_LINK_MESSAGE);
  if (await isCreatorEmailTaken(db, change.newEmail, account.id)) throw emailTaken();
  try {
    await db.transaction(async (tx) => {
      if (!(await markEmailChangeUsed(tx, change.id, tokenHash, now))) {
        throw new AppError('BAD_REQUEST', INVALID_EMAIL_LINK_MESSAGE);
      }
      await updateAccountEmail(tx, account.id, change.newEmail, now);
      await endAccountSessions(tx, account.id, now);
      if (account.email !== change.newEmail) {
        await queueMail(
          tx,
          emailChangedEmail(account.email, { newEmail: change.newEmail, publicUrl: config.publicUrl }),
        );
      }
    });
  } catch (error) {
    // Another account took the address between the check and the update.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  // Paid brands see a creator's e-mail on the browse pages.
  context.changes.raise('creators');
}

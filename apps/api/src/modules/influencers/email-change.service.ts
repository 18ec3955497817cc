import { randomBytes } from 'node:crypto';
import { AppError } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { queueMail } from '../../platform/mail/mailer.ts';
import { findAccountByEmail, findAccountById } from '../accounts/accounts.repository.ts';
import { getOwnProfile } from './influencers.service.ts';
import { confirmEmailChangeEmail, confirmEmailLink, emailChangedEmail } from './influencers.emails.ts';
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
 * Inside the profile's transaction: records the pending change (replacing an older one, whose
 * link stops working) and queues the link to the NEW address, so either both happen or neither.
 */
export async function requestEmailChange(
  executor: Database,
  context: AppContext,
  { accountId, newEmail, firstName, now }: { accountId: string; newEmail: string; firstName: string; now: Date },
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
 * login e-mail, uses the link up and tells the old address. Sessions stay: a token names the
 * account and its session, not the address, and the person opening the link proved they hold the
 * new address; ending every session would log the creator out for confirming their own change.
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
}

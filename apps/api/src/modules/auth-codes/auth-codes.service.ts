import { randomInt } from 'node:crypto';
import { AppError, AUTH_CODE_RULES, type PartnerType } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { queueMail } from '../../platform/mail/mailer.ts';
import { findAccountByEmail } from '../accounts/accounts.repository.ts';
import { isCreatorInvited } from '../invitations/invitations.service.ts';
import { authCodeEmail } from './auth-codes.emails.ts';
import {
  consumeAuthCode,
  countCodesSentSince,
  findLatestAuthCode,
  insertAuthCode,
  recordWrongAuthCode,
} from './auth-codes.repository.ts';

/** Spec §8: what a failed send answers (for an uninvited creator too, DECISIONS). */
export const INVALID_EMAIL_MESSAGE = 'Invalid Email Address';
export const CODE_SENT_MESSAGE = 'Auth code has been sent to your email address.';

const MINUTE_MS = 60_000;
const CODE_PURPOSE = 'auth-code';

/**
 * E-mails a six-digit signup code (DECISIONS: hashed, 10 minutes, single use, at most three
 * sends per address per 10 minutes). Creators get one only when an admin invited them.
 */
export async function sendAuthCode(
  context: AppContext,
  { email, type }: { email: string; type: PartnerType },
): Promise<void> {
  const { db, clock, secrets } = context;
  if (type === 'contentCreator' && !(await isCreatorInvited(db, email))) {
    throw new AppError('BAD_REQUEST', INVALID_EMAIL_MESSAGE);
  }
  if (await findAccountByEmail(db, type, email)) {
    throw new AppError('CONFLICT', 'An account with this e-mail address already exists. Please log in instead.');
  }
  const now = clock.now();
  const windowStart = new Date(now.getTime() - AUTH_CODE_RULES.sendWindowMinutes * MINUTE_MS);
  if ((await countCodesSentSince(db, email, type, windowStart)) >= AUTH_CODE_RULES.maxSendsPerWindow) {
    throw new AppError(
      'RATE_LIMITED',
      `We have sent ${AUTH_CODE_RULES.maxSendsPerWindow} codes to this address in the last ${AUTH_CODE_RULES.sendWindowMinutes} minutes. Please use the newest one or try again later.`,
      { retryAfterSeconds: AUTH_CODE_RULES.sendWindowMinutes * 60 },
    );
  }
  const code = String(randomInt(0, 10 ** AUTH_CODE_RULES.digits)).padStart(AUTH_CODE_RULES.digits, '0');
  await db.transaction(async (tx) => {
    await insertAuthCode(tx, {
      email,
      accountType: type,
      codeHash: secrets.hash(CODE_PURPOSE, `${type}:${email}:${code}`),
      expiresAt: new Date(now.getTime() + AUTH_CODE_RULES.validMinutes * MINUTE_MS),
      createdAt: now,
    });
    await queueMail(tx, authCodeEmail(email, code));
  });
}

/**
 * Checks the code against the newest one sent to the address. A wrong code counts against the
 * five tries (recorded outside any transaction, so a later failure cannot undo it). Answers the
 * code's id for `useAuthCode`; throws `failure` when the code cannot be used.
 */
export async function checkAuthCode(
  context: AppContext,
  { email, type, code }: { email: string; type: PartnerType; code: string },
  failure: AppError,
): Promise<string> {
  const { db, clock, secrets } = context;
  const latest = await findLatestAuthCode(db, email, type);
  const isUsable =
    latest !== null &&
    latest.consumedAt === null &&
    latest.expiresAt > clock.now() &&
    latest.wrongAttempts < AUTH_CODE_RULES.maxWrongTries;
  if (!latest || !isUsable) throw failure;
  if (!secrets.matches(CODE_PURPOSE, `${type}:${email}:${code}`, latest.codeHash)) {
    await recordWrongAuthCode(db, latest.id);
    throw failure;
  }
  return latest.id;
}

/** Uses a checked code up inside the transaction that creates the account. */
export async function useAuthCode(tx: Database, context: AppContext, codeId: string, failure: AppError): Promise<void> {
  if (!(await consumeAuthCode(tx, codeId, context.clock.now()))) throw failure;
}

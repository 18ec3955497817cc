import {
  AppError,
  LEGAL_VERSION,
  parseFollowerText,
  type BrandRegistrationSchema,
  type CreatorRegistrationSchema,
  type PartnerType,
} from '@equicreators/shared';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { passwordProblem } from '../../platform/auth/password-policy.ts';
import { queueMail } from '../../platform/mail/mailer.ts';
import { announce, EVERY_ADMIN } from '../notifications/notification-events.ts';
import { findAccountByEmail, insertAccount, type AccountRow } from '../accounts/accounts.repository.ts';
import { checkAuthCode, useAuthCode } from '../auth-codes/auth-codes.service.ts';
import { insertBrandProfile } from '../brands/brands.repository.ts';
import {
  insertCreatorProfile,
  replaceCreatorNiches,
  replaceCreatorSocialLinks,
} from '../creators/creators.repository.ts';
import { openSession, type SessionOrigin } from '../sessions/sessions.service.ts';
import { markInvitationAccepted } from '../invitations/invitations.repository.ts';
import { isCreatorInvited } from '../invitations/invitations.service.ts';
import { brandWelcomeEmail, creatorWelcomeEmail } from './registration.emails.ts';

type CreatorRegistrationInput = z.output<typeof CreatorRegistrationSchema>;
type BrandRegistrationInput = z.output<typeof BrandRegistrationSchema>;

/** Spec §8: the server messages the signup screens turn into toasts. */
export const CREATOR_CODE_FAILURE = 'Invalid authentication code or email';
export const BRAND_CODE_FAILURE = 'Invalid authentication code';

/**
 * Registers an invited creator: account, profile, niches and links in one transaction, with the
 * code used up and the invitation marked accepted. Nothing is written if any step fails.
 */
export async function registerCreator(context: AppContext, input: CreatorRegistrationInput): Promise<AccountRow> {
  const codeFailure = new AppError('BAD_REQUEST', CREATOR_CODE_FAILURE);
  await assertCanRegister(context, 'contentCreator', input.email, input.password);
  if (!(await isCreatorInvited(context.db, input.email))) throw codeFailure;
  const codeId = await checkAuthCode(
    context,
    { email: input.email, type: 'contentCreator', code: input.auth },
    codeFailure,
  );
  const passwordHash = await hashPassword(input.password);
  const now = context.clock.now();
  const creator = await createAccountOnce(context.db, async (tx) => {
    await useAuthCode(tx, context, codeId, codeFailure);
    const account = await insertAccount(tx, {
      type: 'contentCreator',
      email: input.email,
      passwordHash,
      ...termsAcceptedAt(now),
    });
    await insertCreatorProfile(tx, {
      accountId: account.id,
      firstName: input.firstName,
      lastName: input.lastName,
      phoneNumber: input.phoneNumber,
      bio: input.bio,
    });
    await replaceCreatorNiches(tx, account.id, input.niche);
    await replaceCreatorSocialLinks(
      tx,
      account.id,
      input.socialMediaLinks.map((link) => ({
        link: link.link,
        followerText: link.followerCount,
        followerCount: parseFollowerText(link.followerCount) ?? 0,
      })),
      now,
    );
    await markInvitationAccepted(tx, { email: input.email, accountId: account.id, now });
    await queueMail(tx, creatorWelcomeEmail(input.email, input.firstName, context.config.publicUrl));
    return account;
  });
  // A new creator is browsable at once: the browse's totals and the facet counts include her next.
  context.changes.raise('creators');
  return creator;
}

/**
 * Registers a brand (payment starts false: an admin confirms it, DECISIONS) and opens its first
 * session: the person who proved the address and set the password is logged in (issue 46).
 */
export async function registerBrand(
  context: AppContext,
  input: BrandRegistrationInput,
  origin: SessionOrigin,
): Promise<{ account: AccountRow; token: string }> {
  const codeFailure = new AppError('BAD_REQUEST', BRAND_CODE_FAILURE);
  await assertCanRegister(context, 'brand', input.email, input.password);
  const codeId = await checkAuthCode(context, { email: input.email, type: 'brand', code: input.auth }, codeFailure);
  const passwordHash = await hashPassword(input.password);
  const now = context.clock.now();
  const account = await createAccountOnce(context.db, async (tx) => {
    await useAuthCode(tx, context, codeId, codeFailure);
    const account = await insertAccount(tx, {
      type: 'brand',
      email: input.email,
      passwordHash,
      ...termsAcceptedAt(now),
    });
    await insertBrandProfile(tx, {
      accountId: account.id,
      fullName: input.fullName,
      companyName: input.companyName,
      phone: input.phone,
      brandDescription: input.brandDescription,
      influencerTypes: [...new Set(input.influencerType)],
      brandAddress: input.brandAddress,
      collaborationType: input.collaborationType,
      subscription: input.subscription,
    });
    await queueMail(tx, brandWelcomeEmail(input.email, input.fullName, context.config.links.bookCall));
    // The admins' side of the same event: a new brand to look at (no e-mail to them, as before).
    await announce(tx, { kind: 'brand-registered', to: EVERY_ADMIN, about: { brandId: account.id } });
    return account;
  });
  return { account, token: await openSession(context, account, origin, now) };
}

/**
 * The Terms and the Privacy notice in force, accepted at signup: the request's schema refused it
 * unticked before anything ran, so the version stored is the one the wizard showed (issue 34).
 */
function termsAcceptedAt(now: Date): { termsVersion: string; termsAcceptedAt: Date } {
  return { termsVersion: LEGAL_VERSION, termsAcceptedAt: now };
}

const DUPLICATE_ACCOUNT = 'An account with this e-mail address already exists. Please log in instead.';

/** The checks that come before the code, so a typo elsewhere never uses up a try. */
async function assertCanRegister(
  context: AppContext,
  type: PartnerType,
  email: string,
  password: string,
): Promise<void> {
  const problem = passwordProblem(password);
  if (problem) throw new AppError('VALIDATION_FAILED', problem, { fields: [{ field: 'password', message: problem }] });
  if (await findAccountByEmail(context.db, type, email)) throw new AppError('CONFLICT', DUPLICATE_ACCOUNT);
}

/** Runs the account's creation in one transaction; two signups racing for one address get a clear 409. */
async function createAccountOnce(db: Database, create: (tx: Database) => Promise<AccountRow>): Promise<AccountRow> {
  try {
    return await db.transaction(create);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', DUPLICATE_ACCOUNT, { cause: error });
    throw error;
  }
}

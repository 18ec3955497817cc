import { randomUUID } from 'node:crypto';
import { localDateOf, type CampaignOffer, type UserType } from '@equicreators/shared';
import sharp from 'sharp';
import type { Database } from '../db/client.ts';
import { insertAccount, type AccountRow } from '../modules/accounts/accounts.repository.ts';
import { insertBrandProfile } from '../modules/brands/brands.repository.ts';
import { offerColumns } from '../modules/campaigns/campaign-offer.ts';
import { insertCampaign, type CampaignRow, type NewCampaignRow } from '../modules/campaigns/campaigns.repository.ts';
import {
  insertCreatorProfile,
  replaceCreatorNiches,
  replaceCreatorSocialLinks,
} from '../modules/creators/creators.repository.ts';
import { insertSession } from '../modules/sessions/sessions.repository.ts';
import { createTokenService, TOKEN_LIFETIME_MS } from '../platform/auth/tokens.ts';
import { systemClock } from '../platform/clock.ts';
import type { TestContext } from './test-context.ts';

// Not a real hash: these accounts never log in with a password, only through createLogin.
const UNUSABLE_PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$not-a-real-hash';

/** An account with a unique e-mail address. */
export function createAccount(
  db: Database,
  type: UserType,
  email = `${type}.${randomUUID()}@example.test`,
): Promise<AccountRow> {
  return insertAccount(db, { type, email: email.toLowerCase(), passwordHash: UNUSABLE_PASSWORD_HASH });
}

/** A live session for the account and a token for it, as a login would give. */
export async function createLogin(context: TestContext, account: Pick<AccountRow, 'id' | 'type'>) {
  const expiresAt = new Date(context.clock.now().getTime() + TOKEN_LIFETIME_MS);
  const session = await insertSession(context.db, { accountId: account.id, expiresAt });
  const token = await context.tokens.sign({
    accountId: account.id,
    type: account.type,
    sessionId: session.id,
    expiresAt,
  });
  return { token, sessionId: session.id, authorization: `Bearer ${token}` };
}

/**
 * `login(account)` → a Bearer authorization for a real session, signed with `jwtSecret`: for
 * servers in other processes (the attack suite, the cluster proof, the benches), which share the
 * database and the secret but not a test context.
 */
export function sessionLogin(db: Database, jwtSecret: string) {
  const tokens = createTokenService(jwtSecret, systemClock);
  return async (account: { id: string; type: UserType }): Promise<string> => {
    const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_MS);
    const session = await insertSession(db, { accountId: account.id, expiresAt });
    return `Bearer ${await tokens.sign({ accountId: account.id, type: account.type, sessionId: session.id, expiresAt })}`;
  };
}

/** An account as a test calls the API with it: its id, address and an authorization header. */
export type LoggedInAccount = { id: string; email: string; authorization: string };

export async function loggedIn(context: TestContext, account: AccountRow): Promise<LoggedInAccount> {
  return { id: account.id, email: account.email, authorization: (await createLogin(context, account)).authorization };
}

/** A brand with its profile, paid unless told otherwise (payment gates creating campaigns). */
export async function createBrand(
  db: Database,
  {
    payment = true,
    companyName = 'Hartwell Saddlery',
    email,
  }: { payment?: boolean; companyName?: string; email?: string } = {},
): Promise<AccountRow> {
  const account = await createAccount(db, 'brand', email);
  await insertBrandProfile(db, {
    accountId: account.id,
    fullName: 'Eleanor Hartwell',
    companyName,
    phone: '415 555 0132',
    brandDescription: 'Hand-stitched English saddles.',
    brandAddress: '14 Tannery Lane, Lexington, KY',
    collaborationType: 'Long-term ambassadors',
    subscription: 'Yearly',
    // Access without a subscription is the admin's override (docs/decisions/018).
    payment,
    comped: payment,
  });
  return account;
}

/** A creator with a profile (and niches), ready to apply or be invited. */
export async function createCreator(
  db: Database,
  {
    firstName = 'Ava',
    lastName = 'Sinclair',
    niches = [],
    email,
    followers,
  }: {
    firstName?: string;
    lastName?: string;
    niches?: string[];
    email?: string;
    /** One Instagram link with this many followers (the profile's total follows it). */
    followers?: number;
  } = {},
): Promise<AccountRow> {
  const account = await createAccount(db, 'contentCreator', email);
  await insertCreatorProfile(db, { accountId: account.id, firstName, lastName, phoneNumber: '2025550100', bio: '' });
  await replaceCreatorNiches(db, account.id, niches);
  if (followers !== undefined) {
    const link = { link: `https://instagram.com/${firstName.toLowerCase()}`, followerText: String(followers) };
    await replaceCreatorSocialLinks(db, account.id, [{ ...link, followerCount: followers }], new Date());
  }
  return account;
}

/** A small real PNG, made by sharp, for upload tests. */
export function tinyPng(color: { r: number; g: number; b: number } = { r: 40, g: 90, b: 60 }): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 6, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** The text fields of a valid campaign form (spec §3), with overrides. */
export function campaignFields(overrides: Partial<Record<string, string>> = {}): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    companyName: 'Hartwell Saddlery',
    campaignTitle: 'Autumn Saddle Care Series',
    campaignDescription: 'Show your followers how you care for a leather saddle.',
    requirements: 'Riders who own a leather saddle.',
    deliverables: '1 Reel and 3 Stories.',
    deadlines: '1 October - 31 October',
    compensation: '$450 plus the care kit',
    brand: 'Hartwell Saddlery',
    COEmail: 'campaigns@hartwell.example',
    price: 'Paid',
    social_media: 'Instagram',
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** A multipart body for POST /api/campaign: the fields, then each file under `images`. */
export function campaignForm(
  fields: Record<string, string>,
  images: { name: string; data: Buffer; type?: string }[],
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const image of images) {
    form.append('images', new Blob([image.data], { type: image.type ?? 'image/png' }), image.name);
  }
  return form;
}

/** A campaign written straight to the database (lists and entries tests need many, fast). */
/** A campaign row's columns, with its offer given in part: the rest follows the columns. */
export type CampaignRowOverrides = Partial<Omit<NewCampaignRow, 'brandId' | 'offer'>> & {
  offer?: Partial<CampaignOffer>;
};

/**
 * A campaign as the form writes it: an offer (a $450 fee, a Reel and 3 Stories on its platform, no
 * number of creators stated) and every column copied from it (offerColumns), so the feed's filters
 * read what the offer says. `price: 'Unpaid'` makes it an exposure-only offer; an application
 * deadline given as a column is the offer's day too. Columns given win over the copies.
 */
export async function createCampaignRow(
  db: Database,
  brandId: string,
  { offer: offerOverrides = {}, ...overrides }: CampaignRowOverrides = {},
): Promise<CampaignRow> {
  const platform = overrides.socialMedia ?? 'Instagram';
  const paid = overrides.price !== 'Unpaid';
  const offer: CampaignOffer = {
    kinds: paid ? ['fee'] : ['exposure'],
    currency: 'USD',
    feeMinor: paid ? 45_000 : null,
    productName: null,
    productValueMinor: null,
    commissionBasisPoints: null,
    spots: null,
    timeZone: 'UTC',
    applicationDeadline: overrides.applicationDeadline ? localDateOf(overrides.applicationDeadline, 'UTC') : null,
    contentStart: null,
    contentEnd: null,
    deliverables: [
      { platform, format: 'reel', quantity: 1, dueDate: null, notes: '' },
      { platform, format: 'story', quantity: 3, dueDate: null, notes: '' },
    ],
    usageRights: { kind: 'organic', months: null },
    exclusivity: null,
    mentions: [],
    hashtags: [],
    links: [],
    dos: '',
    donts: '',
    ...offerOverrides,
  };
  return insertCampaign(db, {
    brandId,
    companyName: 'Hartwell Saddlery',
    title: 'Autumn Saddle Care Series',
    description: 'Show your followers how you care for a leather saddle.',
    requirements: 'Riders who own a leather saddle.',
    ownerEmail: 'campaigns@hartwell.example',
    brandName: 'Hartwell Saddlery',
    ...offerColumns(offer),
    ...overrides,
  });
}

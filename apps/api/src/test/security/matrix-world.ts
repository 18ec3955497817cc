import { campaignEntries } from '../../db/schema/index.ts';
import type { AccountRow } from '../../modules/accounts/accounts.repository.ts';
import type { CampaignRow } from '../../modules/campaigns/campaigns.repository.ts';
import { createAccount, createBrand, createCampaignRow, createCreator, createLogin } from '../factories.ts';
import type { TestContext } from '../test-context.ts';

/** The callers of the matrix, in the order of its columns. */
export const PRINCIPALS = [
  'anonymous',
  'unpaidBrand',
  'brandOwner',
  'otherBrand',
  'hiredCreator',
  'otherCreator',
  'admin',
] as const;
export type PrincipalName = (typeof PRINCIPALS)[number];

export type WorldAccount = { id: string; email: string; authorization: string };

/**
 * One campaign of a paid brand, with a creator hired on it (so a thread exists) and one who
 * applied (so a hire can succeed); a second paid brand and an unpaid one without anything on it,
 * a creator with no entry on the campaign, and an admin. Every account has its own live session.
 */
export type MatrixWorld = {
  campaign: CampaignRow;
  unpaidBrand: WorldAccount;
  brandOwner: WorldAccount;
  otherBrand: WorldAccount;
  hiredCreator: WorldAccount;
  otherCreator: WorldAccount;
  admin: WorldAccount;
  /** Applied on the campaign, not hired: the one a hire hires. Not a caller of the matrix. */
  applicant: { id: string; email: string };
  /** The Authorization header of a caller, none for the anonymous one. */
  authorizationOf(principal: PrincipalName): string | undefined;
};

export async function createMatrixWorld(context: TestContext): Promise<MatrixWorld> {
  const { db } = context;
  const withLogin = async (account: AccountRow): Promise<WorldAccount> => ({
    id: account.id,
    email: account.email,
    authorization: (await createLogin(context, account)).authorization,
  });
  const [brandOwner, otherBrand, unpaidBrand, hiredCreator, otherCreator, applicant, admin] = await Promise.all([
    createBrand(db, { companyName: 'Hartwell Saddlery' }),
    createBrand(db, { companyName: 'Other Stables' }),
    createBrand(db, { companyName: 'Unpaid Tack', payment: false }),
    createCreator(db, { firstName: 'Ava' }),
    createCreator(db, { firstName: 'Noah' }),
    createCreator(db, { firstName: 'Mateo' }),
    createAccount(db, 'admin'),
  ]);
  const campaign = await createCampaignRow(db, brandOwner.id, { title: 'Autumn Saddle Care' });
  await db.insert(campaignEntries).values([
    { campaignId: campaign.id, creatorId: hiredCreator.id, status: 'Hired', hiredAt: context.clock.now() },
    { campaignId: campaign.id, creatorId: applicant.id, status: 'Applied' },
  ]);
  const accounts = {
    unpaidBrand: await withLogin(unpaidBrand),
    brandOwner: await withLogin(brandOwner),
    otherBrand: await withLogin(otherBrand),
    hiredCreator: await withLogin(hiredCreator),
    otherCreator: await withLogin(otherCreator),
    admin: await withLogin(admin),
  };
  return {
    campaign,
    ...accounts,
    applicant: { id: applicant.id, email: applicant.email },
    authorizationOf: (principal) => (principal === 'anonymous' ? undefined : accounts[principal].authorization),
  };
}

let clientAddressCount = 0;

/**
 * A client address of its own for each request (10.x.y.z, counted, so runs repeat exactly): the
 * per-address limits of open forms (contact: 5 an hour) must not turn a matrix cell into a 429.
 */
export function nextClientAddress(): string {
  clientAddressCount += 1;
  const n = clientAddressCount;
  return `10.${(n >> 14) & 255}.${(n >> 6) & 255}.${(n & 63) + 1}`;
}

let uniqueCount = 0;

/** A fresh e-mail address for bodies that must not meet an earlier request's (codes, invitations). */
export function uniqueEmail(label: string): string {
  uniqueCount += 1;
  return `${label}.${uniqueCount}.${process.pid}@matrix.example`;
}

import type { BrandRegistration, CreatorRegistration, PartnerType } from '@equicreators/shared';
import { upsertInvitation } from '../modules/invitations/invitations.repository.ts';
import { codeIn, latestMailTo } from './outbox.ts';
import type { TestContext } from './test-context.ts';

export const STRONG_PASSWORD = 'Stable-door-at-dawn-42';

export function brandRegistration(overrides: Partial<BrandRegistration> = {}): BrandRegistration {
  return {
    fullName: 'Eleanor Hartwell',
    email: 'eleanor@hartwell.example',
    password: STRONG_PASSWORD,
    companyName: 'Hartwell Saddlery',
    phone: '415 555 0132',
    brandDescription: 'Hand-stitched English saddles.',
    influencerType: ['Paid Campaigns', 'PR'],
    brandAddress: '14 Tannery Lane, Lexington, KY',
    collaborationType: 'Long-term ambassadors',
    subscription: 'Yearly',
    auth: '000000',
    acceptTerms: true,
    ...overrides,
  };
}

export function creatorRegistration(overrides: Partial<CreatorRegistration> = {}): CreatorRegistration {
  return {
    email: 'ava@riders.example',
    password: STRONG_PASSWORD,
    firstName: 'Ava',
    lastName: 'Sinclair',
    phoneNumber: '2025550100',
    bio: 'Amateur show jumper and barn-life storyteller.',
    auth: '000000',
    niche: ['lifestyle', 'Fashion'],
    socialMediaLinks: [
      { link: 'https://www.instagram.com/ava_sinclair', followerCount: '12k' },
      { link: 'https://www.tiktok.com/@avasinclair', followerCount: '1.5m' },
    ],
    acceptTerms: true,
    ...overrides,
  };
}

/** Asks the API for a code and reads it from the outbox, as a person reads their e-mail. */
export async function requestCode(context: TestContext, email: string, type: PartnerType): Promise<string> {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/influencers/sendcode',
    payload: { email, type },
  });
  if (response.statusCode !== 200) throw new Error(`sendcode answered ${response.statusCode}: ${response.body}`);
  return codeIn(await latestMailTo(context.db, email));
}

export async function inviteCreatorEmail(context: TestContext, email: string): Promise<void> {
  await upsertInvitation(context.db, { email, invitedByAccountId: null, now: context.clock.now() });
}

/** A brand registered through the API, as the wizard does it. */
export async function registerBrandThroughApi(context: TestContext, overrides: Partial<BrandRegistration> = {}) {
  const registration = brandRegistration(overrides);
  const auth = await requestCode(context, registration.email, 'brand');
  const response = await context.app.inject({ method: 'POST', url: '/api/brands', payload: { ...registration, auth } });
  if (response.statusCode !== 201) throw new Error(`registration answered ${response.statusCode}: ${response.body}`);
  return { ...registration, id: response.json<{ _id: string }>()._id };
}

/** An invited creator registered through the API. */
export async function registerCreatorThroughApi(context: TestContext, overrides: Partial<CreatorRegistration> = {}) {
  const registration = creatorRegistration(overrides);
  await inviteCreatorEmail(context, registration.email);
  const auth = await requestCode(context, registration.email, 'contentCreator');
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/influencers',
    payload: { ...registration, auth },
  });
  if (response.statusCode !== 201) throw new Error(`registration answered ${response.statusCode}: ${response.body}`);
  return { ...registration, id: response.json<{ _id: string }>()._id };
}

/**
 * A client address of its own for each call, so the per-address login limit of one test does
 * not spill into the next (tests of that limit pass theirs explicitly).
 */
export function randomClientAddress(): string {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

/** Logs in through the API and answers the bearer header value. */
export async function loginThroughApi(
  context: TestContext,
  { email, password, path }: { email: string; password: string; path: 'brands' | 'influencers' | 'admin' },
): Promise<string> {
  const response = await context.app.inject({
    method: 'POST',
    url: `/api/${path}/login`,
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login answered ${response.statusCode}: ${response.body}`);
  return `Bearer ${response.json<{ token: string }>().token}`;
}

import type { APIRequestContext } from '@playwright/test';
import { type ApiLogin, apiLogin } from './campaign-api';
import { codeIn, DEMO, expect, latestMailTo, uniqueEmail } from './fixtures';

let adminToken: Promise<string> | undefined;

/**
 * The demo admin's token, logged in once per worker: logins are limited to 10 a minute per
 * address, and journeys that make creators of their own each need the admin (an invitation). A
 * token ended meanwhile (a journey logging the admin out) is replaced on the next call.
 */
export async function adminTokenOnce(request: APIRequestContext): Promise<string> {
  const login = async () => {
    const answer = await request.post('/api/admin/login', {
      data: { email: DEMO.admin, password: DEMO.password, type: 'admin' },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    return ((await answer.json()) as { token: string }).token;
  };
  adminToken ??= login();
  const token = await adminToken;
  const live = await request.get('/api/admin/profile', { headers: { authorization: `Bearer ${token}` } });
  if (live.status() !== 401) return token;
  adminToken = login();
  return adminToken;
}

/** The demo admin's bearer header (adminTokenOnce). */
export async function adminAuthorizationOnce(request: APIRequestContext): Promise<string> {
  return `Bearer ${await adminTokenOnce(request)}`;
}

/** The password of the accounts these helpers create. */
/** The demo admin invites an address to join as a creator (creators join by invitation only). */
export async function inviteCreatorViaApi(request: APIRequestContext, email: string): Promise<void> {
  const invited = await request.post('/api/admin/invitations', {
    data: { email },
    headers: { authorization: await adminAuthorizationOnce(request) },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
}

export const CREATED_ACCOUNT_PASSWORD = 'Gallop-through-autumn-1';

/**
 * A new brand of its own, signed up through the API (code by e-mail, then POST /api/brands), for a
 * journey that changes a brand's state: the demo brands are shared by journeys running at once.
 */
export async function registerBrandViaApi(request: APIRequestContext, companyName: string) {
  const email = uniqueEmail('brand');
  const sent = await request.post('/api/influencers/sendcode', { data: { email, type: 'brand' } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const code = codeIn(await latestMailTo(request, email, 'code'));
  const registered = await request.post('/api/brands', {
    data: {
      fullName: 'Journey Brand Owner',
      email,
      password: CREATED_ACCOUNT_PASSWORD,
      companyName,
      phone: '415 555 0142',
      brandDescription: 'A brand made by a journey.',
      influencerType: ['Paid Campaigns'],
      brandAddress: '1 Paddock Lane, Lexington, KY',
      collaborationType: 'Campaign by campaign',
      subscription: 'Monthly',
      auth: code,
      acceptTerms: true,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return { email, companyName };
}

/**
 * A new creator of their own, invited by the demo admin and signed up through the API, for a
 * journey that changes a creator's state (the club): the demo creators are shared by journeys.
 */
export async function registerCreatorViaApi(request: APIRequestContext, firstName: string) {
  const email = uniqueEmail('creator');
  await inviteCreatorViaApi(request, email);
  const sent = await request.post('/api/influencers/sendcode', { data: { email, type: 'contentCreator' } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const code = codeIn(await latestMailTo(request, email, 'code'));
  const registered = await request.post('/api/influencers', {
    data: {
      email,
      password: CREATED_ACCOUNT_PASSWORD,
      firstName,
      lastName: 'Journey',
      phoneNumber: '415 555 0143',
      bio: 'A creator made by a journey.',
      auth: code,
      niche: ['Luxury'],
      socialMediaLinks: [{ link: 'https://www.instagram.com/journey.creator', followerCount: '12k' }],
      acceptTerms: true,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return { email, password: CREATED_ACCOUNT_PASSWORD };
}

let journeyBrand: Promise<ApiLogin> | undefined;

/**
 * A paid brand of the worker's own (signed up once per worker, then marked paid by the demo admin),
 * logged in by API: for journeys that create campaigns, so the demo brands stay under their 20
 * creations a day however many journeys run. Made once: logins are limited to 10 a minute per address.
 */
export function paidJourneyBrandOnce(request: APIRequestContext): Promise<ApiLogin> {
  journeyBrand ??= registerPaidBrand(request);
  return journeyBrand;
}

async function registerPaidBrand(request: APIRequestContext): Promise<ApiLogin> {
  const { email } = await registerBrandViaApi(request, 'Journey Tack Company');
  const brand = await apiLogin(request, 'brand', email, CREATED_ACCOUNT_PASSWORD);
  const paid = await request.patch(`/api/admin/brands/${brand.id}`, {
    headers: { authorization: await adminAuthorizationOnce(request) },
    data: { payment: true },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  return brand;
}

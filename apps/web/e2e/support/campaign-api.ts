import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { DEMO } from './fixtures';

/** A logged-in user as the API knows it: the token and the account id (the token's `sub`). */
export type ApiLogin = { token: string; id: string; type: 'brand' | 'contentCreator' };

const LOGIN_PATH = { brand: '/api/brands/login', contentCreator: '/api/influencers/login' } as const;

/** Logs in through the API (for the parts of a journey that are not what it tests). */
export async function apiLogin(
  request: APIRequestContext,
  type: ApiLogin['type'],
  email: string,
  password: string = DEMO.password,
): Promise<ApiLogin> {
  const response = await request.post(LOGIN_PATH[type], { data: { email, password, type } });
  if (!response.ok()) throw new Error(`Login of ${email} failed: ${response.status()} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string };
  return { token, id: payload.sub, type };
}

// One API login per worker and account: logins are limited to 10 a minute per address, and several
// journeys log the same demo accounts in.
const loginsByAccount = new Map<string, Promise<ApiLogin>>();

/** `apiLogin`, made once per worker for each account and then shared by its tests. */
export function apiLoginOnce(request: APIRequestContext, type: ApiLogin['type'], email: string): Promise<ApiLogin> {
  const key = `${type}:${email}`;
  let login = loginsByAccount.get(key);
  if (!login) {
    login = apiLogin(request, type, email);
    loginsByAccount.set(key, login);
  }
  return login;
}

export function bearer(login: ApiLogin): Record<string, string> {
  return { authorization: `Bearer ${login.token}` };
}

/** A small real PNG of one colour, so two images of a journey differ. */
export function pngImage(red: number, green: number, blue: number): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: red, g: green, b: blue } } })
    .png()
    .toBuffer();
}

/** A title no other journey or demo campaign contains, so a search finds only this one. */
export function uniqueTitle(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

export type NewCampaign = { _id: string; campaignTitle: string };

/** Creates a campaign as a paid brand through POST /api/campaign (multipart, one image). */
export async function createCampaignViaApi(
  request: APIRequestContext,
  brand: ApiLogin,
  fields: { campaignTitle: string } & Partial<Record<string, string>>,
): Promise<NewCampaign> {
  const response = await request.post('/api/campaign', {
    headers: bearer(brand),
    multipart: {
      companyName: 'Hartwell Saddlery',
      brand: 'Hartwell Saddlery',
      COEmail: DEMO.paidBrand,
      campaignDescription: 'A campaign made by a journey.',
      requirements: 'Riders with a leather saddle.',
      deliverables: 'One Reel and two Stories.',
      deadlines: 'Live within two weeks',
      compensation: '$300',
      price: 'Paid',
      social_media: 'Instagram',
      ...fields,
      images: { name: 'scene.png', mimeType: 'image/png', buffer: await pngImage(120, 160, 90) },
    },
  });
  if (response.status() !== 201) {
    throw new Error(`Creating "${fields.campaignTitle}" failed: ${response.status()} ${await response.text()}`);
  }
  return (await response.json()) as NewCampaign;
}

/** A creator applies (their own id) or a brand invites (the creator's id) through the API. */
export async function addCreatorViaApi(
  request: APIRequestContext,
  actor: ApiLogin,
  campaignId: string,
  creatorId: string,
): Promise<void> {
  const response = await request.post(`/api/campaign/${campaignId}/influencer/${creatorId}`, {
    headers: bearer(actor),
    data: {},
  });
  if (!response.ok()) throw new Error(`Adding ${creatorId} failed: ${response.status()} ${await response.text()}`);
}

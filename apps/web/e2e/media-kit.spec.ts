import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { registerCreatorViaApi } from './support/account-api';
import { apiLogin, apiLoginOnce } from './support/campaign-api';
import { DEMO, expect, hasHorizontalScroll, logIn, test } from './support/fixtures';
import { storeLoginWithId, uniqueLetters } from './support/second-browser';

const PHONE = { width: 390, height: 844 };
// registerCreatorViaApi's phone number: it must never reach the kit.
const CREATOR_PHONE = '415 555 0143';

/** A visitor with no login, on a phone. */
async function guestAt(browser: Browser, path: string): Promise<{ page: Page; status: number | undefined }> {
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  const response = await page.goto(path);
  return { page, status: response?.status() };
}

/** A new creator (named `prefix` and letters) logged in through the API, with a kit at a fresh address. */
async function creatorWithKit(request: APIRequestContext, prefix: string, visibility: 'anyone' | 'brands') {
  const creator = await registerCreatorViaApi(request, `${prefix}${uniqueLetters()}`);
  const login = await apiLogin(request, 'contentCreator', creator.email, creator.password);
  const authorization = `Bearer ${login.token}`;
  const handle = `${prefix.toLowerCase()}-${uniqueLetters()}`;
  const saved = await request.put('/api/influencers/profile/media-kit', {
    headers: { authorization },
    data: { handle, visibility, packages: [] },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return { authorization, path: `/c/${handle}` };
}

/** Chooses who may open the kit on the Media kit screen and saves. */
async function saveVisibility(page: Page, label: string) {
  // The last save's toast has gone (2 s), so the one awaited below is this save's.
  await expect(page.getByText('Media kit saved')).toHaveCount(0);
  await page.getByLabel('Who can open it').selectOption({ label });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Media kit saved')).toBeVisible();
}

test('a creator publishes a media kit that a logged-out visitor reads, hides it, then shows it to brands only', async ({
  page,
  browser,
  request,
}) => {
  const firstName = `Kit${uniqueLetters()}`;
  const creator = await registerCreatorViaApi(request, firstName);
  const handle = `kit-${uniqueLetters()}`;
  const path = `/c/${handle}`;

  // The creator, on a phone, sets the address, anyone may open it, and one package.
  await page.setViewportSize(PHONE);
  await logIn(page, { as: 'contentCreator', email: creator.email, password: creator.password });
  await page.goto('/influencers/profile');
  await page.getByRole('link', { name: 'Media kit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Media kit' })).toBeVisible();
  await page.getByLabel('Address').fill(handle.toUpperCase());
  await page.getByLabel('Who can open it').selectOption({ label: 'Anyone with the link' });
  await page.getByRole('button', { name: 'Add a package' }).click();
  await page.getByLabel('Name').fill('Reel and three stories');
  await page.getByLabel('What it includes (optional)').fill('One reel and three stories in a week.');
  await page.getByLabel('Price').fill('1,250.50');
  await page.getByLabel('Currency').selectOption('EUR');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Media kit saved')).toBeVisible();
  await expect(page.getByTestId('media-kit-address')).toHaveText(new RegExp(`${path}$`));
  await expect(page.getByRole('link', { name: 'Open (opens in a new tab)' })).toHaveAttribute('href', path);
  // The preview is the kit as visitors see it.
  await expect(page.getByRole('heading', { level: 1, name: `${firstName} Journey` })).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);

  // A logged-out visitor on a phone reads it: name, the package priced, never the e-mail or phone.
  const guest = await guestAt(browser, path);
  expect(guest.status).toBe(200);
  await expect(guest.page.getByRole('heading', { level: 1, name: `${firstName} Journey` })).toBeVisible();
  await expect(guest.page.getByRole('heading', { name: 'Reel and three stories' })).toBeVisible();
  await expect(guest.page.getByText('€1,250.50')).toBeVisible();
  const html = await guest.page.content();
  expect(html).not.toContain(creator.email);
  expect(html).not.toContain(CREATOR_PHONE);
  await expect(guest.page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    `${firstName} Journey · Media kit`,
  );
  await expect(guest.page.locator('meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`${path}$`));
  await expect(guest.page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
  await expect(guest.page.locator('meta[name="robots"]')).toHaveCount(0);
  expect(await hasHorizontalScroll(guest.page)).toBe(false);

  // Hidden: the same "not found" as an address nobody holds.
  await saveVisibility(page, 'Nobody (hidden)');
  const hidden = await guestAt(browser, path);
  expect(hidden.status).toBe(404);
  await expect(hidden.page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(hidden.page.getByText(firstName)).toHaveCount(0);

  // For brands: a guest is asked to log in as a brand; a logged-in brand sees the kit.
  await saveVisibility(page, 'Logged-in brands only');
  const prompted = await guestAt(browser, path);
  expect(prompted.status).toBe(200);
  await expect(prompted.page.getByRole('link', { name: 'Log in as a brand' })).toHaveAttribute(
    'href',
    `/login?next=${encodeURIComponent(path)}`,
  );
  await expect(prompted.page.getByText(firstName)).toHaveCount(0);
  await expect(prompted.page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  const brandPage = await (await browser.newContext({ viewport: PHONE })).newPage();
  await storeLoginWithId(brandPage, await apiLoginOnce(request, 'brand', DEMO.paidBrand), 'Eleanor');
  await brandPage.goto(path);
  await expect(brandPage.getByRole('heading', { level: 1, name: `${firstName} Journey` })).toBeVisible();
  await expect(brandPage.getByText('€1,250.50')).toBeVisible();
  await expect(brandPage.getByRole('link', { name: 'Log in as a brand' })).toHaveCount(0);
  expect(await hasHorizontalScroll(brandPage)).toBe(false);
});

test('the log-in prompt of a kit for brands leads back to the kit after a brand logs in', async ({
  browser,
  request,
}) => {
  const { path } = await creatorWithKit(request, 'Gate', 'brands');
  const { page } = await guestAt(browser, path);
  await page.getByRole('link', { name: 'Log in as a brand' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  // The prompt chose Brand on the login.
  await expect(page.getByRole('radio', { name: /^Brand/ })).toBeChecked();
  await page.getByLabel('Email').fill(DEMO.otherPaidBrand);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // A logged-in brand reads the kit in its own frame, with Save and Invite (issue 46).
  await expect(page).toHaveURL(new RegExp(`${path.replace('/c/', '/brands/kit/')}$`));
  await expect(page.getByRole('heading', { level: 1, name: /^Gate/ })).toBeVisible();
});

test("a kit shows the creator's disciplines and each platform's figures with the date they were true", async ({
  browser,
  request,
}) => {
  const { authorization, path } = await creatorWithKit(request, 'Figures', 'anyone');
  const facets = await request.put('/api/influencers/profile/facets', {
    headers: { authorization },
    data: {
      disciplines: ['dressage', 'eventing'],
      level: 'national',
      horseCount: 2,
      breeds: ['Hanoverian'],
      country: 'DE',
      region: null,
      languages: ['de', 'en'],
      platforms: [
        {
          platform: 'Instagram',
          handle: '@figures.rides',
          followers: 12_400,
          engagementBasisPoints: 345,
          averageViews: 5_100,
          audienceCountries: [{ country: 'DE', percent: 40 }],
          ageBands: [{ band: '25-34', percent: 35 }],
          gender: { female: 80, male: 18, other: 2 },
          asOf: '2026-03-01',
        },
      ],
    },
  });
  expect(facets.ok(), await facets.text()).toBe(true);
  const { page } = await guestAt(browser, path);
  await expect(page.getByText('Dressage')).toBeVisible();
  await expect(page.getByText('Eventing')).toBeVisible();
  await expect(page.getByText('2 horses · Hanoverian')).toBeVisible();
  await expect(page.getByText('German, English')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Instagram' })).toBeVisible();
  await expect(page.getByText('12,400')).toBeVisible();
  await expect(page.getByText('3.45 %')).toBeVisible();
  await expect(page.getByText('5,100')).toBeVisible();
  await expect(page.getByText('Germany 40 %')).toBeVisible();
  await expect(page.getByText('As of 1 Mar 2026')).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
});

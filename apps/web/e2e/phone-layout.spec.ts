import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { apiLoginOnce, bearer } from './support/campaign-api';
import { DEMO, expect, storeLogin, test } from './support/fixtures';
import { storeLoginWithId } from './support/second-browser';
import { saveShot } from './support/shots';

const PHONE = { width: 390, height: 844 };

/**
 * Issue 30: at 390 px no logged-in screen scrolls sideways, and no element pokes out of the
 * viewport (a scrolling box of its own, such as a code block, may hold wider content).
 */
async function expectFitsPhone(page: Page, path: string) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Loaded: no skeleton left (they leave once the data is there).
  await expect(page.locator('.animate-pulse')).toHaveCount(0);
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, `${path} scrolls sideways`).toBeLessThanOrEqual(widths.client);
  const poking = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const isClippedByScrollBox = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(parent).overflowX)) return true;
      }
      return false;
    };
    // Hidden helpers (a screen reader's text, a file input behind its button) take no room.
    const isDrawn = (element: Element, box: DOMRect) => {
      const style = getComputedStyle(element);
      return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.opacity !== '0';
    };
    return [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return (box.right > width + 1 || box.left < -1) && isDrawn(element, box) && !isClippedByScrollBox(element);
      })
      .slice(0, 5)
      .map((element) => element.outerHTML.slice(0, 120));
  });
  expect(poking, `${path}: elements wider than the viewport`).toEqual([]);
  // Nor does a box scroll sideways inside the page (a table too wide for a phone); a gallery that
  // snaps from picture to picture is swiped on purpose.
  const sideways = await page.evaluate(() =>
    [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const style = getComputedStyle(element);
        const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
        const isGallery = style.scrollSnapType.startsWith('x');
        return scrolls && !isGallery && element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => element.outerHTML.slice(0, 120)),
  );
  expect(sideways, `${path}: boxes that scroll sideways`).toEqual([]);
  expect(await seriousViolations(page), `${path}: axe`).toEqual([]);
}

/** Each screen by a short name (for its screenshot) and its address. */
type Screens = readonly (readonly [name: string, path: string])[];

async function visitAll(page: Page, screens: Screens, role: string) {
  await page.setViewportSize(PHONE);
  for (const [name, path] of screens) {
    await page.goto(path);
    await expectFitsPhone(page, path);
    await saveShot(page, `work-lists-${role}-${name}-phone`);
  }
}

/** The demo creator's first order (Hartwell's campaign she is hired on) and her id. */
async function demoOrder(request: APIRequestContext) {
  const creator = await apiLoginOnce(request, 'contentCreator', DEMO.creator);
  const response = await request.get(`/api/campaign/${creator.id}/campaigns`, { headers: bearer(creator) });
  expect(response.ok(), await response.text()).toBe(true);
  const { items } = (await response.json()) as { items: { _id: string }[] };
  const first = items[0];
  if (!first) throw new Error('The demo creator has no order');
  return { creator, campaignId: first._id };
}

test('creator: every logged-in screen fits a phone', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { creator, campaignId } = await demoOrder(request);
  await storeLoginWithId(page, creator, 'Ava');
  await visitAll(
    page,
    [
      ['feed', '/contentCreator'],
      ['orders', '/orders'],
      ['order', `/orders/${campaignId}`],
      ['profile', '/influencers/profile'],
      ['profile-edit', '/influencers/profile/edit'],
      ['equestrian-profile', '/influencers/profile/equestrian'],
      ['media-kit', '/influencers/profile/media-kit'],
      ['earnings', '/earnings'],
      ['billing', '/billing'],
      ['club', '/club'],
      ['contact', '/contact'],
    ],
    'creator',
  );
});

test('brand: every logged-in screen fits a phone', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { creator, campaignId } = await demoOrder(request);
  const brand = await apiLoginOnce(request, 'brand', DEMO.paidBrand);
  await storeLoginWithId(page, brand, 'Eleanor');
  await visitAll(
    page,
    [
      ['browse', '/brands'],
      ['shortlists', '/shortlists'],
      ['campaign-create', '/campaigncreation'],
      ['campaign-edit', `/campaigncreation/${campaignId}`],
      ['manage-campaign', '/manage-campaign'],
      ['campaign-page', `/manage-campaign/${campaignId}`],
      ['influencers', '/orders-influencer'],
      ['influencers-pending', '/orders-influencer?status=Pending'],
      ['influencer-work', `/orders-influencer/${creator.id}?campaign=${campaignId}`],
      ['billing', '/billing'],
      ['payments', '/payments'],
      ['contact', '/contact'],
    ],
    'brand',
  );
});

const ADMIN_TABS = [
  'invitations',
  'creators',
  'brands',
  'contact-messages',
  'reviews',
  'club-meetings',
  'newsletter',
  'erasures',
] as const;

async function storeAdminLogin(page: Page, request: APIRequestContext) {
  const response = await request.post('/api/admin/login', {
    data: { email: DEMO.admin, password: DEMO.password, type: 'admin' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  await storeLogin(page, { token, type: 'admin', firstName: 'Admin' });
}

test('admin: every tab fits a phone, and at 1280 px the Block buttons are in view', async ({ page, request }) => {
  test.setTimeout(90_000);
  await storeAdminLogin(page, request);
  await visitAll(
    page,
    ADMIN_TABS.map((tab) => [tab, `/admin?tab=${tab}`] as const),
    'admin',
  );

  await page.setViewportSize({ width: 1280, height: 900 });
  for (const tab of ['creators', 'brands'] as const) {
    await page.goto(`/admin?tab=${tab}`);
    const block = page.getByRole('tabpanel').getByRole('button', { name: /^(Block|Unblock)$/ });
    await expect(block.first()).toBeVisible();
    // Every row's Block lies wholly inside the table's box: nothing to scroll to, nothing cut off.
    const cutOff = await block.evaluateAll(
      (buttons) =>
        buttons.filter((button) => {
          const box = button.closest('.overflow-x-auto')?.getBoundingClientRect();
          const own = button.getBoundingClientRect();
          return !box || own.right > box.right || own.right > document.documentElement.clientWidth;
        }).length,
    );
    expect(cutOff, `${tab}: Block buttons cut off at 1280 px`).toBe(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    await saveShot(page, `work-lists-admin-${tab}-desk`);
  }
});

import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hasHorizontalScroll, storeLogin, test } from './support/fixtures';
import { adminTokenOnce } from './support/account-api';

const PHONE = { width: 390, height: 844 };
/** A demo creator who qualifies (verified, media kit open to anyone) and is not featured at start. */
const CANDIDATE = {
  name: 'Callum Mackenzie',
  search: 'callum.mackenzie',
  handle: 'callum-mackenzie',
  country: 'United Kingdom',
};

type FeaturedList = { items: { _id: string; firstName: string }[] };

const adminToken = adminTokenOnce;

async function setFeatured(request: APIRequestContext, token: string, id: string, isFeatured: boolean) {
  const url = `/api/admin/featured-creators/${id}`;
  const headers = { authorization: `Bearer ${token}` };
  const response = isFeatured ? await request.put(url, { headers }) : await request.delete(url, { headers });
  expect(response.ok(), await response.text()).toBe(true);
}

const featuredSection = (page: Page) => page.getByRole('region', { name: 'Featured creators' });

/**
 * Issue 33: the home page's featured creators are the ones an admin chose. The journey empties
 * the demo's four, sees the section go, features a creator from the admin's creators screen and
 * finds them on the home page with a link to their media kit; it puts the demo's four back after.
 */
test.describe('featured creators', () => {
  let token: string;
  let demoFeatured: string[] = [];

  test.beforeAll(async ({ request }) => {
    token = await adminToken(request);
    const response = await request.get('/api/admin/featured-creators', {
      headers: { authorization: `Bearer ${token}` },
    });
    demoFeatured = ((await response.json()) as FeaturedList).items.map((creator) => creator._id);
    for (const id of demoFeatured) await setFeatured(request, token, id, false);
  });
  test.afterAll(async ({ request }) => {
    const response = await request.get('/api/admin/featured-creators', {
      headers: { authorization: `Bearer ${token}` },
    });
    for (const creator of ((await response.json()) as FeaturedList).items)
      await setFeatured(request, token, creator._id, false);
    for (const id of demoFeatured) await setFeatured(request, token, id, true);
  });

  test('an admin features a creator, and the home page shows them with a link to their media kit', async ({
    page,
    request,
  }) => {
    // None featured: no section at all (the page is rendered again just after the change).
    await expect(async () => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'EquiCreators' })).toBeVisible();
      await expect(featuredSection(page)).toHaveCount(0);
    }).toPass();

    await storeLogin(page, { token: await adminTokenOnce(request), type: 'admin' });
    await page.goto('/admin?tab=creators');
    const box = page.getByRole('region', { name: /Featured on the home page/ });
    await expect(box.getByText('No creator is featured')).toBeVisible();
    await page.getByLabel('Search creators').fill(CANDIDATE.search);
    const row = page.getByRole('row', { name: new RegExp(CANDIDATE.search.replace('.', '\\.')) });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'Feature', exact: true }).click();
    await expect(page.getByText(`${CANDIDATE.name} is featured on the home page.`)).toBeVisible();
    await expect(box.getByText(CANDIDATE.name)).toBeVisible();
    await expect(box.getByText('Shown', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Unfeature' })).toBeVisible();

    await page.setViewportSize(PHONE);
    expect(await hasHorizontalScroll(page)).toBe(false);

    await expect(async () => {
      await page.goto('/');
      await expect(featuredSection(page).getByRole('heading', { name: CANDIDATE.name })).toBeVisible();
    }).toPass();
    const card = featuredSection(page).getByRole('article', { name: CANDIDATE.name });
    await expect(card.getByText('Endurance')).toBeVisible();
    await expect(card.getByText(CANDIDATE.country)).toBeVisible();
    // The picture, decorative beside the name (alt="").
    await expect(card.locator('img')).toHaveCount(1);
    await expect(card.getByRole('link', { name: 'See media kit' })).toHaveAttribute('href', `/c/${CANDIDATE.handle}`);
    expect(await hasHorizontalScroll(page)).toBe(false);
  });
});

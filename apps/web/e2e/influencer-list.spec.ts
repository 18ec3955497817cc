import type { BrandInfluencerPage } from '@equicreators/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiLoginOnce, bearer, type ApiLogin } from './support/campaign-api';
import { seriousViolations } from './support/axe';
import { DEMO, expect, storeLogin, test } from './support/fixtures';

// The demo creator is hired on Hartwell's 'Autumn Saddle Care Series' (the demo data).
const HIRED = { name: 'Ava Sinclair', email: DEMO.creator } as const;

async function listAs(page: Page, request: APIRequestContext, email: string): Promise<ApiLogin> {
  const brand = await apiLoginOnce(request, 'brand', email);
  await storeLogin(page, { token: brand.token, type: 'brand', firstName: 'Brand' });
  return brand;
}

async function listViaApi(request: APIRequestContext, brand: ApiLogin, status: string): Promise<BrandInfluencerPage> {
  const response = await request.get(`/api/influencers/campaignOfInfluencers?status=${status}`, {
    headers: bearer(brand),
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as BrandInfluencerPage;
}

/** The body of the 'Influencer Details' panel, found afresh each time (its id changes with each page load). */
function detailsPanel(page: Page) {
  return page.locator('section').filter({ has: page.getByRole('button', { name: 'Influencer Details' }) });
}

function table(page: Page) {
  return page.getByRole('table', { name: 'Influencers' });
}

test('lists the hired creators by default and opens one by keyboard, with its details', async ({ page, request }) => {
  const brand = await listAs(page, request, DEMO.paidBrand);
  const hired = await listViaApi(request, brand, 'Hired');
  const ava = hired.items.find((row) => row.email === HIRED.email);
  if (!ava) throw new Error('The demo creator is not among the hired');

  await page.goto('/orders-influencer');
  await expect(page).toHaveTitle(/^Influencers · /);
  await expect(page.getByRole('heading', { level: 1, name: 'Influencers' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Hired' })).toBeChecked();
  for (const column of ['ID', 'Name', 'Email', 'Niche', 'Followers', 'Notifications']) {
    await expect(table(page).getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await expect(table(page).getByRole('row')).toHaveCount(hired.items.length + 1);
  const row = table(page).getByRole('row', { name: new RegExp(HIRED.name) });
  await expect(row.getByRole('cell', { name: HIRED.email, exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: ava.niche.join(', '), exact: true })).toBeVisible();
  await expect(row.getByRole('list', { name: `Social links of ${HIRED.name}` })).toContainText('instagram.com');

  // The creator's name is the row's link (issue 30); the short id is only text.
  const link = row.getByRole('link', { name: HIRED.name, exact: true });
  await expect(row.getByRole('cell', { name: ava._id.slice(0, 8), exact: true })).toBeVisible();
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/orders-influencer/${ava._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: HIRED.name })).toBeVisible();
  const details = detailsPanel(page);
  await expect(details.getByRole('link', { name: HIRED.email })).toBeVisible();
  await expect(details.getByText(ava.niche.join(', '), { exact: true })).toBeVisible();
  // The phone comes with the full profile, which loads beside the carried row.
  await expect(details.getByText(/^\+?\d[\d\s-]{6,}$/)).toBeVisible();

  // Opened by its address (no carried row), the page loads the creator itself.
  await page.reload();
  await expect(details.getByRole('link', { name: HIRED.email })).toBeVisible();
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Influencers' }).click();
  await expect(page).toHaveURL(/\/orders-influencer$/);
  await expect(row).toBeVisible();
});

test('the Pending filter lives in the address and survives a reload', async ({ page, request }) => {
  const brand = await listAs(page, request, DEMO.paidBrand);
  const pending = await listViaApi(request, brand, 'Pending');
  await page.goto('/orders-influencer');
  await page.getByRole('radio', { name: 'Pending' }).check();
  await expect(page).toHaveURL(/\?status=Pending$/);
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Pending' })).toBeChecked();
  const first = pending.items[0];
  if (first)
    await expect(
      table(page)
        .getByRole('row', { name: new RegExp(first.firstName) })
        .first(),
    ).toBeVisible();
  else await expect(table(page).getByText('No pending influencers')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a skeleton row while loading, then the empty-state row for a brand without creators', async ({
  page,
  request,
}) => {
  const brand = await listAs(page, request, DEMO.unpaidBrand);
  const hired = await listViaApi(request, brand, 'Hired');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/influencers/campaignOfInfluencers*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/orders-influencer');
  await expect(table(page).getByText('Loading influencers…')).toBeAttached();
  await expect(table(page)).toHaveAttribute('aria-busy', 'true');
  release();
  if (hired.total === 0) {
    await expect(table(page).getByText('No hired influencers')).toBeVisible();
    await expect(table(page).getByRole('link', { name: 'Browse creators' })).toHaveAttribute('href', '/brands');
  } else {
    await expect(table(page).getByRole('row')).toHaveCount(hired.items.length + 1);
  }
});

test('an unknown or malformed creator id shows not found', async ({ page, request }) => {
  await listAs(page, request, DEMO.paidBrand);
  await page.goto('/orders-influencer/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Influencer not found')).toBeVisible();
  await page.goto('/orders-influencer/not-an-id');
  await expect(page.getByText('Influencer not found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Influencers' }).click();
  await expect(page).toHaveURL(/\/orders-influencer$/);
});

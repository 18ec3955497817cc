import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, apiLoginOnce, bearer } from './support/campaign-api';
import { seriousViolations } from './support/axe';
import { DEMO, expect, logIn, test } from './support/fixtures';

// The demo creator is hired on Hartwell's 'Autumn Saddle Care Series' (the demo data).
const ORDER = {
  title: 'Autumn Saddle Care Series',
  company: 'Hartwell Saddlery',
  email: DEMO.paidBrand,
  // The demo offer is data (issue 31): the texts are derived from it, its days counted from the seeding.
  compensation: 'US$450 fee per creator; Gifted: The full Hartwell leather care kit',
  deadlines: /^Apply by \d{1,2} \w{3} \d{4}; Content live \d{1,2} \w{3} \d{4} – \d{1,2} \w{3} \d{4}$/,
  requirements: 'Riders who own or care for at least one leather saddle; 10k+ followers.',
} as const;

const ORDER_URL = /\/orders\/[0-9a-f-]{36}$/;

test.describe('a creator’s orders', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, { as: 'contentCreator', email: DEMO.creator });
  });

  test('lists the hired campaign and opens it, by mouse and by keyboard', async ({ page, request }) => {
    // Other journeys open this thread (which reads it), so this one sends the message it counts.
    const { orderId } = await sendBrandMessageToDemoOrder(request);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page).toHaveTitle(/^Orders · /);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/contentCreator');
    await expect(breadcrumb.getByText('Orders')).toHaveAttribute('aria-current', 'page');

    const table = page.getByRole('table', { name: 'Orders' });
    for (const column of ['Order Id', 'Email', 'Company Name', 'Compensation', 'Deadlines', 'Notifications']) {
      await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
    }
    const row = table.getByRole('row', { name: new RegExp(ORDER.title) });
    await expect(row).toHaveCount(1);
    for (const text of [ORDER.email, ORDER.company, ORDER.compensation, ORDER.deadlines]) {
      await expect(row.getByRole('cell', { name: text, exact: typeof text === 'string' })).toBeVisible();
    }
    await expect(row.getByText(/^\d+ unread messages?$/)).toBeAttached();

    // A click anywhere on the row opens the order, carrying it to the next page.
    await row.getByRole('cell', { name: ORDER.company }).click();
    await expect(page).toHaveURL(ORDER_URL);
    // The address names the campaign (spec §2); the Order Id shown is the hire's own.
    const campaignId = page.url().split('/').pop() ?? '';
    expect(orderId).not.toBe(campaignId);
    await expectOrderPage(page, orderId);

    // Back on the list, the keyboard opens it too: the row's first cell is a link.
    await page.goBack();
    await expect(page).toHaveURL(/\/orders$/);
    const link = table.getByRole('link', { name: new RegExp(`^Order ${orderId.slice(0, 8)}: `) });
    await expect(link).toContainText(orderId.slice(0, 8));
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/orders/${campaignId}$`));
    await expectOrderPage(page, orderId);
  });

  test('the Campaign Details panel collapses and opens again', async ({ page }) => {
    await page.goto('/orders');
    await page
      .getByRole('row', { name: new RegExp(ORDER.title) })
      .getByRole('link')
      .click();
    const toggle = page.getByRole('button', { name: 'Campaign Details' });
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByText(ORDER.compensation)).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();

    await toggle.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByText(ORDER.compensation)).toBeVisible();
  });

  test('an order opened by its address loads the order and the campaign itself', async ({ page, request }) => {
    const { orderId } = await findDemoOrder(request);
    await page.goto('/orders');
    await page
      .getByRole('row', { name: new RegExp(ORDER.title) })
      .getByRole('link')
      .click();
    await expect(page).toHaveURL(ORDER_URL);
    const url = page.url();
    const campaignId = url.split('/').pop() ?? '';

    // A fresh load has no navigation state: the order comes from GET /api/orders/{id}, the brief
    // from GET /api/campaign/{id}.
    const orderRequest = page.waitForRequest((request) => request.url().endsWith(`/api/orders/${campaignId}`));
    const campaignRequest = page.waitForRequest((request) => request.url().endsWith(`/api/campaign/${campaignId}`));
    await page.goto(url);
    await Promise.all([orderRequest, campaignRequest]);
    await expectOrderPage(page, orderId);
  });

  test('an unknown, malformed or not-hired id says the order is not found', async ({ page, request }) => {
    const creator = await apiLogin(request, 'contentCreator', DEMO.creator);
    const feed = await request.get('/api/campaign?pageSize=50', { headers: bearer(creator) });
    const campaigns = ((await feed.json()) as { items: { _id: string; myStatus: string | null }[] }).items;
    const notHired = campaigns.find((campaign) => campaign.myStatus !== 'Hired');
    if (!notHired) throw new Error('The demo data should have a campaign the demo creator is not hired on');

    for (const id of ['3f0c6a1e-9b2d-4c7e-8a51-6d2f0b9e4c13', 'not-an-order', notHired._id]) {
      await page.goto(`/orders/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
      await expect(page).toHaveTitle(/^Order not found · /);
    }
    await page.getByRole('link', { name: 'Back to Orders' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole('row', { name: new RegExp(ORDER.title) })).toBeVisible();
  });

  test('axe finds no serious or critical violation on /orders and /orders/{id}', async ({ page }) => {
    await page.goto('/orders');
    const row = page.getByRole('row', { name: new RegExp(ORDER.title) });
    await expect(row).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await row.getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Requirements' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a failed request says so and can be tried again', async ({ page, consoleErrors }) => {
    await page.route('**/api/campaign/*/campaigns*', (route) => route.abort('failed'));
    await page.goto('/orders');
    const alert = page.getByRole('alert').filter({ hasText: 'Error fetching data' });
    await expect(alert).toBeVisible();

    await page.unroute('**/api/campaign/*/campaigns*');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('row', { name: new RegExp(ORDER.title) })).toBeVisible();
    await expect(page.getByText('Error fetching data')).toHaveCount(0);

    // The browser logs the aborted requests; they are this test's own doing.
    const unexpected = consoleErrors.filter((error) => !error.includes('ERR_FAILED'));
    consoleErrors.splice(0, consoleErrors.length, ...unexpected);
  });
});

test('a brand opening /orders is sent to its own area', async ({ page }) => {
  await logIn(page, { as: 'brand', email: DEMO.paidBrand });
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/brands$/);
});

/** The order page of the demo order: title, breadcrumb, the open details panel and the brief. */
async function expectOrderPage(page: Page, orderId: string) {
  await expect(page.getByRole('heading', { level: 1, name: ORDER.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${ORDER.title} · `));
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
  await expect(breadcrumb.getByText(ORDER.title)).toHaveAttribute('aria-current', 'page');

  const toggle = page.getByRole('button', { name: 'Campaign Details' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // The panel the toggle controls (the Deal section below has terms of its own).
  const details = page.locator(`[id="${(await toggle.getAttribute('aria-controls')) ?? ''}"]`).locator('dl');
  for (const [term, value] of [
    ['Order Id', orderId],
    ['Email', ORDER.email],
    ['Company Name', ORDER.company],
    ['Compensation', ORDER.compensation],
    ['Deadlines', ORDER.deadlines],
  ] as const) {
    await expect(details.getByText(term, { exact: true })).toBeVisible();
    await expect(details.getByText(value, { exact: typeof value === 'string' })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Requirements' })).toBeVisible();
  await expect(page.getByText(ORDER.requirements)).toBeVisible();
}

/** The demo order as the creator's Orders list answers it: the campaign's id and the hire's own. */
async function findDemoOrder(request: APIRequestContext) {
  const creator = await apiLoginOnce(request, 'contentCreator', DEMO.creator);
  const orders = await request.get(`/api/campaign/${creator.id}/campaigns`, {
    headers: bearer(creator),
    params: { pageSize: 100 },
  });
  expect(orders.ok(), await orders.text()).toBe(true);
  const { items } = (await orders.json()) as { items: { _id: string; orderId: string; campaignTitle: string }[] };
  const order = items.find((candidate) => candidate.campaignTitle === ORDER.title);
  expect(order, `the demo creator's orders hold '${ORDER.title}'`).toBeDefined();
  return { creator, campaignId: order?._id ?? '', orderId: order?.orderId ?? '' };
}

/** The demo brand writes in the demo order's thread, so the creator has an unread message. */
async function sendBrandMessageToDemoOrder(request: APIRequestContext) {
  const order = await findDemoOrder(request);
  const brand = await apiLoginOnce(request, 'brand', DEMO.paidBrand);
  const sent = await request.post('/api/messages/send', {
    headers: { ...bearer(brand), 'Idempotency-Key': crypto.randomUUID() },
    multipart: { from: order.campaignId, to: order.creator.id, content: 'Checking in on the saddle care series.' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  return order;
}

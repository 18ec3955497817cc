import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { CREATED_ACCOUNT_PASSWORD, registerBrandViaApi } from './support/account-api';
import { seriousViolations } from './support/axe';
import { apiLogin } from './support/campaign-api';
import { DEMO, expect, hasHorizontalScroll, storeLogin, test } from './support/fixtures';
import { storeLoginWithId } from './support/second-browser';

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 900 };

const CSV_HEADER =
  'payment_id,created_at,status,campaign,brand,creator,currency,agreed_fee,brand_fee,creator_fee,charged,transferred,refunded,platform_fee,paid_at,dispute_opened_by,dispute_reason,dispute_proposed_share';

async function storeAdminLogin(page: Page, request: APIRequestContext) {
  const response = await request.post('/api/admin/login', {
    data: { email: DEMO.admin, password: DEMO.password, type: 'admin' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  await storeLogin(page, { token, type: 'admin', firstName: 'Admin' });
}

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('the money pages (issue 32)', () => {
  test('a brand with no payments sees the honest empty state at 390 px and 1280 px', async ({ page, request }) => {
    // A brand of its own: the demo brands' hires may be paid by other journeys.
    const { email } = await registerBrandViaApi(request, 'Spendless Tack');
    const brand = await apiLogin(request, 'brand', email, CREATED_ACCOUNT_PASSWORD);
    await storeLoginWithId(page, brand, 'Journey');
    await page.goto('/brands');
    await mainNavigation(page).getByRole('link', { name: 'Payments', exact: true }).click();
    await expect(page).toHaveURL(/\/payments$/);
    for (const size of [PHONE, DESK]) {
      await page.setViewportSize(size);
      await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
      await expect(page.getByText('No payments yet')).toBeVisible();
      // The e2e server runs with the offline Stripe: payments go through EquiCreators here.
      await expect(page.getByText('Paid deals you pay through EquiCreators appear here.')).toBeVisible();
      await expect(page.getByText(/paid outside EquiCreators/)).toHaveCount(0);
      await expect(mainNavigation(page).getByRole('link', { name: 'Payments', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(await hasHorizontalScroll(page)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
    }
  });

  test('an admin sees the totals and the list, filters by status and exports the CSV', async ({ page, request }) => {
    await storeAdminLogin(page, request);
    await page.goto('/admin');
    await mainNavigation(page).getByRole('link', { name: 'Payments', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/payments$/);
    await expect(mainNavigation(page).getByRole('link', { name: 'Admin', exact: true })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const size of [PHONE, DESK]) {
      await page.setViewportSize(size);
      await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
      // Other journeys may have paid orders by now: either the empty state or the table, never neither.
      await expect(page.getByText('No payments yet').or(page.getByRole('table', { name: 'Payments' }))).toBeVisible();
      expect(await hasHorizontalScroll(page)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
    }

    // A filter no payment of this run reaches: the list says so, and the address keeps the filter.
    await page.getByLabel('Status').selectOption('settled');
    await expect(page).toHaveURL(/status=settled/);
    await expect(
      page.getByText('No payments settled by a split').or(page.getByRole('table', { name: 'Payments' })),
    ).toBeVisible();

    // The CSV carries the admin's bearer token: fetched with it and saved through a Blob link.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^equicreators-payments-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await download.path();
    const csv = await readFile(path, 'utf8');
    const [header, ...rows] = csv.trimEnd().split('\r\n');
    expect(header).toBe(CSV_HEADER);
    for (const row of rows) expect(row).toContain(',settled,');

    // Without the token the file is refused.
    expect((await request.get('/api/admin/payments.csv')).status()).toBe(401);
  });
});

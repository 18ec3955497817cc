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

  // No route of this branch creates a payment (the hire's checkout is another part of issue 32), so
  // the listed states are shown with the API's answers stubbed in the contract's shapes (the client
  // parses them with the shared schemas).
  test('the listed states: a brand’s payments by campaign, and an admin resolving a dispute', async ({
    page,
    request,
    browser,
  }) => {
    const { email } = await registerBrandViaApi(request, 'Listed Tack');
    const brand = await apiLogin(request, 'brand', email, CREATED_ACCOUNT_PASSWORD);
    await page.route('**/api/payments/spend*', (route) => route.fulfill({ json: SPEND }));
    await storeLoginWithId(page, brand, 'Journey');
    await page.goto('/payments');
    for (const size of [PHONE, DESK]) {
      await page.setViewportSize(size);
      const section = page.getByRole('region', { name: 'Autumn saddle care' });
      await expect(section.getByRole('link', { name: 'Ava Sinclair', exact: true })).toHaveAttribute(
        'href',
        `/orders-influencer/${CREATOR_ID}?campaign=${CAMPAIGN_ID}`,
      );
      await expect(section.getByRole('link', { name: 'Receipt for Ava Sinclair' })).toHaveAttribute(
        'href',
        'https://pay.stripe.com/receipts/example',
      );
      await expect(section.getByText('Paid, held until approval')).toBeVisible();
      await expect(section.getByText('Charged US$630 · Refunded US$315 · Net US$315')).toBeVisible();
      expect(await hasHorizontalScroll(page)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
    }

    const admin = await request.post('/api/admin/login', {
      data: { email: DEMO.admin, password: DEMO.password, type: 'admin' },
    });
    const { token } = (await admin.json()) as { token: string };
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await storeLogin(adminPage, { token, type: 'admin', firstName: 'Admin' });
    await adminPage.route('**/api/admin/payments?*', (route) => route.fulfill({ json: ADMIN_LIST }));
    await adminPage.route('**/api/admin/payments/*/dispute/resolve', (route) =>
      route.fulfill({ status: 409, json: { code: 'CONFLICT', message: 'This order has no open dispute.' } }),
    );
    await adminPage.goto('/admin/payments');
    for (const size of [PHONE, DESK]) {
      await adminPage.setViewportSize(size);
      const usd = adminPage.getByRole('region', { name: 'Totals in USD' });
      await expect(usd.getByText('US$315', { exact: true })).toBeVisible();
      await expect(adminPage.getByRole('table', { name: 'Payments' }).getByText('Frozen by a dispute')).toBeVisible();
      expect(await hasHorizontalScroll(adminPage)).toBe(false);
      expect(await seriousViolations(adminPage)).toEqual([]);
    }

    await adminPage.getByRole('button', { name: 'Resolve' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Resolve this dispute' });
    // The proposal fills the split: 150.00 of 300.00 → the creator 135.00, the brand 157.50, the platform 22.50.
    await expect(dialog.getByLabel('Creator’s share of the agreed fee (USD)')).toHaveValue('150');
    await expect(dialog.getByText('US$135', { exact: true })).toBeVisible();
    await expect(dialog.getByText('US$157.50', { exact: true })).toBeVisible();
    await expect(dialog.getByText('US$22.50', { exact: true })).toBeVisible();
    await dialog.getByLabel('Creator’s share of the agreed fee (USD)').fill('400');
    await dialog.getByRole('button', { name: 'Resolve dispute' }).click();
    await expect(dialog.getByText('The creator’s share can be at most the agreed fee.')).toBeVisible();
    await expect(dialog.getByText('Give the reason for this decision')).toBeVisible();
    await dialog.getByLabel('Creator’s share of the agreed fee (USD)').fill('300');
    await expect(dialog.getByText('US$270', { exact: true })).toBeVisible();
    await dialog.getByLabel('Reason').fill('Half the deliverables were posted.');
    expect(await seriousViolations(adminPage)).toEqual([]);
    await dialog.getByRole('button', { name: 'Resolve dispute' }).click();
    // The server's own sentence, as the resolve route answers a failure.
    await expect(dialog.getByRole('alert')).toHaveText('This order has no open dispute.');
    await adminContext.close();
  });
});

const CAMPAIGN_ID = '6b0e2c59-5f0e-4f3c-9a43-0c6f2a7d1a11';
const CREATOR_ID = '0f4b8f3e-7e0a-4b9e-8f5e-3d2c1b0a9e22';

const PAYMENT_BASE = {
  currency: 'USD',
  agreedFeeMinor: 30_000,
  brandFeeMinor: 1_500,
  chargeMinor: 31_500,
  paidAt: '2026-11-20T10:00:00.000Z',
} as const;

const SPEND = {
  page: 1,
  pageSize: 20,
  total: 1,
  paymentsEnabled: true,
  items: [
    {
      campaignId: CAMPAIGN_ID,
      title: 'Autumn saddle care',
      payments: [
        {
          ...PAYMENT_BASE,
          _id: '1d7e3f5a-2b4c-4d6e-8f0a-1b2c3d4e5f60',
          creatorId: CREATOR_ID,
          creatorName: 'Ava Sinclair',
          status: 'held',
          refundMinor: null,
          receiptUrl: 'https://pay.stripe.com/receipts/example',
        },
        {
          ...PAYMENT_BASE,
          _id: '2d7e3f5a-2b4c-4d6e-8f0a-1b2c3d4e5f61',
          creatorId: '1f4b8f3e-7e0a-4b9e-8f5e-3d2c1b0a9e23',
          creatorName: 'Ben Rider',
          status: 'refunded',
          refundMinor: 31_500,
          receiptUrl: null,
        },
      ],
      totals: [{ currency: 'USD', chargedMinor: 63_000, refundedMinor: 31_500, netMinor: 31_500 }],
    },
  ],
};

const ADMIN_LIST = {
  page: 1,
  pageSize: 20,
  total: 1,
  totals: [{ currency: 'USD', heldMinor: 31_500, releasedMinor: 0, refundedMinor: 0, platformFeesMinor: 0 }],
  items: [
    {
      ...PAYMENT_BASE,
      _id: '3d7e3f5a-2b4c-4d6e-8f0a-1b2c3d4e5f62',
      status: 'frozen',
      creatorFeeMinor: 3_000,
      payoutMinor: 27_000,
      transferMinor: null,
      refundMinor: null,
      createdAt: '2026-11-19T10:00:00.000Z',
      campaign: { _id: CAMPAIGN_ID, title: 'Autumn saddle care' },
      brand: { _id: '4d7e3f5a-2b4c-4d6e-8f0a-1b2c3d4e5f63', name: 'Listed Tack' },
      creator: { _id: CREATOR_ID, name: 'Ava Sinclair' },
      dispute: {
        _id: '5d7e3f5a-2b4c-4d6e-8f0a-1b2c3d4e5f64',
        reason: 'Only half the posts went up.',
        openedBy: 'brand',
        openedAt: '2026-11-25T10:00:00.000Z',
        proposedShareMinor: 15_000,
        proposedBy: 'creator',
      },
    },
  ],
};

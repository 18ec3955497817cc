import { registerCreatorViaApi } from './support/account-api';
import { seriousViolations } from './support/axe';
import { expect, hasHorizontalScroll, logIn, test } from './support/fixtures';

// Issue 32 against the offline Stripe the global setup starts: its hosted Express onboarding page
// stands in for Stripe's, and sends the server a signed account.updated as Stripe would.

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 900 };

test('a creator sets up payouts from /earnings through Stripe onboarding and sees them enabled', async ({
  page,
  request,
}) => {
  const { email, password } = await registerCreatorViaApi(request, 'Payee');
  await logIn(page, { as: 'contentCreator', email, password });

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Earnings' }).click();
  await expect(page).toHaveURL(/\/earnings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
  const payouts = page.getByRole('region', { name: 'Payouts' });
  await expect(payouts.getByText('Not set up')).toBeVisible();
  await expect(page.getByText('No paid orders yet')).toBeVisible();

  for (const size of [PHONE, DESK]) {
    await page.setViewportSize(size);
    await expect(payouts.getByRole('button', { name: 'Set up payouts' })).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
  }

  await page.setViewportSize(PHONE);
  // Her profile names no country: the setup asks for it before Stripe opens the account (issue 46).
  await payouts.getByRole('button', { name: 'Set up payouts' }).click();
  await expect(payouts.getByText('Choose the country your bank account is in.')).toBeVisible();
  await payouts.getByLabel('Country of your bank account').selectOption('DE');
  await payouts.getByRole('button', { name: 'Set up payouts' }).click();
  // Stripe's hosted onboarding (the fake's), then back to /earnings, which reads the account at once.
  await expect(page.getByText(/, DE, paid out in EUR\./)).toBeVisible();
  await page.getByRole('button', { name: 'Complete onboarding' }).click();
  await expect(page).toHaveURL(/\/earnings$/);
  await expect(payouts.getByText('Payouts enabled')).toBeVisible();
  await expect(payouts.getByRole('button', { name: 'Update payout details' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Payouts to your bank' }).getByText('No payouts to your bank yet.'),
  ).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);
});

import { BILLING_MESSAGES } from '@equicreators/shared';
import type { Page } from '@playwright/test';
import { registerBrandViaApi, registerCreatorViaApi, CREATED_ACCOUNT_PASSWORD } from './support/account-api';
import { pngImage, uniqueTitle } from './support/campaign-api';
import { seriousViolations } from './support/axe';
import { expect, hasHorizontalScroll, logIn, test } from './support/fixtures';
import { fillOffer } from './support/campaign-form';

// Issue 20 against the offline Stripe the global setup starts: its hosted Checkout and portal
// pages stand in for Stripe's, and send the server signed webhooks as Stripe would.

async function openAccountMenuEntry(page: Page, entry: string) {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

test('a brand pays for a plan by card, creates a campaign, cancels in the portal and is refused with the way back', async ({
  page,
  request,
}) => {
  const { email } = await registerBrandViaApi(request, 'Paddock Pay Tack');
  await logIn(page, { as: 'brand', email, password: CREATED_ACCOUNT_PASSWORD });

  // Unpaid: the plans with the prices Stripe holds, and Checkout on a choice.
  await page.getByRole('button', { name: 'View Business plans' }).click();
  const monthly = page.getByRole('article', { name: 'Monthly plan' });
  await expect(monthly.getByText('$149')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Yearly plan' }).getByText('$1,490')).toBeVisible();
  await monthly.getByRole('button', { name: 'Choose Monthly' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();

  // Back on /brands: the sync grants access at once, and the address is tidied. The page backs off
  // between syncs while Stripe confirms (up to about 10 s), so this may take longer than a click.
  await expect(page.getByText(BILLING_MESSAGES.paymentReceived)).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/brands$/);
  await expect(page.getByRole('button', { name: 'View Business plans' })).toHaveCount(0);

  const title = uniqueTitle('Paid Plan Launch');
  await openAccountMenuEntry(page, 'Create Campaign');
  const form = page.getByRole('form', { name: 'Create New Campaign' });
  await form.getByLabel('Campaign title').fill(title);
  await form.getByLabel('Requirements').fill('Show the bridle in daily use.');
  await fillOffer(form, { fee: '200', currency: 'USD', deliverables: [{ format: 'Reel' }] });
  await form
    .getByLabel('Choose images')
    .setInputFiles([{ name: 'bridle.png', mimeType: 'image/png', buffer: await pngImage(120, 80, 40) }]);
  await form.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page).toHaveURL(/\/manage-campaign\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // Billing opens Stripe's portal; 'Cancel now' deletes the subscription (the webhook applies it).
  await openAccountMenuEntry(page, 'Billing');
  await page.getByRole('button', { name: 'Cancel now' }).click();
  await page.getByRole('link', { name: 'Return' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await page.getByRole('link', { name: 'Continue' }).click();

  // Access is gone, the data stays: the campaign is listed, a new one is refused with the way back.
  await expect(page.getByText(BILLING_MESSAGES.resubscribe)).toBeVisible();
  await expect(page.getByRole('article', { name: 'Monthly plan' })).toBeVisible();
  await openAccountMenuEntry(page, 'Create Campaign');
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: BILLING_MESSAGES.resubscribe })).toBeVisible();
  await page.goto('/manage-campaign');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});

test('a creator joins the club from /joinclub and is a member, with the badge and the schedule', async ({
  page,
  request,
}) => {
  const { email, password } = await registerCreatorViaApi(request, 'Clubber');
  await logIn(page, { as: 'contentCreator', email, password });

  await page.goto('/joinclub');
  const join = page.getByRole('region', { name: 'Join the club' });
  await join.getByRole('button', { name: /^Join monthly · \$19\.99 a month$/ }).click();
  await page.getByRole('button', { name: 'Pay' }).click();

  // Back on /club: paid at once, a member, with the meeting schedule in the visitor's zone.
  await expect(page).toHaveURL(/\/club$/);
  await expect(page.getByText(BILLING_MESSAGES.paymentReceived)).toBeVisible({ timeout: 20_000 });
  const membership = page.getByRole('region', { name: 'Your membership' });
  await expect(membership.getByText(BILLING_MESSAGES.clubMember, { exact: true })).toBeVisible();
  await expect(membership.getByRole('region', { name: 'Meeting schedule' }).getByRole('listitem')).not.toHaveCount(0);
  // Issue 30: the membership and the confirmation come first, and the offer to join is gone.
  await expect(membership.getByText(/^Active: your membership renews on /)).toBeVisible();
  const confirmation = membership.getByText(BILLING_MESSAGES.paymentReceived);
  expect((await confirmation.boundingBox())?.y ?? Infinity).toBeLessThan(1000);
  await expect(page.getByText('$19.99')).toBeHidden();
  await expect(page.getByRole('link', { name: /^Apply here/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your dues cover' })).toBeVisible();
  for (const { width, height } of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize({ width, height });
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
  }
  await page.goto('/joinclub');
  await expect(page.getByRole('region', { name: 'Your membership' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Apply to join/ })).toHaveCount(0);
  await expect(page.getByText('from $19.99 a month', { exact: false })).toBeHidden();

  // The badge on the profile brands see, and on the creator's own.
  await page.goto('/influencers/profile');
  await expect(page.getByText(BILLING_MESSAGES.clubMember, { exact: true })).toBeVisible();
});

import { BILLING_MESSAGES, CAMPAIGN_MESSAGES } from '@equicreators/shared';
import type { Page } from '@playwright/test';
import { CREATED_ACCOUNT_PASSWORD, registerBrandViaApi, paidJourneyBrandOnce } from './support/account-api';
import { seriousViolations } from './support/axe';
import { apiLoginOnce, createCampaignViaApi, uniqueTitle } from './support/campaign-api';
import { DEMO, expect, hasHorizontalScroll, logIn, storeLogin, test } from './support/fixtures';

// Issue 30, "no dead ends": every screen here has a way on, at a phone's width and a desktop's.
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/** The page holds at this width: no sideways scroll and nothing serious for axe. */
async function expectSound(page: Page) {
  // A toast fading in or out is half transparent, which axe would read as poor contrast.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  expect(await hasHorizontalScroll(page)).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);
}

test('a brand that never paid opens /billing and finds the plans and a way to pay, not an error', async ({
  page,
  request,
}) => {
  const { email } = await registerBrandViaApi(request, 'Unpaid Billing Tack');
  await logIn(page, { as: 'brand', email, password: CREATED_ACCOUNT_PASSWORD });
  for (const { width, height } of WIDTHS) {
    await page.setViewportSize({ width, height });
    await page.goto('/billing');
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Choose a plan' })).toBeVisible();
    const monthly = page.getByRole('article', { name: 'Monthly plan' });
    await expect(monthly.getByText('$149')).toBeVisible();
    await expect(monthly.getByRole('button', { name: 'Choose Monthly' })).toBeEnabled();
    // The cause of the old dead end: the portal cannot open without a billing account.
    await expect(page.getByText(BILLING_MESSAGES.noCustomer)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expectSound(page);
  }
  // The plan leads to the payment page.
  await page.getByRole('article', { name: 'Monthly plan' }).getByRole('button', { name: 'Choose Monthly' }).click();
  await expect(page.getByRole('button', { name: 'Pay' })).toBeVisible();
});

test('an archived campaign is restored from its own page, as closed, and can be reopened', async ({
  page,
  request,
}) => {
  const brand = await paidJourneyBrandOnce(request);
  const campaign = await createCampaignViaApi(request, brand, { campaignTitle: uniqueTitle('Restore me') });
  await storeLogin(page, { token: brand.token, type: brand.type, firstName: 'Hartwell' });
  await page.addInitScript((id) => window.localStorage.setItem('id', id), brand.id);

  for (const { width, height } of WIDTHS) {
    await page.setViewportSize({ width, height });
    await page.goto(`/manage-campaign/${campaign._id}`);
    const card = page.getByRole('article', { name: campaign.campaignTitle });
    await expect(card.getByRole('heading', { level: 1 })).toHaveText(campaign.campaignTitle);
    await card.getByRole('button', { name: /^Archive/ }).click();
    await page
      .getByRole('dialog', { name: 'Archive this campaign?' })
      .getByRole('button', { name: 'Archive campaign' })
      .click();
    await expect(page.getByText(CAMPAIGN_MESSAGES.archived)).toBeVisible();
    // Archived: Restore beside Delete, nothing else to change.
    await expect(card.getByText('Archived', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Restore/ })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Delete/ })).toBeVisible();
    await expect(card.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
    await expectSound(page);

    await card.getByRole('button', { name: /^Restore/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore this campaign?' });
    await expect(dialog.getByText('closed to applications', { exact: false })).toBeVisible();
    await dialog.getByRole('button', { name: 'Restore campaign' }).click();
    await expect(page.getByText(CAMPAIGN_MESSAGES.restored)).toBeVisible();
    await expect(card.getByText('Closed', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Restore/ })).toHaveCount(0);
    // Back in the list (no longer under Archived), and reopened on request.
    await card.getByRole('button', { name: /^Reopen/ }).click();
    await page
      .getByRole('dialog', { name: 'Reopen this campaign?' })
      .getByRole('button', { name: 'Reopen campaign' })
      .click();
    await expect(page.getByText(CAMPAIGN_MESSAGES.reopened)).toBeVisible();
    await expect(card.getByRole('button', { name: /^Close/ })).toBeVisible();
  }

  // The archived filter of the list offers Restore too.
  await page.goto(`/manage-campaign/${campaign._id}`);
  const card = page.getByRole('article', { name: campaign.campaignTitle });
  await card.getByRole('button', { name: /^Archive/ }).click();
  await page
    .getByRole('dialog', { name: 'Archive this campaign?' })
    .getByRole('button', { name: 'Archive campaign' })
    .click();
  await expect(card.getByText('Archived', { exact: true })).toBeVisible();
  await page.goto('/manage-campaign?status=archived');
  const listed = page
    .getByRole('list', { name: 'Your campaigns' })
    .getByRole('article', { name: campaign.campaignTitle });
  await expect(listed.getByRole('button', { name: /^Restore/ })).toBeVisible();
  await listed.getByRole('link', { name: campaign.campaignTitle }).click();
  await expect(page).toHaveURL(new RegExp(`/manage-campaign/${campaign._id}$`));
});

test("another brand's campaign, or none, is not found on the campaign page", async ({ page, request }) => {
  const other = await apiLoginOnce(request, 'brand', DEMO.otherPaidBrand);
  const theirs = await createCampaignViaApi(request, other, { campaignTitle: uniqueTitle('Not yours') });
  const brand = await apiLoginOnce(request, 'brand', DEMO.paidBrand);
  await storeLogin(page, { token: brand.token, type: brand.type, firstName: 'Hartwell' });
  for (const [index, path] of [`/manage-campaign/${theirs._id}`, '/manage-campaign/not-an-id'].entries()) {
    const { width, height } = WIDTHS[index % WIDTHS.length]!;
    await page.setViewportSize({ width, height });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Campaign not found' })).toBeVisible();
    await expect(page.getByText(theirs.campaignTitle)).toHaveCount(0);
    await expectSound(page);
  }
  await page.getByRole('link', { name: 'Back to All Campaign' }).click();
  await expect(page).toHaveURL(/\/manage-campaign$/);
});

test('a search that matches nothing says so and clears its filters in one click', async ({ page, request }) => {
  const creator = await apiLoginOnce(request, 'contentCreator', DEMO.creator);
  await storeLogin(page, { token: creator.token, type: creator.type, firstName: 'Ava' });
  for (const { width, height } of WIDTHS) {
    await page.setViewportSize({ width, height });
    await page.goto('/contentCreator?q=zzqx%20nothing%20here&platform=TikTok&sort=deadline');
    const empty = page.getByText('No campaign matches your search');
    await expect(empty).toBeVisible();
    await expect(page.getByText('No Data Found')).toHaveCount(0);
    await expectSound(page);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(empty).toBeHidden();
    // The filters go, the order stays.
    await expect(page).toHaveURL(/\/contentCreator\?sort=deadline$/);
    await expect(page.getByRole('searchbox', { name: 'Search Campaigns' })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Platform' })).toHaveValue('');
    await expect(page.getByRole('list', { name: 'All Campaign' }).getByRole('article').first()).toBeVisible();
  }
});

import type { Browser, Page } from '@playwright/test';
import {
  addCreatorViaApi,
  apiLoginOnce,
  bearer,
  createCampaignViaApi,
  pngImage,
  uniqueTitle,
  type ApiLogin,
} from './support/campaign-api';
import { fillOffer } from './support/campaign-form';
import { DEMO, expect, hasHorizontalScroll, storeLogin, test } from './support/fixtures';
import { sendApplication } from './support/pitch-dialogs';

const PHONE = { width: 390, height: 844 };

/** A page of its own browser context, logged in as stored by a login (with the id), at phone width. */
async function openAs(browser: Browser, login: ApiLogin, firstName: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await storeLogin(page, { token: login.token, type: login.type, firstName });
  await page.addInitScript((id) => window.localStorage.setItem('id', id), login.id);
  return page;
}

/** Answers a lifecycle dialog with its named button and waits for the toast it promises. */
async function confirm(page: Page, dialogTitle: string, button: string, toast: string) {
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await dialog.getByRole('button', { name: button }).click();
  await expect(page.getByText(toast)).toBeVisible();
  await expect(dialog).toBeHidden();
}

// Issue 21: one journey through the lifecycle with the brand and a creator side by side, at 390 px.
test('a brand edits, declines and closes; the creator sees Updated, withdraws, re-applies, is not selected', async ({
  browser,
  request,
}) => {
  const brandLogin = await apiLoginOnce(request, 'brand', DEMO.paidBrand);
  const creatorLogin = await apiLoginOnce(request, 'contentCreator', DEMO.creator);
  const campaign = await createCampaignViaApi(request, brandLogin, { campaignTitle: uniqueTitle('Lifecycle') });
  const spare = await createCampaignViaApi(request, brandLogin, { campaignTitle: uniqueTitle('Lifecycle Spare') });
  await addCreatorViaApi(request, creatorLogin, campaign._id, creatorLogin.id);

  const brand = await openAs(browser, brandLogin, 'Hartwell');
  const creator = await openAs(browser, creatorLogin, 'Ava');
  try {
    // The brand edits the compensation from its list.
    await brand.goto('/manage-campaign');
    const brandCard = brand.getByRole('article', { name: campaign.campaignTitle });
    await brandCard.getByRole('link', { name: /^Edit/ }).click();
    await expect(brand).toHaveURL(new RegExp(`/campaigncreation/${campaign._id}$`));
    const form = brand.getByRole('form', { name: 'Edit campaign' });
    // Written as texts through the API, its offer lacks the number of creators: the brand is asked to complete it.
    await expect(brand.getByRole('heading', { name: 'Complete your offer' })).toBeVisible();
    await expect(form.getByRole('img', { name: /Current image 1/ })).toBeVisible();
    await fillOffer(form, { fee: '450', currency: 'USD', spots: 2 });
    // The images change too: a new one added, the current one removed (nothing half-written: one PUT).
    await form.locator('input[type="file"]').setInputFiles({
      name: 'paddock.png',
      mimeType: 'image/png',
      buffer: await pngImage(40, 90, 150),
    });
    await form.getByRole('button', { name: 'Remove Current image 1' }).click();
    await expect(form.getByRole('img', { name: /paddock\.png/ })).toBeVisible();
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(brand.getByText('Campaign updated successfully!')).toBeVisible();
    await expect(brand).toHaveURL(/\/manage-campaign$/);
    expect(await hasHorizontalScroll(brand)).toBe(false);

    // The creator, who applied, sees 'Updated' on the card, withdraws, then applies again.
    await creator.goto(`/contentCreator?campaign=${campaign._id}`);
    const creatorCard = creator.getByRole('article', { name: campaign.campaignTitle });
    await expect(creatorCard.getByText('Updated', { exact: true })).toBeVisible();
    // One image now (a lone image is named after the campaign alone).
    await expect(creatorCard.getByRole('img', { name: campaign.campaignTitle, exact: true })).toHaveCount(1);
    expect(await hasHorizontalScroll(creator)).toBe(false);
    await creatorCard.getByRole('button', { name: /^Withdraw/ }).click();
    await confirm(
      creator,
      'Withdraw your application?',
      'Withdraw application',
      'Your application was withdrawn. You can apply again while the campaign is open.',
    );
    await creatorCard.getByRole('button', { name: /^Apply again/ }).click();
    await sendApplication(creator);
    await expect(creatorCard.getByRole('button', { name: 'Applied' })).toBeDisabled();

    // The brand declines the applicant; the creator is not selected.
    await brand.reload();
    await brandCard.getByRole('button', { name: 'Decline Ava Sinclair' }).click();
    await confirm(
      brand,
      'Decline Ava Sinclair?',
      'Decline applicant',
      'The applicant was declined. We let them know politely by e-mail.',
    );
    await expect(brandCard.getByText('Not selected', { exact: true })).toBeVisible();
    await creator.reload();
    await expect(creatorCard.getByRole('button', { name: 'Not selected' })).toBeDisabled();
    await expect(creatorCard.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);

    // The brand closes the campaign: it leaves the creators' feed.
    await brandCard.getByRole('button', { name: /^Close/ }).click();
    await confirm(brand, 'Close this campaign?', 'Close campaign', 'The campaign is closed to new applications.');
    await expect(brandCard.getByText('Closed', { exact: true })).toBeVisible();
    await expect(brandCard.getByRole('button', { name: /^Reopen/ })).toBeVisible();
    await creator.goto(`/contentCreator?q=${encodeURIComponent(campaign.campaignTitle)}`);
    await expect(creator.getByText('No campaign matches your search')).toBeVisible();
    // It stays in the brand's list, under Closed (campaign-lists' filter).
    await brand.goto('/manage-campaign?status=closed');
    await expect(brandCard.getByText('Closed', { exact: true })).toBeVisible();
    await brand.goto('/manage-campaign');

    // A campaign without hires can be deleted.
    const spareCard = brand.getByRole('article', { name: spare.campaignTitle });
    await spareCard.getByRole('button', { name: /^Delete/ }).click();
    await confirm(brand, 'Delete this campaign?', 'Delete campaign', 'The campaign was deleted.');
    await expect(spareCard).toHaveCount(0);
  } finally {
    await brand.context().close();
    await creator.context().close();
  }
});

// Issue 28: a campaign closed by its passed application deadline reads closed; Reopen removes the
// deadline, so the card shows what the server now answers (open) and a creator can apply again.
test('a brand reopens a campaign whose application deadline passed, and it reads open', async ({
  browser,
  request,
}) => {
  const brandLogin = await apiLoginOnce(request, 'brand', DEMO.paidBrand);
  const creatorLogin = await apiLoginOnce(request, 'contentCreator', DEMO.creator);
  const campaign = await createCampaignViaApi(request, brandLogin, {
    campaignTitle: uniqueTitle('Deadline Passed'),
    applicationDeadline: new Date(Date.now() + 3000).toISOString(),
  });
  const statusNow = async (): Promise<string> => {
    const read = await request.get(`/api/campaign/${campaign._id}`, { headers: bearer(brandLogin) });
    return ((await read.json()) as { status: string }).status;
  };
  await expect.poll(statusNow, { timeout: 15_000 }).toBe('closed');

  const brand = await openAs(browser, brandLogin, 'Hartwell');
  try {
    await brand.goto('/manage-campaign');
    const card = brand.getByRole('article', { name: campaign.campaignTitle });
    await expect(card.getByText('Closed', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: /^Reopen/ }).click();
    await confirm(brand, 'Reopen this campaign?', 'Reopen campaign', 'The campaign is open to applications again.');
    await expect(card.getByText('Closed', { exact: true })).toHaveCount(0);
    await expect(card.getByRole('button', { name: /^Close/ })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Reopen/ })).toHaveCount(0);
    await brand.reload();
    await expect(card.getByRole('button', { name: /^Close/ })).toBeVisible();
    expect(await statusNow()).toBe('open');
    await addCreatorViaApi(request, creatorLogin, campaign._id, creatorLogin.id);
  } finally {
    await brand.context().close();
  }
});

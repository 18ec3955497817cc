import type { Browser, Page } from '@playwright/test';
import { CREATED_ACCOUNT_PASSWORD, registerCreatorViaApi, paidJourneyBrandOnce } from './support/account-api';
import { seriousViolations } from './support/axe';
import { addCreatorViaApi, apiLogin, createCampaignViaApi, uniqueTitle, type ApiLogin } from './support/campaign-api';
import { expect, hasHorizontalScroll, test } from './support/fixtures';
import { storeLoginWithId } from './support/second-browser';
import { sendApplication } from './support/pitch-dialogs';

const APPLIED = 'Application submitted successfully. Please wait for brands to hire you!';

async function openWith(browser: Browser, login: ApiLogin, path: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await storeLoginWithId(page, login, 'Journey');
  await page.goto(path);
  return page;
}

async function expectCleanScreen(page: Page) {
  // A toast fading in or out is measured at part opacity: check the screen once they have gone.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 20_000 });
  expect(await hasHorizontalScroll(page)).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);
}

// Issue 30: a creator's invitations wait at the top of her feed with Accept and Decline; the brand
// reads her answer in the same words.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`at ${viewport.width} px a creator accepts one invitation from the top of her feed and declines another`, async ({
    browser,
    request,
  }) => {
    const brandLogin = await paidJourneyBrandOnce(request);
    const account = await registerCreatorViaApi(request, 'Juniper');
    const creatorLogin = await apiLogin(request, 'contentCreator', account.email, CREATED_ACCOUNT_PASSWORD);
    const toAccept = await createCampaignViaApi(request, brandLogin, { campaignTitle: uniqueTitle('Invite Accept') });
    const toDecline = await createCampaignViaApi(request, brandLogin, { campaignTitle: uniqueTitle('Invite Decline') });
    await addCreatorViaApi(request, brandLogin, toAccept._id, creatorLogin.id);
    await addCreatorViaApi(request, brandLogin, toDecline._id, creatorLogin.id);

    const creator = await openWith(browser, creatorLogin, '/contentCreator', viewport);
    const brand = await openWith(browser, brandLogin, '/manage-campaign', viewport);
    try {
      // Both invitations sit in their own section, counted, at the top of the feed.
      const section = creator.getByRole('region', { name: /^Invitations/ });
      await expect(section.getByRole('heading', { name: 'Invitations 2' })).toBeVisible();
      await expect(section).toBeInViewport();
      await expect(section.getByRole('article')).toHaveCount(2);
      await expectCleanScreen(creator);

      // Accept applies: the invitation leaves the section and the feed shows it as Applied.
      await section.getByRole('button', { name: `Accept invitation to ${toAccept.campaignTitle}` }).click();
      await sendApplication(creator);
      await expect(creator.getByText(APPLIED)).toBeVisible();
      await expect(section.getByRole('heading', { name: 'Invitations 1' })).toBeVisible();
      await expect(section.getByRole('article', { name: toAccept.campaignTitle })).toHaveCount(0);
      const feed = creator.getByRole('region', { name: 'All Campaign' });
      await expect(
        feed.getByRole('article', { name: toAccept.campaignTitle }).getByRole('button', { name: 'Applied' }),
      ).toBeDisabled();

      // Decline asks first, then the section is gone; she may still apply ("Apply", not "Apply again").
      await section.getByRole('button', { name: `Decline invitation to ${toDecline.campaignTitle}` }).click();
      const dialog = creator.getByRole('dialog', { name: 'Decline this invitation?' });
      await dialog.getByRole('button', { name: 'Decline invitation' }).click();
      await expect(dialog).toBeHidden();
      await expect(creator.getByRole('region', { name: /^Invitations/ })).toHaveCount(0);
      const declinedCard = feed.getByRole('article', { name: toDecline.campaignTitle });
      await expect(declinedCard.getByText('Invitation declined', { exact: true })).toBeVisible();
      await expect(declinedCard.getByRole('button', { name: /^Apply to / })).toBeEnabled();
      await expect(declinedCard.getByRole('button', { name: /Apply again/ })).toHaveCount(0);
      await expectCleanScreen(creator);

      // The brand reads each answer in the same words, under counts that count its list.
      await brand.reload();
      const declinedRow = brand.getByRole('article', { name: toDecline.campaignTitle });
      await expect(declinedRow.getByText('Invitation declined', { exact: true })).toBeVisible();
      await expect(declinedRow.getByRole('heading', { name: 'Creators 1' })).toBeVisible();
      const acceptedRow = brand.getByRole('article', { name: toAccept.campaignTitle });
      await expect(
        acceptedRow.getByRole('list', { name: `Creators of ${toAccept.campaignTitle}` }).getByRole('listitem'),
      ).toHaveCount(1);
      await expect(acceptedRow.getByRole('button', { name: 'Applied', exact: true })).toBeDisabled();
      await expectCleanScreen(brand);
    } finally {
      await creator.context().close();
      await brand.context().close();
    }
  });
}

test('the brand filters a campaign’s creators by status, and each count is the number of rows it shows', async ({
  browser,
  request,
}) => {
  const brandLogin = await paidJourneyBrandOnce(request);
  const first = await registerCreatorViaApi(request, 'Rowan');
  const second = await registerCreatorViaApi(request, 'Linnea');
  const firstLogin = await apiLogin(request, 'contentCreator', first.email, CREATED_ACCOUNT_PASSWORD);
  const secondLogin = await apiLogin(request, 'contentCreator', second.email, CREATED_ACCOUNT_PASSWORD);
  const campaign = await createCampaignViaApi(request, brandLogin, { campaignTitle: uniqueTitle('Status Counts') });
  await addCreatorViaApi(request, brandLogin, campaign._id, firstLogin.id);
  await addCreatorViaApi(request, secondLogin, campaign._id, secondLogin.id);

  const brand = await openWith(browser, brandLogin, '/manage-campaign', { width: 390, height: 844 });
  try {
    const card = brand.getByRole('article', { name: campaign.campaignTitle });
    const rows = card.getByRole('list', { name: `Creators of ${campaign.campaignTitle}` }).getByRole('listitem');
    const filter = card.getByRole('group', { name: `Filter the creators of ${campaign.campaignTitle}` });
    await expect(card.getByRole('heading', { name: 'Creators 2' })).toBeVisible();
    await expect(rows).toHaveCount(2);
    await filter.getByRole('button', { name: 'Invited 1' }).click();
    await expect(filter.getByRole('button', { name: 'Invited 1' })).toHaveAttribute('aria-pressed', 'true');
    await expect(rows).toHaveCount(1);
    await expect(rows.getByText('Invited', { exact: true })).toBeVisible();
    await filter.getByRole('button', { name: 'Applied 1' }).click();
    await expect(rows).toHaveCount(1);
    await filter.getByRole('button', { name: 'All 2' }).click();
    await expect(rows).toHaveCount(2);
    await expectCleanScreen(brand);
  } finally {
    await brand.context().close();
  }
});

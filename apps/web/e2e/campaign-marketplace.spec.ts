import type { Page } from '@playwright/test';
import { addCreatorViaApi, apiLogin, createCampaignViaApi, pngImage, uniqueTitle } from './support/campaign-api';
import { daysFromToday, fillOffer, shownDay } from './support/campaign-form';
import { DEMO, expect, latestMailTo, linkIn, logIn, storeLogin, test } from './support/fixtures';
import { confirmHireIfAsked, sendApplication } from './support/pitch-dialogs';

// Creators of the demo data that no other journey uses, so their applications and hires are this file's alone.
const CREATOR = { email: 'zara.mensah@equicreators.test', name: 'Zara Mensah' };
const INVITED_CREATOR = 'oliver.lindgren@equicreators.test';
// Northfield, not Hartwell: the brand journey checks that Hartwell's newest campaign is on top.
const BRAND = DEMO.otherPaidBrand;
/** The campaign's content window, a month ahead. */
const WINDOW = (() => {
  const [start, end] = [daysFromToday(30), daysFromToday(50)];
  return { start, end, shown: `${shownDay(start)} – ${shownDay(end)}` };
})();

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('a brand publishes a campaign, a creator finds it and applies, the brand hires, the creator sees the order', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = uniqueTitle('Paddock Boots Field Trial');

  // The paid brand creates a campaign with two images.
  await logIn(page, { as: 'brand', email: BRAND });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Create Campaign' }).click();
  const form = page.getByRole('form', { name: 'Create New Campaign' });
  await form.getByLabel('Campaign title').fill(title);
  await form.getByLabel('Description (optional)').fill('Three weeks of muddy turnout in our new paddock boots.');
  await form.getByLabel('Requirements').fill('Horses in daily turnout.');
  await fillOffer(form, {
    fee: '500',
    currency: 'USD',
    contentStart: WINDOW.start,
    contentEnd: WINDOW.end,
    deliverables: [{ format: 'Reel', quantity: 2 }],
  });
  await form.getByLabel('Choose images').setInputFiles([
    { name: 'boots.png', mimeType: 'image/png', buffer: await pngImage(70, 120, 60) },
    { name: 'mud.png', mimeType: 'image/png', buffer: await pngImage(120, 90, 50) },
  ]);
  await form.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByText('Campaign published.')).toBeVisible();
  await expect(page).toHaveURL(/\/manage-campaign\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await logOut(page);

  // A creator finds it by part of its title, reads the details and applies.
  await logIn(page, { as: 'contentCreator', email: CREATOR.email });
  await page.getByRole('searchbox', { name: 'Search Campaigns' }).fill(title.slice(6, 22).toLowerCase());
  await expect(page).toHaveURL(/[?&]q=/);
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img')).toHaveCount(2);
  await card.getByRole('button', { name: 'View details' }).click();
  const drawer = page.getByRole('dialog', { name: title });
  await expect(drawer.getByText(WINDOW.shown)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await card.getByRole('button', { name: /^Apply Now/ }).click();
  await sendApplication(page);
  await expect(page.getByText('Application submitted successfully. Please wait for brands to hire you!')).toBeVisible();
  await page.reload();
  await expect(card.getByRole('button', { name: 'Applied' })).toBeDisabled();
  await logOut(page);

  // The brand hires the creator from All Campaign.
  await logIn(page, { as: 'brand', email: BRAND });
  await page.goto('/manage-campaign');
  const brandCard = page
    .getByRole('list', { name: 'Your campaigns' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title }) });
  const row = brandCard.getByRole('list', { name: `Creators of ${title}` }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(CREATOR.name);
  await row.getByRole('button', { name: `Hire ${CREATOR.name}` }).click();
  await confirmHireIfAsked(page);
  await expect(page.getByText('Hired successfully!')).toBeVisible();
  await expect(row.getByText('Hired', { exact: true })).toBeVisible();
  await logOut(page);

  // The creator sees the order and opens it.
  await logIn(page, { as: 'contentCreator', email: CREATOR.email });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  const order = page.getByRole('row').filter({ hasText: title });
  await expect(order).toContainText('$500');
  await order.getByText(title).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: 'Campaign Details' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(`Content live ${WINDOW.shown}`).first()).toBeVisible();
});

test("a brand's invitation e-mail opens the campaign highlighted for the invited creator", async ({
  page,
  request,
}) => {
  const brand = await apiLogin(request, 'brand', BRAND);
  const creator = await apiLogin(request, 'contentCreator', INVITED_CREATOR);
  const title = uniqueTitle('Invitation Only Hack');
  const campaign = await createCampaignViaApi(request, brand, {
    campaignTitle: title,
    companyName: 'Northfield Equine Nutrition',
    brand: 'Northfield Equine Nutrition',
    COEmail: BRAND,
  });
  await addCreatorViaApi(request, brand, campaign._id, creator.id);

  const mail = await latestMailTo(request, INVITED_CREATOR, title);
  const link = new URL(linkIn(mail, '/contentCreator?campaign='));
  expect(link.searchParams.get('campaign')).toBe(campaign._id);

  await storeLogin(page, { token: creator.token, type: 'contentCreator', firstName: 'Oliver' });
  await page.goto(`${link.pathname}${link.search}`);
  const card = page.getByRole('region', { name: 'All Campaign' }).getByRole('article', { name: title });
  await expect(card).toHaveAttribute('data-highlighted', 'true');
  await expect(card).toBeInViewport();
  await expect(card.getByRole('button', { name: /^Accept/ })).toBeEnabled();
  // It also waits at the top of the feed, among the invitations.
  await expect(page.getByRole('region', { name: /^Invitations/ }).getByRole('article', { name: title })).toBeVisible();
});

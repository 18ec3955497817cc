import type { Browser, Page } from '@playwright/test';
import { paidJourneyBrandOnce, registerCreatorViaApi } from './support/account-api';
import { bearer, createCampaignViaApi, uniqueTitle } from './support/campaign-api';
import { expect, hasHorizontalScroll, logIn, test } from './support/fixtures';
import { openWith, uniqueLetters } from './support/second-browser';

const PHONE = { width: 390, height: 844 };

/** A visitor with no login, on a phone. */
async function guestPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: PHONE })).newPage();
}

// Issue 33, the whole of it in one story: a creator fills her disciplines and audience and
// publishes her media kit; a logged-out visitor reads it; a brand finds her by discipline=dressage
// and country=DE, saves her to a shortlist and invites the shortlist to a campaign.
test('a dressage rider in Germany is found by a brand, shortlisted and invited with her list', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const letters = uniqueLetters();
  const firstName = `Liesl${letters}`;
  const name = `${firstName} Journey`;
  const handle = `liesl-${letters}`;
  const creator = await registerCreatorViaApi(request, firstName);

  // The creator fills her equestrian profile: dressage, Germany, and her Instagram audience.
  await logIn(page, { as: 'contentCreator', email: creator.email, password: creator.password });
  await page.goto('/influencers/profile/equestrian');
  const form = page.getByRole('form', { name: 'Equestrian profile' });
  await form.getByRole('checkbox', { name: 'Dressage' }).check();
  await form.getByLabel('Level').selectOption({ label: 'International' });
  await form.getByLabel('Country', { exact: true }).selectOption('DE');
  const instagram = form.getByRole('group', { name: 'Instagram' });
  await instagram.getByRole('checkbox', { name: 'I post on Instagram' }).check();
  await instagram.getByLabel('Instagram handle').fill(`@${handle}`);
  await instagram.getByLabel('Followers').fill('31,500');
  await instagram.getByLabel('Engagement rate (%)').fill('4.2');
  await instagram.getByRole('button', { name: 'Add a country' }).click();
  await instagram.getByLabel('Country 1', { exact: true }).selectOption('DE');
  await instagram.getByLabel('Country 1 %').fill('58');
  await form.getByRole('button', { name: 'Save equestrian profile' }).click();
  await expect(page.getByText('Equestrian profile saved.')).toBeVisible();

  // …and publishes her media kit for anyone with the link.
  await page.goto('/influencers/profile');
  await page.getByRole('link', { name: 'Media kit' }).click();
  await page.getByLabel('Address').fill(handle);
  await page.getByLabel('Who can open it').selectOption({ label: 'Anyone with the link' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Media kit saved')).toBeVisible();

  // A logged-out visitor on a phone reads the kit rendered by the server: never her e-mail.
  const guest = await guestPage(browser);
  const opened = await guest.goto(`/c/${handle}`);
  expect(opened?.status()).toBe(200);
  await expect(guest.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(guest.getByText('Dressage')).toBeVisible();
  await expect(guest.getByText('31,500')).toBeVisible();
  await expect(guest.getByText('4.20 %')).toBeVisible();
  await expect(guest.getByText('Germany 58 %')).toBeVisible();
  await expect(guest.getByText(/^As of /).first()).toBeVisible();
  expect(await guest.content()).not.toContain(creator.email);
  expect(await hasHorizontalScroll(guest)).toBe(false);
  await guest.context().close();

  // A brand, on a phone, filters /brands by Dressage and Germany and finds her.
  const brand = await paidJourneyBrandOnce(request);
  const campaign = await createCampaignViaApi(request, brand, { campaignTitle: uniqueTitle('Dressage saddles') });
  const listName = `Dressage DE ${letters}`;
  const brandPage = await openWith(browser, brand, '/brands', PHONE);
  await brandPage.getByRole('button', { name: /^Filters/ }).click();
  const sheet = brandPage.getByRole('dialog', { name: 'Filters' });
  await sheet.getByRole('group', { name: 'Discipline' }).getByRole('checkbox', { name: 'Dressage' }).click();
  await sheet.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Germany' });
  await expect(brandPage).toHaveURL(/discipline=dressage&country=DE/);
  await brandPage.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  const card = brandPage.getByRole('article', { name });
  await expect(card).toBeVisible();
  expect(await hasHorizontalScroll(brandPage)).toBe(false);

  // She goes onto a new shortlist from her card…
  await card.getByRole('button', { name: `Save ${name} to a shortlist` }).click();
  const menu = brandPage.getByRole('dialog', { name: `Shortlists for ${name}` });
  await menu.getByRole('button', { name: 'New list…' }).click();
  await menu.getByLabel('New list name').fill(listName);
  await menu.getByRole('button', { name: 'Create and save' }).click();
  await expect(brandPage.getByText(`Saved ${name} to “${listName}”.`)).toBeVisible();
  await brandPage.keyboard.press('Escape');

  // …and the whole list is invited to the campaign in one step.
  await brandPage.goto('/shortlists');
  await brandPage.getByRole('link', { name: new RegExp(`^${listName}\\s*1 creator`) }).click();
  await brandPage.getByLabel('Campaign to invite the list to').selectOption({ label: campaign.campaignTitle });
  await brandPage.getByRole('button', { name: 'Invite the list' }).click();
  await expect(brandPage.getByRole('status').filter({ hasText: 'Invited 1 creator.' })).toBeVisible();
  await brandPage.context().close();

  // She has the invitation.
  const login = await request.post('/api/influencers/login', {
    data: { email: creator.email, password: creator.password },
  });
  const { token } = (await login.json()) as { token: string };
  const invitations = await request.get('/api/influencers/invitations', {
    headers: bearer({ token, id: '', type: 'contentCreator' }),
  });
  expect(invitations.ok(), await invitations.text()).toBe(true);
  const { items } = (await invitations.json()) as { items: { campaignTitle: string }[] };
  expect(items.map((item) => item.campaignTitle)).toContain(campaign.campaignTitle);
});

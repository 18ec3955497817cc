import type { UpdateCreatorFacets } from '@equicreators/shared';
import { CREATED_ACCOUNT_PASSWORD, paidJourneyBrandOnce, registerCreatorViaApi } from './support/account-api';
import { apiLogin, bearer, pngImage, uniqueTitle } from './support/campaign-api';
import { fillOffer } from './support/campaign-form';
import { expect, hasHorizontalScroll, storeLogin, test } from './support/fixtures';

const PHONE = { width: 390, height: 844 };

/** A dressage rider in Germany, as the profile's facets form saves her (PUT /api/influencers/profile/facets). */
const DRESSAGE_IN_GERMANY: UpdateCreatorFacets = {
  disciplines: ['dressage'],
  level: 'amateur',
  horseCount: 2,
  breeds: [],
  country: 'DE',
  region: null,
  languages: ['de', 'en'],
  platforms: [],
};

// Issue 33: a brand's campaign wants dressage riders in Germany; a dressage rider in Germany is
// told it matches her profile, finds it with "My disciplines", and the brand sees her first when
// sorting creators by the best match for that campaign. All at phone width.
test('a campaign wanting dressage in Germany reaches a dressage rider in Germany, at 390 px', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const brand = await paidJourneyBrandOnce(request);
  const account = await registerCreatorViaApi(request, 'Dressa');
  const creator = await apiLogin(request, 'contentCreator', account.email, CREATED_ACCOUNT_PASSWORD);
  const title = uniqueTitle('Dressage Saddle Pads');

  // The brand asks for dressage, in Germany (found by searching the countries).
  await storeLogin(page, { token: brand.token, type: 'brand', firstName: 'Journey' });
  await page.goto('/campaigncreation');
  const form = page.getByRole('form', { name: 'Create New Campaign' });
  await form.getByLabel('Campaign title').fill(title);
  await form.getByLabel('Requirements').fill('Dressage riders who school in a saddle pad daily.');
  const disciplines = form.getByRole('group', { name: 'Disciplines wanted (optional)' });
  await disciplines.getByRole('checkbox', { name: 'Dressage', exact: true }).check();
  const countries = form.getByRole('group', { name: 'Countries wanted (optional)' });
  await countries.getByRole('searchbox', { name: 'Search countries' }).fill('germ');
  await countries.getByRole('checkbox', { name: 'Germany', exact: true }).check();
  await expect(countries.getByRole('button', { name: 'Remove Germany' })).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
  await fillOffer(form, { fee: '180', currency: 'EUR', deliverables: [{ format: 'Reel' }] });
  await form
    .getByLabel('Choose images')
    .setInputFiles([{ name: 'pad.png', mimeType: 'image/png', buffer: await pngImage(60, 60, 140) }]);
  await form.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page).toHaveURL(/\/manage-campaign\/[0-9a-f-]{36}$/);
  const campaignId = page.url().split('/').at(-1) ?? '';

  // Its details say whom it wants, in words.
  await page.getByRole('button', { name: 'Details', exact: true }).click();
  const details = page.getByRole('dialog', { name: title });
  await expect(details.getByRole('row', { name: 'Disciplines wanted Dressage' })).toBeVisible();
  await expect(details.getByRole('row', { name: 'Countries wanted Germany' })).toBeVisible();
  await page.keyboard.press('Escape');

  // A creator without disciplines asks for hers: the feed says so and where to choose them.
  await storeLogin(page, { token: creator.token, type: 'contentCreator', firstName: 'Dressa' });
  await page.goto('/contentCreator?discipline=mine');
  await expect(page.getByText('You have not chosen your disciplines yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose your disciplines' })).toHaveAttribute(
    'href',
    '/influencers/profile/edit',
  );

  // With dressage in Germany on her profile, the campaign matches it…
  const saved = await request.put('/api/influencers/profile/facets', {
    headers: bearer(creator),
    data: DRESSAGE_IN_GERMANY,
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await page.goto(`/contentCreator?q=${encodeURIComponent(title)}`);
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Matches your profile')).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);

  // …and "My disciplines" finds it, in the address like every filter.
  await page.goto('/contentCreator');
  // The box follows the address, which the router updates a moment after the click: check() would
  // read the state before it does, so the click is made and the ticked box awaited.
  const myDisciplines = page.getByRole('checkbox', { name: 'My disciplines' });
  await myDisciplines.click();
  await expect(page).toHaveURL(/discipline=mine/);
  await expect(myDisciplines).toBeChecked();
  await expect(page.getByText('Campaigns that want any of your disciplines: Dressage.')).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);

  // The brand sorts creators by the best match for this campaign: she comes first.
  await storeLogin(page, { token: brand.token, type: 'brand', firstName: 'Journey' });
  await page.goto(`/brands?sort=match&campaign=${campaignId}`);
  await expect(page.getByLabel('Best match for')).toHaveValue(campaignId);
  await expect(
    page
      .getByRole('article')
      .first()
      .getByRole('heading', { name: /Dressa/ }),
  ).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
});

import type { Locator } from '@playwright/test';
import { adminTokenOnce, registerCreatorViaApi } from './support/account-api';
import { apiLoginOnce } from './support/campaign-api';
import { DEMO, expect, hasHorizontalScroll, logIn, storeLogin, test } from './support/fixtures';

const PHONE = { width: 390, height: 844 };
const SAVED = 'Equestrian profile saved.';

/** Letters only, so the name passes sign-up and a name search finds this creator alone. */
function uniqueLetters(length: number): string {
  return Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

/** An "as of" date as the screens show it ('27 Nov 2026'). */
function shownDate(isoDate: string): string {
  const format = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}

test('a creator fills the equestrian profile on a phone; a brand sees it in the drawer with its date, and so does the admin', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const firstName = `Greta${uniqueLetters(6)}`;
  const name = `${firstName} Journey`;
  const creator = await registerCreatorViaApi(request, firstName);
  await page.setViewportSize(PHONE);
  await logIn(page, { as: 'contentCreator', email: creator.email, password: creator.password });

  // No discipline yet: the profile leads to the form in one click.
  await page.goto('/influencers/profile');
  await expect(page.getByRole('heading', { name: 'Complete your equestrian profile' })).toBeVisible();
  await page.getByRole('link', { name: 'Add your disciplines' }).click();
  await expect(page).toHaveURL(/\/influencers\/profile\/equestrian$/);
  const form = page.getByRole('form', { name: 'Equestrian profile' });

  await form.getByRole('checkbox', { name: 'Dressage' }).check();
  await form.getByLabel('Level').selectOption({ label: 'National' });
  await form.getByLabel('Horses (optional)').fill('2');
  await form.getByLabel('Breed to add').fill('Hanoverian');
  await form.getByLabel('Breed to add').press('Enter');
  await expect(form.getByRole('list', { name: 'Your breeds' })).toContainText('Hanoverian');
  await form.getByLabel('Country', { exact: true }).selectOption('DE');
  await form.getByLabel('Region (optional)').selectOption('DE-BY');
  const languages = form.getByRole('group', { name: 'Languages' });
  await languages.getByLabel('Language to add').selectOption('de');
  await languages.getByRole('button', { name: 'Add' }).click();
  await expect(form.getByRole('list', { name: 'Your languages' })).toContainText('German');

  const instagram = form.getByRole('group', { name: 'Instagram' });
  await instagram.getByRole('checkbox', { name: 'I post on Instagram' }).check();
  await instagram.getByLabel('Instagram handle').fill('@greta.rides');
  await instagram.getByLabel('Followers').fill('48,200');
  await instagram.getByLabel('Engagement rate (%)').fill('3.456');
  await instagram.getByLabel('Average views (optional)').fill('12000');
  await instagram.getByRole('button', { name: 'Add a country' }).click();
  await instagram.getByLabel('Country 1', { exact: true }).selectOption('DE');
  await instagram.getByLabel('Country 1 %').fill('41');
  await instagram.getByRole('button', { name: 'Add a country' }).click();
  await instagram.getByLabel('Country 2', { exact: true }).selectOption('AT');
  await instagram.getByLabel('Country 2 %').fill('12');
  await instagram.getByLabel('25-34').fill('35');
  await instagram.getByLabel('Female', { exact: true }).fill('82');
  await instagram.getByLabel('Male', { exact: true }).fill('17');
  await instagram.getByLabel('Other', { exact: true }).fill('1');
  const asOf = await instagram.getByLabel('Figures as of').inputValue();
  expect(asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(await hasHorizontalScroll(page)).toBe(false);

  // The shared rules answer before anything is sent, on the field.
  await form.getByRole('button', { name: 'Save equestrian profile' }).click();
  await expect(instagram.getByText('Enter the engagement rate with at most two decimals')).toBeVisible();
  await instagram.getByLabel('Engagement rate (%)').fill('3.45');
  await form.getByRole('button', { name: 'Save equestrian profile' }).click();
  await expect(page.getByText(SAVED)).toBeVisible();
  await expect(page).toHaveURL(/\/influencers\/profile$/);

  const expectFacets = async (scope: Locator) => {
    await expect(scope.getByRole('list', { name: `Disciplines of ${name}` })).toContainText('Dressage');
    await expect(scope).toContainText('National');
    await expect(scope).toContainText('2 horses · Hanoverian');
    await expect(scope).toContainText('Bayern, Germany');
    await expect(scope).toContainText('German');
    const platforms = scope.getByRole('list', { name: `Platforms of ${name}` });
    await expect(platforms).toContainText('Instagram @greta.rides');
    await expect(platforms).toContainText(`as of ${shownDate(asOf)}`);
    await expect(platforms).toContainText('48.2K followers · 3.45 % engagement · 12K average views');
    await expect(platforms).toContainText('Top countries: Germany 41 %, Austria 12 %');
    await expect(platforms).toContainText('Ages: 25-34 35 %');
    await expect(platforms).toContainText('Gender: 82 % female, 17 % male, 1 % other');
  };
  await page.reload();
  const statistics = page.getByRole('region', { name: 'Influencer Statistics' });
  await expectFacets(statistics);
  await expect(page.getByRole('heading', { name: 'Complete your equestrian profile' })).toHaveCount(0);
  expect(await hasHorizontalScroll(page)).toBe(false);

  // The form opens with what was saved, the rate as typed.
  await page.getByRole('link', { name: 'Equestrian profile' }).click();
  await expect(form.getByRole('checkbox', { name: 'Dressage' })).toBeChecked();
  await expect(form.getByLabel('Region (optional)')).toHaveValue('DE-BY');
  await expect(instagram.getByLabel('Engagement rate (%)')).toHaveValue('3.45');
  await expect(instagram.getByLabel('Country 2', { exact: true })).toHaveValue('AT');

  // A paid brand, in a browser of its own, opens the creator's statistics.
  const brand = await apiLoginOnce(request, 'brand', DEMO.paidBrand);
  const brandContext = await browser.newContext();
  try {
    const brandPage = await brandContext.newPage();
    await storeLogin(brandPage, { token: brand.token, type: 'brand', firstName: 'Hartwell' });
    await brandPage.goto(`/brands?q=${firstName}`);
    await brandPage.getByRole('button', { name: `Statistics of ${name}` }).click();
    const drawer = brandPage.getByRole('dialog', { name: 'Influencer Statistics' });
    await expectFacets(drawer);
  } finally {
    await brandContext.close();
  }

  // The admin reads it from the creators list.
  const token = await adminTokenOnce(request);
  const adminContext = await browser.newContext();
  try {
    const adminPage = await adminContext.newPage();
    await storeLogin(adminPage, { token, type: 'admin', firstName: 'Admin' });
    await adminPage.goto('/admin?tab=creators');
    await adminPage.getByLabel('Search creators').fill(firstName);
    const row = adminPage.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: 'Equestrian' }).click();
    await expectFacets(adminPage.getByRole('dialog', { name: `Equestrian profile of ${name}` }));
  } finally {
    await adminContext.close();
  }
});

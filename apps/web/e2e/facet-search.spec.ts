import {
  NO_CREATOR_FACETS,
  PAGE_LIMITS,
  type InfluencerFacetCounts,
  type UpdateCreatorFacets,
} from '@equicreators/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { registerCreatorViaApi } from './support/account-api';
import { apiLogin, apiLoginOnce, bearer } from './support/campaign-api';
import { browseCards, browseViaApi } from './support/browse-api';
import { DEMO, expect, hasHorizontalScroll, storeLogin, test } from './support/fixtures';
import { uniqueLetters } from './support/second-browser';

/** A creator of the journey's own with these facets, set through the creator's own facets route. */
async function creatorWithFacets(request: APIRequestContext, firstName: string, facets: Partial<UpdateCreatorFacets>) {
  const { email, password } = await registerCreatorViaApi(request, firstName);
  const creator = await apiLogin(request, 'contentCreator', email, password);
  const body: UpdateCreatorFacets = { ...NO_CREATOR_FACETS, ...facets };
  const saved = await request.put('/api/influencers/profile/facets', { data: body, headers: bearer(creator) });
  expect(saved.ok(), await saved.text()).toBe(true);
  return `${firstName} Journey`;
}

/** The browse's page: the cards shown, at most. */
const PAGE_SIZE = PAGE_LIMITS.defaultPageSize;

/**
 * Waits until the screen shows the filtered total, and answers it. Other journeys add creators
 * meanwhile, so the screen's count is bracketed: at least the API's count before the screen asked,
 * at most the API's count now (a stale, unfiltered total is above both and is waited out).
 */
async function shownTotal(page: Page, atLeast: number, countNow: () => Promise<number>): Promise<number> {
  const total = page.getByText(/^[\d,]+ creators?$/);
  let shown = -1;
  await expect
    .poll(async () => {
      shown = Number((await total.textContent({ timeout: 1000 }))?.replace(/\D/g, ''));
      return shown >= atLeast && shown <= (await countNow());
    })
    .toBe(true);
  return shown;
}

test('a brand finds dressage riders in Germany, and the address keeps the filters over a reload', async ({
  page,
  request,
}) => {
  const letters = uniqueLetters();
  const german = await creatorWithFacets(request, `Greta${letters}`, {
    disciplines: ['dressage', 'eventing'],
    country: 'DE',
    region: 'DE-BY',
    languages: ['de', 'en'],
  });
  const french = await creatorWithFacets(request, `Fleur${letters}`, { disciplines: ['dressage'], country: 'FR' });
  const jumper = await creatorWithFacets(request, `Jonas${letters}`, { disciplines: ['show-jumping'], country: 'DE' });

  const brand = await apiLoginOnce(request, 'brand', DEMO.paidBrand);
  await storeLogin(page, { token: brand.token, type: 'brand', firstName: 'Brand' });
  await page.goto('/brands');
  await expect(browseCards(page).first()).toBeVisible();

  const germanDressage = () => browseViaApi(request, brand, `discipline=dressage&country=DE&pageSize=${PAGE_SIZE}`);
  const countNow = async () => (await germanDressage()).total;
  const before = await countNow();
  await page.getByRole('group', { name: 'Discipline' }).getByRole('checkbox', { name: 'Dressage' }).click();
  await expect(page).toHaveURL(/discipline=dressage/);
  await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Germany' });
  await expect(page).toHaveURL(/discipline=dressage&country=DE/);

  // The screen shows what the API answers for the same filter (other journeys may add creators).
  const shown = await shownTotal(page, before, countNow);
  await expect(browseCards(page)).toHaveCount(Math.min(shown, PAGE_SIZE));
  const expected = await germanDressage();
  for (const creator of expected.items) {
    expect(creator.facets.disciplines).toContain('dressage');
    expect(creator.facets.country).toBe('DE');
  }
  const greta = page.getByRole('article', { name: german });
  await expect(greta).toBeVisible();
  await expect(greta.getByRole('definition').first()).toHaveText('Dressage · Eventing');
  await expect(greta.getByText('Bayern, Germany')).toBeVisible();
  await expect(page.getByRole('article', { name: french })).toHaveCount(0);
  await expect(page.getByRole('article', { name: jumper })).toHaveCount(0);

  // A reload (or the same link shared) shows the same choices and the same creators.
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Discipline' }).getByRole('checkbox', { name: 'Dressage' }),
  ).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('DE');
  const shownAgain = await shownTotal(page, shown, countNow);
  await expect(browseCards(page)).toHaveCount(Math.min(shownAgain, PAGE_SIZE));
  await expect(page.getByRole('article', { name: german })).toBeVisible();

  // A region of the country narrows further, into the address too.
  await page.getByRole('combobox', { name: 'Region' }).selectOption({ label: 'Bayern' });
  await expect(page).toHaveURL(/country=DE&region=DE-BY/);
  await expect(page.getByRole('article', { name: german })).toBeVisible();
});

test('on a phone the facet filters open in the Filters sheet without sideways scroll', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const brand = await apiLoginOnce(request, 'brand', DEMO.paidBrand);
  await storeLogin(page, { token: brand.token, type: 'brand', firstName: 'Brand' });
  await page.goto('/brands?discipline=vaulting&platform=Instagram&minEngagement=3');
  await page.getByRole('button', { name: 'Filters (3)' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(
    sheet.getByRole('group', { name: 'Discipline' }).getByRole('checkbox', { name: 'Vaulting' }),
  ).toBeChecked();
  // Set by the link, the platform panel opens by itself.
  await expect(sheet.getByRole('combobox', { name: 'Has figures on' })).toHaveValue('Instagram');
  await expect(sheet.getByRole('combobox', { name: 'Engagement rate' })).toHaveValue('3');
  await sheet.getByRole('combobox', { name: 'Country' }).selectOption('IE');
  await expect(page).toHaveURL(/country=IE/);
  expect(await hasHorizontalScroll(page)).toBe(false);
});

test('each discipline shows how many creators it would find with the other filters kept', async ({ page, request }) => {
  const letters = uniqueLetters();
  await creatorWithFacets(request, `Vera${letters}`, { disciplines: ['vaulting'], country: 'NL' });
  const brand = await apiLoginOnce(request, 'brand', DEMO.paidBrand);
  const vaultersInNl = async () => {
    const response = await request.get('/api/influencers/facet-counts?country=NL', { headers: bearer(brand) });
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as InfluencerFacetCounts;
    return body.facets.discipline.find((entry) => entry.value === 'vaulting')?.count ?? 0;
  };
  const before = await vaultersInNl();
  expect(before).toBeGreaterThanOrEqual(1);

  await storeLogin(page, { token: brand.token, type: 'brand', firstName: 'Brand' });
  await page.goto('/brands?country=NL');
  const disciplines = page.getByRole('group', { name: 'Discipline' });
  // The count is part of the choice's name ("Vaulting, 3 creators"); other journeys may add some.
  const vaulting = disciplines.getByRole('checkbox', { name: /^Vaulting\s*, [\d,]+ creators?$/ });
  await expect(vaulting).toBeVisible();
  const name = (await disciplines.locator('label', { hasText: 'Vaulting' }).textContent()) ?? '';
  const shown = Number(name.replace(/\D/g, ''));
  expect(shown).toBeGreaterThanOrEqual(before);
  expect(shown).toBeLessThanOrEqual(await vaultersInNl());

  // Choosing it keeps its own count (a facet's counts leave its own choice out) and filters the cards.
  await vaulting.click();
  await expect(page).toHaveURL(/discipline=vaulting/);
  await expect(page.getByRole('article', { name: `Vera${letters} Journey` })).toBeVisible();
  await expect(disciplines.getByRole('checkbox', { name: /^Vaulting\s*, [\d,]+ creators?$/ })).toBeChecked();
});

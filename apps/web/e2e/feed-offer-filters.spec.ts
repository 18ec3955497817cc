import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { paidJourneyBrandOnce } from './support/account-api';
import { apiLoginOnce, createCampaignViaApi, uniqueTitle } from './support/campaign-api';
import { DEMO, expect, hasHorizontalScroll, storeLogin, test } from './support/fixtures';

type Fee = { currency: 'GBP' | 'USD'; feeMinor: number };

/** A day this many days from today, as the offer writes it (the campaign's zone is London). */
function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A paid campaign of the journey's own brand with its offer as data (issue 31). */
async function createPaidCampaign(request: APIRequestContext, title: string, fee: Fee, deadlineInDays: number) {
  const brand = await paidJourneyBrandOnce(request);
  const offer = {
    kinds: ['fee'],
    ...fee,
    spots: 4,
    timeZone: 'Europe/London',
    applicationDeadline: inDays(deadlineInDays),
    contentStart: null,
    contentEnd: null,
    deliverables: [
      { platform: 'Instagram', format: 'reel', quantity: 1 },
      { platform: 'Instagram', format: 'story', quantity: 3 },
    ],
  };
  return createCampaignViaApi(request, brand, {
    campaignTitle: title,
    companyName: 'Journey Tack Company',
    brand: 'Journey Tack Company',
    offer: JSON.stringify(offer),
  });
}

function card(page: Page, title: string): Locator {
  return page.getByRole('region', { name: 'All Campaign' }).getByRole('article', { name: title });
}

test.describe('the feed filtered on the offer (issue 31)', () => {
  test('a creator filters by a fee range in pounds and the nearest deadline, and reads pay, deadline and deliverables on the cards', async ({
    page,
    request,
  }) => {
    // Fees no demo campaign or other journey asks (£1,235–£1,237), one out of range, one in dollars.
    const stamp = uniqueTitle('Fee');
    const later = await createPaidCampaign(request, `${stamp} later`, { currency: 'GBP', feeMinor: 123_500 }, 20);
    const sooner = await createPaidCampaign(request, `${stamp} sooner`, { currency: 'GBP', feeMinor: 123_700 }, 9);
    const dearer = await createPaidCampaign(request, `${stamp} dearer`, { currency: 'GBP', feeMinor: 130_000 }, 5);
    const dollars = await createPaidCampaign(request, `${stamp} dollars`, { currency: 'USD', feeMinor: 123_600 }, 5);

    const creator = await apiLoginOnce(request, 'contentCreator', DEMO.creator);
    await storeLogin(page, { token: creator.token, type: 'contentCreator', firstName: 'Ava' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contentCreator');
    await expect(page.getByRole('list', { name: 'All Campaign' })).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);

    // The offer's filters wait behind 'More filters' on a phone.
    const search = page.getByRole('search', { name: 'Campaigns' });
    await search.getByRole('button', { name: 'More filters' }).click();
    await expect(search.getByLabel('Fee from')).toBeDisabled();
    await search.getByLabel('Fee currency').selectOption('GBP');
    await search.getByLabel('Fee from').fill('1,234');
    await search.getByLabel('Fee to').fill('1240');
    await search.getByLabel('Fee to').press('Enter');
    await expect(page).toHaveURL(/currency=GBP/);
    await expect(page).toHaveURL(/feeMin=123400/);
    await expect(page).toHaveURL(/feeMax=124000/);
    await search.getByLabel('Sort by').selectOption('deadline');
    await expect(page).toHaveURL(/sort=deadline/);

    // Only the two in range, in pounds, the nearest deadline first.
    const cards = page.getByRole('region', { name: 'All Campaign' }).getByRole('article');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toHaveAccessibleName(sooner.campaignTitle);
    await expect(cards.nth(1)).toHaveAccessibleName(later.campaignTitle);
    await expect(card(page, dearer.campaignTitle)).toHaveCount(0);
    await expect(card(page, dollars.campaignTitle)).toHaveCount(0);

    const soonerCard = card(page, sooner.campaignTitle);
    await expect(soonerCard).toContainText('£1,237 per creator');
    await expect(soonerCard).toContainText(/Apply by \d{1,2} \w{3} \d{4}/);
    await expect(soonerCard).toContainText('Instagram Reel, 3 × Instagram Story');
    await expect(soonerCard).toContainText('4 of 4 spots left');
    await expect(card(page, later.campaignTitle)).toContainText('£1,235 per creator');
    expect(await hasHorizontalScroll(page)).toBe(false);

    // A reload keeps every filter (they live in the address), and the typed amounts come back.
    await page.reload();
    await expect(cards).toHaveCount(2);
    await expect(search.getByLabel('Fee from')).toHaveValue('1234');
    await expect(search.getByLabel('Fee to')).toHaveValue('1240');
    await expect(search.getByRole('button', { name: 'More filters (1)' })).toHaveAttribute('aria-expanded', 'true');

    // An upside-down range is explained, not sent.
    await search.getByLabel('Fee to').fill('1000');
    await search.getByLabel('Fee to').blur();
    await expect(search.getByText('Make the highest fee at least the lowest')).toBeVisible();
    await expect(page).toHaveURL(/feeMax=124000/);
    expect(await hasHorizontalScroll(page)).toBe(false);
  });
});

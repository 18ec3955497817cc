import { CREATED_ACCOUNT_PASSWORD, paidJourneyBrandOnce, registerCreatorViaApi } from './support/account-api';
import { apiLogin, bearer, createCampaignViaApi, uniqueTitle } from './support/campaign-api';
import { expect, hasHorizontalScroll, test } from './support/fixtures';
import { openWith } from './support/second-browser';
import { expectCleanScreen } from './support/clean-screen';

const APPLIED = 'Application submitted successfully. Please wait for brands to hire you!';
const PITCH = 'I hack out daily and film every ride; my last blanket review reached 40,000 riders.';
const PAST_WORK = 'https://instagram.example/p/winter-blanket-review';

/** A paid offer in pounds (issue 31): £250 per creator, two creators, one Instagram Reel. */
const OFFER = {
  kinds: ['fee'],
  currency: 'GBP',
  feeMinor: 25_000,
  spots: 2,
  timeZone: 'Europe/London',
  deliverables: [{ platform: 'Instagram', format: 'reel', quantity: 1, notes: 'Show the blanket on a cold morning' }],
};

// Issue 31: a creator applies to a paid campaign with a message and a counter-rate; the brand reads
// the pitch beside her, hires her at her rate, and its card shows the fee agreed.
test('a creator pitches a counter-rate and the brand hires her at it', async ({ browser, request }) => {
  const brandLogin = await paidJourneyBrandOnce(request);
  const account = await registerCreatorViaApi(request, 'Rosalind');
  const creatorLogin = await apiLogin(request, 'contentCreator', account.email, CREATED_ACCOUNT_PASSWORD);
  const campaign = await createCampaignViaApi(request, brandLogin, {
    campaignTitle: uniqueTitle('Pitch Winter Blanket'),
    offer: JSON.stringify(OFFER),
  });

  // The creator, on a phone, finds it by its fee in pounds and the nearest deadline, then applies from
  // her feed with a message, her rate and a link.
  const filtered = new URLSearchParams({
    q: campaign.campaignTitle,
    currency: 'GBP',
    feeMin: '20000',
    feeMax: '30000',
    sort: 'deadline',
  });
  const creator = await openWith(browser, creatorLogin, `/contentCreator?${filtered.toString()}`, {
    width: 390,
    height: 844,
  });
  const search = creator.getByRole('search', { name: 'Campaigns' });
  const more = search.getByRole('button', { name: 'More filters' });
  if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click();
  await expect(search.getByLabel('Fee currency')).toHaveValue('GBP');
  await expect(search.getByLabel('Fee from')).toHaveValue('200');
  await expect(search.getByLabel('Sort by')).toHaveValue('deadline');
  const brand = await openWith(browser, brandLogin, `/manage-campaign/${campaign._id}`, { width: 1280, height: 900 });
  try {
    const card = creator.getByRole('region', { name: 'All Campaign' }).getByRole('article', {
      name: campaign.campaignTitle,
    });
    await card.getByRole('button', { name: /^Apply Now/ }).click();
    const dialog = creator.getByRole('dialog', { name: 'Apply to this campaign' });
    await expect(dialog.getByRole('radio', { name: /Accept £250/ })).toBeChecked();
    await dialog.getByLabel('Your message').fill(PITCH);
    await dialog.getByRole('radio', { name: /Propose another rate/ }).check();
    await dialog.getByLabel('Your rate (GBP)').fill('300.5.0');
    await dialog.getByLabel('Links to past work').fill(PAST_WORK);
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(dialog.getByText('Enter an amount like 300 or 300.50')).toBeVisible();
    await dialog.getByLabel('Your rate (GBP)').fill('300');
    await expectCleanScreen(creator);
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(creator.getByText(APPLIED)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('button', { name: 'Applied' })).toBeDisabled();

    // The brand reads her pitch beside her on the campaign's card.
    await brand.reload();
    const row = brand
      .getByRole('list', { name: `Creators of ${campaign.campaignTitle}` })
      .getByRole('listitem')
      .filter({ hasText: 'Rosalind' });
    await expect(row.getByText('Asks £300')).toBeVisible();
    await expect(row.getByText(PITCH)).toBeVisible();
    await expect(row.getByRole('link', { name: PAST_WORK })).toHaveAttribute('href', PAST_WORK);

    // Hiring asks at which fee: her rate is chosen; the listed fee and another amount are offered.
    await row.getByRole('button', { name: 'Hire Rosalind Journey' }).click();
    const hire = brand.getByRole('dialog', { name: 'Hire Rosalind Journey?' });
    await expect(hire.getByRole('radio', { name: /Their rate: £300/ })).toBeChecked();
    await expect(hire.getByRole('radio', { name: /Listed fee: £250/ })).toBeVisible();
    await expect(hire.getByRole('radio', { name: /Another amount/ })).toBeVisible();
    await hire.getByRole('button', { name: 'Hire', exact: true }).click();
    await expect(brand.getByText('Hired successfully!')).toBeVisible();
    await expect(hire).toBeHidden();

    // The card shows the fee agreed, on her row and in the campaign's total.
    await expect(row.getByText('Agreed fee £300')).toBeVisible();
    await expect(brand.getByText(/Agreed fees: £300\s*\(1 hired\)/)).toBeVisible();
    await expectCleanScreen(brand);

    // The server agrees: the deal's fee is her rate, in pence.
    const read = await request.get(`/api/campaign/${campaign._id}`, { headers: bearer(brandLogin) });
    const body = (await read.json()) as { influencers: { agreedFeeMinor?: number }[]; agreedFeesTotalMinor?: number };
    expect(body.influencers[0]?.agreedFeeMinor).toBe(30_000);
    expect(body.agreedFeesTotalMinor).toBe(30_000);

    // Both sides see the deal on the order: her rate, the reel, as agreed at the hire.
    await creator.goto(`/orders/${campaign._id}`);
    await brand.goto(`/orders-influencer/${creatorLogin.id}?campaign=${campaign._id}`);
    for (const side of [creator, brand]) {
      const deal = side.getByTestId('deal-section');
      await expect(deal.getByTestId('deal-fee').first()).toHaveText('£300');
      await expect(deal).toContainText('Agreed at hire on');
      await expect(deal).toContainText('Instagram Reel');
    }
    expect(await hasHorizontalScroll(creator)).toBe(false);
  } finally {
    await creator.context().close();
    await brand.context().close();
  }
});

import { CREATED_ACCOUNT_PASSWORD, paidJourneyBrandOnce, registerCreatorViaApi } from './support/account-api';
import { apiLogin, bearer, createCampaignViaApi, uniqueTitle } from './support/campaign-api';
import { expect, hasHorizontalScroll, test } from './support/fixtures';
import { openWith } from './support/second-browser';

/** A paid offer in euros: €450 per creator, one Instagram Reel. */
const OFFER = {
  kinds: ['fee'],
  currency: 'EUR',
  feeMinor: 45_000,
  spots: 2,
  timeZone: 'Europe/Berlin',
  deliverables: [{ platform: 'Instagram', format: 'reel', quantity: 1, notes: '' }],
};

// Issue 46: hired at her counter-rate of €520 on a campaign listing €450, the creator's Orders table
// and the Campaign Details of her order show the deal's fee, as its Deal box does.
test('a creator hired at her counter-rate reads that fee on her orders and her order', async ({ browser, request }) => {
  const brandLogin = await paidJourneyBrandOnce(request);
  const account = await registerCreatorViaApi(request, 'Ava');
  const creatorLogin = await apiLogin(request, 'contentCreator', account.email, CREATED_ACCOUNT_PASSWORD);
  const campaign = await createCampaignViaApi(request, brandLogin, {
    campaignTitle: uniqueTitle('Winter dressage saddle fitting'),
    offer: JSON.stringify(OFFER),
  });
  const applied = await request.post(`/api/campaign/${campaign._id}/influencer/${creatorLogin.id}`, {
    headers: bearer(creatorLogin),
    data: { pitch: 'I ride dressage daily and film every fitting.', proposedFeeMinor: 52_000 },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  const hired = await request.post(`/api/campaign/${campaign._id}/hire`, {
    headers: bearer(brandLogin),
    data: { influencerId: creatorLogin.id },
  });
  expect(hired.ok(), await hired.text()).toBe(true);

  const creator = await openWith(browser, creatorLogin, '/orders', { width: 390, height: 844 });
  try {
    const row = creator
      .getByRole('table', { name: 'Orders' })
      .getByRole('row', { name: new RegExp(campaign.campaignTitle) });
    await expect(row.getByRole('cell', { name: '€520 fee per creator' })).toBeVisible();
    await expect(row.getByText('€450')).toHaveCount(0);

    // Opened by its address (no row handed over), the order reads the same fee, beside the Deal box's.
    await creator.goto(`/orders/${campaign._id}`);
    const toggle = creator.getByRole('button', { name: 'Campaign Details' });
    const details = creator.locator(`[id="${(await toggle.getAttribute('aria-controls')) ?? ''}"]`);
    await expect(details.getByText('€520 fee per creator', { exact: true })).toBeVisible();
    await expect(details.getByText(/€450/)).toHaveCount(0);
    await expect(creator.getByTestId('deal-section').getByTestId('deal-fee').first()).toHaveText('€520');
    expect(await hasHorizontalScroll(creator)).toBe(false);
  } finally {
    await creator.context().close();
  }
});

import { CREATED_ACCOUNT_PASSWORD, paidJourneyBrandOnce, registerCreatorViaApi } from './support/account-api';
import { apiLogin, bearer, createCampaignViaApi, uniqueTitle } from './support/campaign-api';
import { expect, hasHorizontalScroll, test } from './support/fixtures';
import { openWith } from './support/second-browser';

/** A paid offer in pounds: £250 per creator, one Instagram Reel. */
const OFFER = {
  kinds: ['fee'],
  currency: 'GBP',
  feeMinor: 25_000,
  spots: 2,
  timeZone: 'Europe/London',
  deliverables: [{ platform: 'Instagram', format: 'reel', quantity: 1, notes: '' }],
};

// Issue 46: a brand that hires at another fee than the creator's own sends an offer; she is hired
// only when she accepts it, at exactly that fee.
test('the brand offers another fee and the creator accepts it on her card', async ({ browser, request }) => {
  const brandLogin = await paidJourneyBrandOnce(request);
  const account = await registerCreatorViaApi(request, 'Imogen');
  const creatorLogin = await apiLogin(request, 'contentCreator', account.email, CREATED_ACCOUNT_PASSWORD);
  const campaign = await createCampaignViaApi(request, brandLogin, {
    campaignTitle: uniqueTitle('Offer Fly Sheet'),
    offer: JSON.stringify(OFFER),
  });
  const applied = await request.post(`/api/campaign/${campaign._id}/influencer/${creatorLogin.id}`, {
    headers: bearer(creatorLogin),
    data: { pitch: 'I ride out every morning.', proposedFeeMinor: 30_000 },
  });
  expect(applied.status()).toBe(200);

  const brand = await openWith(browser, brandLogin, `/manage-campaign/${campaign._id}`, { width: 1280, height: 900 });
  const creator = await openWith(browser, creatorLogin, `/contentCreator?campaign=${campaign._id}`, {
    width: 390,
    height: 844,
  });
  try {
    const row = brand
      .getByRole('list', { name: `Creators of ${campaign.campaignTitle}` })
      .getByRole('listitem')
      .filter({ hasText: 'Imogen' });
    await row.getByRole('button', { name: /^Hire Imogen/ }).click();
    const hire = brand.getByRole('dialog', { name: /^Hire Imogen/ });
    await hire.getByRole('radio', { name: /Another amount/ }).check();
    await hire.getByLabel('Agreed fee (GBP)').fill('280');
    await expect(hire.getByTestId('hire-offer-note')).toBeVisible();
    await hire.getByRole('button', { name: 'Send offer' }).click();
    await expect(brand.getByText('Your offer was sent.', { exact: false })).toBeVisible();
    await expect(row.getByTestId('offer-waiting')).toContainText('£280');

    // The creator, on a phone, reads the offer on her card and accepts it.
    await creator.reload();
    const card = creator.getByRole('article', { name: campaign.campaignTitle });
    const offer = card.getByTestId('hire-offer');
    await expect(offer).toContainText('£280');
    await offer.getByRole('button', { name: 'Accept £280' }).click();
    await expect(creator.getByText('You accepted the offer: you are hired.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Hired' })).toBeVisible();
    expect(await hasHorizontalScroll(creator)).toBe(false);

    // The server agrees: hired at the offer, in pence.
    const read = await request.get(`/api/campaign/${campaign._id}`, { headers: bearer(brandLogin) });
    const body = (await read.json()) as { influencers: { status: string; agreedFeeMinor?: number }[] };
    expect(body.influencers[0]).toMatchObject({ status: 'Hired', agreedFeeMinor: 28_000 });
  } finally {
    await creator.context().close();
    await brand.context().close();
  }
});

import { CREATED_ACCOUNT_PASSWORD, paidJourneyBrandOnce, registerCreatorViaApi } from './support/account-api';
import { apiLogin, createCampaignViaApi, uniqueTitle } from './support/campaign-api';
import { expectCleanScreen } from './support/clean-screen';
import { expect, storeLogin, test } from './support/fixtures';
import { openWith } from './support/second-browser';

/** A paid offer in euros: €450 per creator, one Instagram Reel. */
const OFFER = {
  kinds: ['fee'],
  currency: 'EUR',
  feeMinor: 45_000,
  spots: 1,
  timeZone: 'Europe/Berlin',
  deliverables: [{ platform: 'Instagram', format: 'reel', quantity: 1, notes: '' }],
};
// The server's configured fees (the defaults here: 5 % for the brand, 10 % from the creator).
const PERCENT = (value: number) => `${String(value)}\u00a0%`;

// Issue 46: each side sees the platform's fee before committing to anything, from the configured
// percentages: the brand while it writes the fee, the creator on the campaign and while she types.
test('a brand sees its service fee on the campaign form, and the FAQ names both fees', async ({ page, request }) => {
  await page.goto('/faq');
  const answer = page.locator('details').filter({ hasText: 'How does payment work?' });
  await answer.locator('summary').click();
  await expect(answer).toContainText(`${PERCENT(5)} service fee`);
  await expect(answer).toContainText(`${PERCENT(10)} commission`);

  const brand = await paidJourneyBrandOnce(request);
  await storeLogin(page, { token: brand.token, type: 'brand', firstName: 'Journey' });
  await page.goto('/campaigncreation');
  const form = page.getByRole('form', { name: 'Create New Campaign' });
  await form.getByRole('checkbox', { name: 'Paid fee' }).check();
  await form.getByLabel('Currency').selectOption('EUR');
  await form.getByLabel('Fee per creator').fill('450');
  await expect(form.getByTestId('campaign-fee-charge')).toHaveText(
    `You pay €472.50: €450 fee + ${PERCENT(5)} service fee (€22.50) for each creator you hire.`,
  );
  await form.getByLabel('Fee per creator').fill('1000');
  await expect(form.getByTestId('campaign-fee-charge')).toContainText('You pay €1,050: €1,000 fee');
});

test('a creator sees what she receives on the campaign and as she types her rate (phone)', async ({
  browser,
  request,
}) => {
  const brand = await paidJourneyBrandOnce(request);
  const account = await registerCreatorViaApi(request, 'Liesel');
  const creatorLogin = await apiLogin(request, 'contentCreator', account.email, CREATED_ACCOUNT_PASSWORD);
  const campaign = await createCampaignViaApi(request, brand, {
    campaignTitle: uniqueTitle('Fees Dressage Saddle'),
    offer: JSON.stringify(OFFER),
  });
  const creator = await openWith(
    browser,
    creatorLogin,
    `/contentCreator?${new URLSearchParams({ q: campaign.campaignTitle }).toString()}`,
    { width: 390, height: 844 },
  );
  try {
    const card = creator.getByRole('region', { name: 'All Campaign' }).getByRole('article', {
      name: campaign.campaignTitle,
    });
    await card.getByRole('button', { name: 'View details' }).click();
    const drawer = creator.getByRole('dialog', { name: campaign.campaignTitle });
    await expect(drawer.getByTestId('offer-fee-share')).toHaveText(
      `You receive €405 of €450 (${PERCENT(10)} commission), paid when the work is approved.`,
    );
    await expectCleanScreen(creator);
    await creator.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await card.getByRole('button', { name: /^Apply Now/ }).click();
    const dialog = creator.getByRole('dialog', { name: 'Apply to this campaign' });
    const payout = dialog.getByTestId('apply-payout');
    await expect(payout).toHaveText(
      `You receive €405 of €450 (${PERCENT(10)} commission), paid when the work is approved.`,
    );
    await dialog.getByRole('radio', { name: /Propose another rate/ }).check();
    await expect(payout).toHaveCount(0);
    await dialog.getByLabel('Your rate (EUR)').fill('52');
    await expect(payout).toContainText('You receive €46.80 of €52');
    await dialog.getByLabel('Your rate (EUR)').fill('520');
    await expect(payout).toHaveText(
      `You receive €468 of €520 (${PERCENT(10)} commission), paid when the work is approved.`,
    );
    await expectCleanScreen(creator);
  } finally {
    await creator.context().close();
  }
});

import { CREATED_ACCOUNT_PASSWORD, paidJourneyBrandOnce, registerCreatorViaApi } from './support/account-api';
import { addCreatorViaApi, apiLogin, createCampaignViaApi, uniqueTitle } from './support/campaign-api';
import { expect, test } from './support/fixtures';
import { hireViaApi } from './support/order-work-api';
import { openWith } from './support/second-browser';
import { expectCleanScreen } from './support/clean-screen';
import { saveShot } from './support/shots';
import { deliverable, workPanel } from './support/work-panel';

/** £300 for one Instagram Reel. */
const OFFER = {
  kinds: ['fee'],
  currency: 'GBP',
  feeMinor: 30_000,
  spots: 1,
  timeZone: 'Europe/London',
  deliverables: [{ platform: 'Instagram', format: 'reel', quantity: 1, notes: '' }],
};
const REEL = 'Instagram Reel';

// Issue 32, end to end against the offline Stripe: the brand pays the agreed £300 (+ service fee)
// on the hosted Checkout, the creator sets up payouts through hosted onboarding and delivers, the
// brand approves and closes, and the creator's earnings show £300 less the 10 % commission as paid.
test('hire at £300, pay, set up payouts, deliver, approve and close: the creator is paid £270', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const brandLogin = await paidJourneyBrandOnce(request);
  const account = await registerCreatorViaApi(request, 'Marigold');
  const creatorLogin = await apiLogin(request, 'contentCreator', account.email, CREATED_ACCOUNT_PASSWORD);
  const campaign = await createCampaignViaApi(request, brandLogin, {
    campaignTitle: uniqueTitle('Paid through the platform'),
    offer: JSON.stringify(OFFER),
  });
  await addCreatorViaApi(request, creatorLogin, campaign._id, creatorLogin.id);
  const order = { campaignId: campaign._id, creatorId: creatorLogin.id };
  await hireViaApi(request, brandLogin, order);

  const brand = await openWith(browser, brandLogin, `/orders-influencer/${creatorLogin.id}?campaign=${campaign._id}`, {
    width: 1280,
    height: 900,
  });
  const creator = await openWith(browser, creatorLogin, '/earnings', { width: 390, height: 844 });
  try {
    // The brand pays £315 on the hosted Checkout and comes back to the order, paid.
    const payment = brand.getByTestId('payment-section');
    await payment.getByRole('button', { name: 'Pay £315' }).click();
    await brand.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(payment.getByTestId('payment-status')).toHaveText('Paid — held until you approve the work');

    // The creator sets up payouts on her phone through the hosted onboarding.
    const payouts = creator.getByRole('region', { name: 'Payouts' });
    await payouts.getByLabel('Country of your bank account').selectOption('GB');
    await payouts.getByRole('button', { name: 'Set up payouts' }).click();
    await creator.getByRole('button', { name: 'Complete onboarding' }).click();
    await expect(creator).toHaveURL(/\/earnings/);
    await expect(payouts.getByText('Payouts enabled')).toBeVisible();
    // Paid and held: £270 waits for the approval (the £300 agreed, less the 10 % commission).
    const totals = creator.getByRole('region', { name: 'Your earnings' }).getByLabel('In GBP');
    const column = (label: string) =>
      totals
        .locator('div')
        .filter({ has: creator.getByText(label, { exact: true }) })
        .locator('dd')
        .first();
    await expect(column('Held')).toHaveText('£270');
    await expectCleanScreen(creator);
    await saveShot(brand, 'paid-brand-order-1280');
    await saveShot(creator, 'paid-creator-earnings-held-390');

    // She delivers the reel from her order.
    await creator.goto(`/orders/${campaign._id}`);
    const reel = deliverable(creator, REEL);
    await reel.getByRole('button', { name: 'Submit', exact: true }).click();
    await reel.getByLabel('Link to the published post').fill('https://www.instagram.com/p/paid-through-platform');
    await reel.getByRole('button', { name: 'Submit for review' }).click();
    await expect(reel.getByRole('form', { name: `Submit ${REEL}` })).toHaveCount(0);
    await saveShot(creator, 'paid-creator-order-390');

    // The brand approves it and closes the work as completed.
    await deliverable(brand, REEL)
      .getByRole('button', { name: `Approve ${REEL}, version 1` })
      .click();
    const approve = brand.getByRole('dialog', { name: 'Approve' });
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(approve).toBeHidden();
    await workPanel(brand).getByRole('button', { name: 'Close', exact: true }).click();
    const close = brand.getByRole('dialog', { name: 'Close' });
    await expect(close.getByRole('radio', { name: /Completed/ })).toBeChecked();
    await close.getByRole('button', { name: 'Close the work' }).click();
    await expect(close).toBeHidden();
    // No reload: the payment's change reaches the open order page live (issue 46).
    await expect(payment.getByTestId('payment-status')).toHaveText(/Paid to the creator/);

    // The creator's earnings: £270 paid (the £300 agreed, less the 10 % commission), nothing held.
    await creator.goto('/earnings');
    await expect(column('Paid')).toHaveText('£270');
    await expect(column('Held')).toHaveText('£0');
    await expectCleanScreen(creator);
    await saveShot(creator, 'paid-creator-earnings-paid-390');
    await saveShot(brand, 'paid-brand-order-released-1280');
  } finally {
    await creator.context().close();
    await brand.context().close();
  }
});

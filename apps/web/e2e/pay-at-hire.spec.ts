import { CREATED_ACCOUNT_PASSWORD, paidJourneyBrandOnce, registerCreatorViaApi } from './support/account-api';
import { addCreatorViaApi, apiLogin, createCampaignViaApi, uniqueTitle } from './support/campaign-api';
import { expect, test } from './support/fixtures';
import { openWith } from './support/second-browser';
import { expectCleanScreen } from './support/clean-screen';

/** A paid offer in pounds: £300 per creator, one Instagram Reel. */
const OFFER = {
  kinds: ['fee'],
  currency: 'GBP',
  feeMinor: 30_000,
  spots: 1,
  timeZone: 'Europe/London',
  deliverables: [{ platform: 'Instagram', format: 'reel', quantity: 1, notes: '' }],
};

// Issue 32: the brand sees what it pays before hiring, pays on Stripe's hosted Checkout, and both
// sides see the money held until the work is approved.
for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desk', width: 1280, height: 900 },
]) {
  test(`a brand hires at £300, pays £315 at hire, and both sides see it held (${viewport.name})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const brandLogin = await paidJourneyBrandOnce(request);
    const account = await registerCreatorViaApi(request, 'Juniper');
    const creatorLogin = await apiLogin(request, 'contentCreator', account.email, CREATED_ACCOUNT_PASSWORD);
    const campaign = await createCampaignViaApi(request, brandLogin, {
      campaignTitle: uniqueTitle('Pay at hire'),
      offer: JSON.stringify(OFFER),
    });
    await addCreatorViaApi(request, creatorLogin, campaign._id, creatorLogin.id);

    const brand = await openWith(browser, brandLogin, `/manage-campaign/${campaign._id}`, viewport);
    const creator = await openWith(browser, creatorLogin, `/orders/${campaign._id}`, viewport);
    try {
      // Before confirming, the hire says what the brand pays and when the creator is paid.
      const row = brand
        .getByRole('list', { name: `Creators of ${campaign.campaignTitle}` })
        .getByRole('listitem')
        .filter({ hasText: 'Juniper' });
      await row.getByRole('button', { name: /^Hire Juniper/ }).click();
      const hire = brand.getByRole('dialog', { name: /^Hire Juniper/ });
      await expect(hire.getByRole('radio', { name: /Listed fee: £300/ })).toBeChecked();
      await expect(hire.getByTestId('hire-charge')).toHaveText(
        'You pay £300 + £15 service fee = £315 at hire; the creator is paid when you approve the work.',
      );
      await expectCleanScreen(brand);
      await hire.getByRole('button', { name: 'Hire', exact: true }).click();
      await expect(brand.getByText('Hired successfully!')).toBeVisible();

      // The creator's order: hired, awaiting the brand's payment, with what she will receive.
      await creator.reload();
      const creatorPayment = creator.getByTestId('payment-section');
      await expect(creatorPayment.getByTestId('payment-status')).toHaveText('Hired — awaiting payment');
      await expect(creatorPayment).toContainText('You receive');
      await expect(creatorPayment).toContainText('£270');
      // No Submit until the brand has paid: the Work panel says why.
      await expect(creator.getByTestId('work-awaiting-payment')).toHaveText(
        'The brand has not paid for this order yet: work starts once it is paid.',
      );
      await expect(creator.getByTestId('work-panel').getByRole('button', { name: 'Submit', exact: true })).toHaveCount(
        0,
      );
      await expectCleanScreen(creator);

      // The brand's order: the breakdown and Pay, on to the hosted Checkout, and back paid.
      await brand.goto(`/orders-influencer/${creatorLogin.id}?campaign=${campaign._id}`);
      const payment = brand.getByTestId('payment-section');
      await expect(payment).toContainText('Agreed fee');
      await expect(payment).toContainText('Service fee');
      await expect(payment).toContainText('£315');
      await expectCleanScreen(brand);
      await payment.getByRole('button', { name: 'Pay £315' }).click();
      // The offline Stripe's hosted Checkout: the two lines and their total.
      await expect(brand.getByRole('heading', { name: 'Pay', level: 1 })).toBeVisible();
      await expect(brand.getByText('EquiCreators service fee')).toBeVisible();
      await expect(brand.getByText('£315.00')).toBeVisible();
      await brand.getByRole('button', { name: 'Pay', exact: true }).click();
      await expect(brand).toHaveURL(/\/orders-influencer\//);
      // The return page's sync says so in a toast (which the clean-screen check then waits out).
      await expect(
        brand.locator('[data-sonner-toast]').filter({ hasText: 'Paid — held until you approve the work' }),
      ).toBeVisible();
      await expect(payment.getByTestId('payment-status')).toHaveText('Paid — held until you approve the work');
      await expect(payment.getByRole('link', { name: 'Card receipt' })).toBeVisible();
      await expect(brand).not.toHaveURL(/payment=success/);
      await expectCleanScreen(brand);

      // The creator sees it held until the brand approves.
      await creator.reload();
      await expect(creatorPayment.getByTestId('payment-status')).toHaveText('Paid — held until the brand approves');
      await expect(creatorPayment.getByRole('link', { name: 'Card receipt' })).toHaveCount(0);
      await expect(creator.getByTestId('work-awaiting-payment')).toHaveCount(0);
      await expect(
        creator.getByTestId('work-panel').getByRole('button', { name: 'Submit', exact: true }),
      ).toBeVisible();
      await expectCleanScreen(creator);
    } finally {
      await creator.context().close();
      await brand.context().close();
    }
  });
}

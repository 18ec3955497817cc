import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { bearer, uniqueTitle } from './support/campaign-api';
import { expect, hasHorizontalScroll, storeLogin, test } from './support/fixtures';
import { hiredOrderViaApi } from './support/order-work-api';
import { openAs, uniqueLetters } from './support/second-browser';

const dealSection = (page: Page) => page.getByTestId('deal-section');
const dealFee = (page: Page) => dealSection(page).getByTestId('deal-fee').first();

/** A paid offer in GBP: £450 per creator, one reel due in the content window, organic use. */
const OFFER = {
  kinds: ['fee'],
  currency: 'GBP',
  feeMinor: 45_000,
  spots: 2,
  timeZone: 'Europe/London',
  applicationDeadline: null,
  contentStart: '2099-10-01',
  contentEnd: '2099-10-31',
  deliverables: [{ platform: 'Instagram', format: 'reel', quantity: 1, dueDate: '2099-10-15', notes: '' }],
  usageRights: { kind: 'organic', months: null },
  exclusivity: null,
};

test('brand and creator see the deal agreed at hire; the brand proposes a higher fee, the creator accepts', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { brand, creator, campaign, order } = await hiredOrderViaApi(request, `Juniper${uniqueLetters()}`, {
    campaignTitle: uniqueTitle('Deal'),
    offer: JSON.stringify(OFFER),
  });

  const recorded = await request.get(`/api/orders/${order.campaignId}/${order.creatorId}/deal`, {
    headers: bearer(brand),
  });
  expect(recorded.ok(), await recorded.text()).toBe(true);

  // Both sides see the deal on the order.
  await storeLogin(page, { token: brand.token, type: 'brand', firstName: 'Hartwell' });
  await page.goto(`/orders-influencer/${creator.id}?campaign=${campaign._id}`);
  await expect(dealFee(page)).toHaveText('£450');
  await expect(dealSection(page)).toContainText('Agreed at hire on');
  await expect(dealSection(page)).toContainText('Instagram Reel');
  await expect(dealSection(page)).toContainText('Organic use only');

  const creatorPage = await openAs(browser, creator, `/orders/${campaign._id}`, 'Juniper');
  await expect(dealFee(creatorPage)).toHaveText('£450');
  await expect(dealSection(creatorPage)).toContainText('1 Oct 2099 – 31 Oct 2099');

  // The brand proposes a higher fee with a note.
  await dealSection(page).getByRole('button', { name: 'Propose a change' }).click();
  const form = dealSection(page).getByRole('form', { name: 'Propose a change' });
  await form.getByLabel('Fee (GBP)').fill('520');
  await form.getByLabel('Note').fill('Two extra stories on the yard day.');
  await form.getByRole('button', { name: 'Send proposal' }).click();
  const proposal = dealSection(page).getByTestId('deal-proposal');
  await expect(proposal).toContainText('Fee: £450 → £520');
  await expect(proposal.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  // Proposed is not agreed.
  await expect(dealFee(page)).toHaveText('£450');

  // The creator sees it (told live by the notice) and accepts.
  const creatorProposal = dealSection(creatorPage).getByTestId('deal-proposal');
  await expect(creatorProposal).toContainText('Two extra stories on the yard day.');
  await expect(creatorProposal).toContainText('Fee: £450 → £520');
  await creatorProposal.getByRole('button', { name: 'Accept' }).click();
  await expect(dealFee(creatorPage)).toHaveText('£520');
  await expect(dealSection(creatorPage)).toContainText('Changed on');
  await expect(creatorProposal).toHaveCount(0);

  // The brand sees the new fee, and the history holds both versions.
  await expect(dealFee(page)).toHaveText('£520');
  await dealSection(page)
    .getByRole('button', { name: /History/ })
    .click();
  const history = dealSection(page).getByRole('list', { name: 'Deal history' });
  await expect(history.getByRole('listitem').filter({ hasText: /^Version/ })).toHaveCount(2);
  await expect(history).toContainText('Version 2');
  await expect(history).toContainText('Proposed by the brand');
  await expect(history).toContainText('At hire');
  // A toast fading out is measured at part opacity: check the screen once they have gone.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 20_000 });
  expect(await seriousViolations(page)).toEqual([]);

  // At 390 px the creator's order still fits, deal included.
  await creatorPage.setViewportSize({ width: 390, height: 844 });
  await creatorPage.reload();
  await expect(dealFee(creatorPage)).toHaveText('£520');
  expect(await hasHorizontalScroll(creatorPage)).toBe(false);
  await creatorPage.context().close();
});

import type { Page } from '@playwright/test';
import { uniqueTitle } from './support/campaign-api';
import { expectCleanScreen } from './support/clean-screen';
import { expect, storeLogin, test } from './support/fixtures';
import { hiredOrderViaApi } from './support/order-work-api';
import { payOrderViaApi } from './support/order-payment';
import { openWith, uniqueLetters } from './support/second-browser';
import { deliverable, REEL } from './support/work-panel';

const PHONE = { width: 390, height: 844 };

/** The approved version's portfolio line and button, as one party sees it. */
const portfolio = (page: Page) => deliverable(page, REEL).getByRole('group', { name: `Portfolio: ${REEL}, version 1` });

test('the creator offers a version for her portfolio, the brand agrees at approval, then withdraws; both see each step at 390 px', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const firstName = `Hazel${uniqueLetters()}`;
  const { brand, creator, campaign, order } = await hiredOrderViaApi(request, firstName, {
    campaignTitle: uniqueTitle('Portfolio'),
    deliverablePlan: JSON.stringify([{ title: REEL, quantity: null, dueAt: null }]),
  });
  await payOrderViaApi(request, brand, order);

  const creatorPage = await openWith(browser, creator, `/orders/${campaign._id}`, PHONE);
  try {
    // The creator submits the reel with the portfolio box ticked.
    const reel = deliverable(creatorPage, REEL);
    await reel.getByRole('button', { name: 'Submit', exact: true }).click();
    await reel.getByLabel('Link to the published post').fill('https://www.instagram.com/reel/portfolio-journey');
    const offer = reel.getByRole('checkbox', {
      name: 'Show this work in my media kit portfolio (if the brand agrees)',
    });
    await expect(offer).not.toBeChecked();
    await offer.check();
    await expectCleanScreen(creatorPage);
    await reel.getByRole('button', { name: 'Submit for review' }).click();
    await expect(reel).toHaveAttribute('data-deliverable-status', 'submitted');

    // The brand approves from the version's card and, asked, lets her show it.
    await page.setViewportSize(PHONE);
    await storeLogin(page, { token: brand.token, type: 'brand', firstName: 'Hartwell' });
    await page.goto(`/orders-influencer/${creator.id}?campaign=${campaign._id}`);
    await deliverable(page, REEL)
      .getByRole('button', { name: `Approve ${REEL}, version 1` })
      .click();
    const approve = page.getByRole('dialog', { name: 'Approve' });
    const allow = approve.getByRole('checkbox', {
      name: `Allow ${firstName} Journey to show this in their portfolio`,
    });
    await expect(allow).not.toBeChecked();
    await allow.check();
    await expectCleanScreen(page);
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(approve).toBeHidden();

    // Both agreed: both see it shown, the creator's page live.
    await expect(portfolio(page)).toContainText('Shown in portfolio');
    await expect(portfolio(creatorPage)).toContainText('Shown in portfolio');
    await expectCleanScreen(page);
    await expectCleanScreen(creatorPage);

    // The brand withdraws: neither side sees it shown any more.
    await portfolio(page)
      .getByRole('button', { name: `Withdraw portfolio consent: ${REEL}, version 1` })
      .click();
    await expect(portfolio(page)).toContainText('Not shown: the creator asks to show it in their portfolio');
    await expect(portfolio(page).getByRole('button', { name: /^Allow in portfolio/ })).toBeVisible();
    await expect(portfolio(creatorPage)).toContainText('Not shown: the brand has not agreed');
    await expect(portfolio(creatorPage)).not.toContainText('Shown in portfolio');
    await expect(portfolio(page)).toHaveAttribute('data-showcase', 'not-shown');
    await expectCleanScreen(page);
    await expectCleanScreen(creatorPage);
  } finally {
    await creatorPage.context().close();
  }
});

import type { Page } from '@playwright/test';
import { CREATED_ACCOUNT_PASSWORD, registerCreatorViaApi } from './support/account-api';
import { seriousViolations } from './support/axe';
import {
  addCreatorViaApi,
  apiLogin,
  apiLoginOnce,
  bearer,
  createCampaignViaApi,
  pngImage,
  uniqueTitle,
} from './support/campaign-api';
import { DEMO, expect, storeLogin, test } from './support/fixtures';
import { payOrderViaApi } from './support/order-payment';
import { hiredOrderViaApi } from './support/order-work-api';
import { openAs, storeLoginWithId, uniqueLetters } from './support/second-browser';
import { deliverable, PHOTOS, REEL, workPanel } from './support/work-panel';

const messages = (page: Page) => page.getByRole('log', { name: 'Messages' });

/** WCAG 2.1 AA once the toasts are gone (they leave by themselves; their colours are the toaster's). */
async function expectAccessible(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
}

/** Rates the other party in the Work panel: stars, a review, sent; the panel then shows 'Your rating'. */
async function rateInPanel(page: Page, form: string, stars: string, review: string) {
  const rating = workPanel(page).getByRole('form', { name: form });
  // A click on the star (its label) chooses it; the radio itself is visually hidden.
  await rating
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: stars, exact: true }) })
    .click();
  await rating.getByLabel('Review (optional)').fill(review);
  await rating.getByRole('button', { name: 'Send rating' }).click();
  await expect(workPanel(page).getByRole('article', { name: 'Your rating' })).toContainText(review);
}

async function expectStatus(page: Page, title: string, status: string) {
  await expect(deliverable(page, title)).toHaveAttribute('data-deliverable-status', status);
}

test('brand and creator work through two deliverables live: submit, partially approve, resubmit, approve, close', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // A fresh creator (hired on this campaign only) and a fresh campaign of the paid demo brand,
  // with a two-deliverable plan that the hire copies.
  // Letters only, so the brand's name search finds this creator and no other.
  const firstName = `Maple${uniqueLetters()}`;
  const { brand, creator, campaign } = await hiredOrderViaApi(request, firstName, {
    campaignTitle: uniqueTitle('Work'),
    deliverablePlan: JSON.stringify([
      { title: REEL, quantity: null, dueAt: null },
      { title: PHOTOS, quantity: 3, dueAt: '2099-12-31T23:59:59+00:00' },
    ]),
  });
  // A paid deal's work starts once the brand has paid (issue 32).
  await payOrderViaApi(request, brand, { campaignId: campaign._id, creatorId: creator.id });

  await storeLogin(page, { token: brand.token, type: 'brand', firstName: 'Hartwell' });
  await page.goto(`/orders-influencer/${creator.id}?campaign=${campaign._id}`);
  await expectStatus(page, REEL, 'not_started');
  await expectStatus(page, PHOTOS, 'not_started');
  await expect(deliverable(page, PHOTOS)).toContainText('× 3');
  // Nothing submitted: no version to review, no review buttons.
  await expect(workPanel(page).getByRole('button', { name: /^(Approve|Request changes)/ })).toHaveCount(0);

  // Before the first submission the brand may adjust the hire's list: a due date for the reel.
  await workPanel(page).getByRole('button', { name: 'Edit deliverables' }).click();
  const editor = workPanel(page).getByRole('form', { name: 'Edit deliverables' });
  await editor.getByLabel('Due date').first().fill('2099-06-30');
  await editor.getByRole('button', { name: 'Save deliverables' }).click();
  await expect(editor).toBeHidden();
  await expect(deliverable(page, REEL)).toContainText('Due Jun 30, 2099');

  const creatorPage = await openAs(browser, creator, `/orders/${campaign._id}`, 'Maple');
  try {
    await expect(workPanel(creatorPage)).toContainText('0 of 2 approved');

    // The creator submits the reel with a file, then the photo set with the published post's link.
    const reel = deliverable(creatorPage, REEL);
    await reel.getByRole('button', { name: 'Submit', exact: true }).click();
    await reel.getByLabel('Note').fill('First cut of the reel.');
    await reel
      .getByTestId('submission-files')
      .setInputFiles({ name: 'reel-cover.png', mimeType: 'image/png', buffer: await pngImage(200, 120, 60) });
    await expect(reel.getByRole('list', { name: 'Attached files' })).toContainText('reel-cover.png');
    await reel.getByRole('button', { name: 'Submit for review' }).click();
    await expectStatus(creatorPage, REEL, 'submitted');

    const photos = deliverable(creatorPage, PHOTOS);
    await photos.getByRole('button', { name: 'Submit', exact: true }).click();
    await photos.getByLabel('Link to the published post').fill('https://www.instagram.com/p/unboxing-journey');
    await photos.getByRole('button', { name: 'Submit for review' }).click();
    await expectStatus(creatorPage, PHOTOS, 'submitted');

    // The brand sees both live: the panel and the thread's cards, without a reload; the list is
    // now fixed.
    await expectStatus(page, REEL, 'submitted');
    await expect(workPanel(page).getByRole('button', { name: 'Edit deliverables' })).toHaveCount(0);
    await expectStatus(page, PHOTOS, 'submitted');
    await expect(messages(page).getByText(`Submitted: ${REEL}`)).toBeVisible();
    await expect(deliverable(page, REEL).getByRole('img', { name: 'reel-cover.png' })).toBeVisible();
    await expect(deliverable(page, PHOTOS).getByRole('link', { name: /unboxing-journey/ })).toBeVisible();

    // 'Partially Approve': the photo set approved, changes on the reel, with one comment.
    await page.getByRole('button', { name: 'Partially Approve', exact: true }).click();
    const partial = page.getByRole('dialog', { name: 'Partially Approve' });
    await partial.getByRole('checkbox', { name: `${PHOTOS} (version 1)` }).check();
    await partial.getByRole('button', { name: 'Submit' }).click();
    await expect(partial.getByText('Say what should change')).toBeVisible();
    await partial.getByLabel('Comment').fill('Brighter opening shot on the reel, please.');
    await partial.getByRole('button', { name: 'Submit' }).click();
    await expect(partial).toBeHidden();
    await expectStatus(page, PHOTOS, 'approved');
    await expectStatus(page, REEL, 'changes_requested');

    // The creator sees it live: round 1 of changes with the comment, and the approval.
    await expectStatus(creatorPage, REEL, 'changes_requested');
    await expectStatus(creatorPage, PHOTOS, 'approved');
    await expect(deliverable(creatorPage, REEL)).toContainText('Changes requested (round 1)');
    await expect(deliverable(creatorPage, REEL)).toContainText('Brighter opening shot on the reel, please.');
    await expect(workPanel(creatorPage)).toContainText('1 of 2 approved');
    // Versions, badges, cards and the submit button hold to WCAG 2.1 AA on both sides.
    await expectAccessible(page);
    await expectAccessible(creatorPage);
    await expect(messages(creatorPage).getByText('Partially Approved', { exact: true })).toBeVisible();

    // The creator resubmits the reel (version 2); the brand approves everything outstanding.
    await reel.getByRole('button', { name: 'Submit a new version' }).click();
    await reel.getByLabel('Link to the published post').fill('https://www.instagram.com/reel/journey-v2');
    await reel.getByRole('button', { name: 'Submit for review' }).click();
    await expectStatus(creatorPage, REEL, 'submitted');
    await expectStatus(page, REEL, 'submitted');
    await expect(deliverable(page, REEL).locator('[data-version="2"]')).toBeVisible();
    await expect(deliverable(page, REEL).locator('[data-version="1"]')).toBeVisible();

    // The waiting version is approved from its own card (issue 30); the decided one has no buttons.
    await expect(deliverable(page, REEL).getByRole('button', { name: `Approve ${REEL}, version 1` })).toHaveCount(0);
    await deliverable(page, REEL)
      .getByRole('button', { name: `Approve ${REEL}, version 2` })
      .click();
    const approve = page.getByRole('dialog', { name: 'Approve' });
    await expect(approve).toContainText(`${REEL} (version 2)`);
    await expectAccessible(page);
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(approve).toBeHidden();
    await expect(workPanel(page)).toContainText('2 of 2 approved');
    await expect(workPanel(page).getByText('Ready to close')).toBeVisible();
    await expect(workPanel(creatorPage).getByText('Ready to close')).toBeVisible();

    // 'Close' as completed: both pages show it, and the thread says until when it takes messages.
    await workPanel(page).getByRole('button', { name: 'Close', exact: true }).click();
    const close = page.getByRole('dialog', { name: 'Close' });
    await expect(close.getByRole('radio', { name: /Completed/ })).toBeChecked();
    await close.getByRole('button', { name: 'Close the work' }).click();
    await expect(close).toBeHidden();
    await expect(workPanel(page).getByText('Completed', { exact: true })).toBeVisible();
    await expect(workPanel(creatorPage).getByText('Completed', { exact: true })).toBeVisible();
    await expect(creatorPage.getByText(/Closed — messages until/)).toBeVisible();
    await expect(messages(creatorPage).getByText('Work closed: Completed')).toBeVisible();
    await expect(workPanel(page).getByRole('button', { name: 'Close', exact: true })).toHaveCount(0);
    await expect(deliverable(creatorPage, REEL).getByRole('button', { name: /Submit/ })).toHaveCount(0);

    // Completed: each side rates the other in its Work panel and sees the other's rating arrive live.
    await rateInPanel(page, 'Rate the creator', '5 stars', 'Lovely reels, on time.');
    await rateInPanel(creatorPage, 'Rate the brand', '4 stars', 'A clear brief and quick answers.');
    await expect(workPanel(creatorPage).getByRole('article', { name: "The brand's rating of you" })).toContainText(
      'Lovely reels, on time.',
    );
    await expect(workPanel(page).getByRole('article', { name: "The creator's rating of you" })).toContainText(
      'A clear brief and quick answers.',
    );

    // The lists show the progress too: the creator's orders and the campaign's creators on
    // /manage-campaign (the brand's influencer list pages through the demo brand's many creators).
    await creatorPage.goto('/orders');
    const orderRow = creatorPage.getByRole('row', { name: new RegExp(campaign.campaignTitle) });
    await expect(orderRow).toContainText('2 of 2 approved');
    await expect(orderRow).toContainText('Completed');
    await page.goto('/manage-campaign');
    const hires = page.getByRole('list', { name: `Creators of ${campaign.campaignTitle}` });
    await expect(hires).toContainText('2 of 2 approved');
    await expect(hires).toContainText('Completed');

    // The brand's rating shows on the creator's card in /brands, best rated first.
    await page.goto(`/brands?sort=rating&q=${firstName}`);
    await expect(page.getByRole('article', { name: `${firstName} Journey` })).toContainText('5.0 ★ (1)');
  } finally {
    await creatorPage.context().close();
  }
});

test("one deliverable's submission finishing leaves another's open form and draft alone", async ({ page, request }) => {
  test.setTimeout(90_000);
  const brand = await apiLoginOnce(request, 'brand', DEMO.paidBrand);
  const { email } = await registerCreatorViaApi(request, `Rowan${uniqueLetters()}`);
  const creator = await apiLogin(request, 'contentCreator', email, CREATED_ACCOUNT_PASSWORD);
  const campaign = await createCampaignViaApi(request, brand, {
    campaignTitle: uniqueTitle('Forms'),
    deliverablePlan: JSON.stringify([
      { title: REEL, quantity: null, dueAt: null },
      { title: PHOTOS, quantity: 3, dueAt: null },
    ]),
  });
  await addCreatorViaApi(request, creator, campaign._id, creator.id);
  const hire = await request.post(`/api/campaign/${campaign._id}/hire`, {
    headers: bearer(brand),
    data: { influencerId: creator.id },
  });
  expect(hire.ok(), await hire.text()).toBe(true);
  // A paid deal's work starts once the brand has paid (issue 32).
  await payOrderViaApi(request, brand, { campaignId: campaign._id, creatorId: creator.id });

  // The reel's submission reaches the server, which stores it and tells the page live, but its
  // answer is held back until the photo set's form is open with a draft: a slow connection's order.
  let releaseAnswer = () => {};
  const answerHeld = new Promise<void>((resolve) => (releaseAnswer = resolve));
  await page.route('**/api/orders/*/*/submissions', async (route) => {
    const response = await route.fetch();
    await answerHeld;
    await route.fulfill({ response });
  });

  await storeLoginWithId(page, creator, 'Rowan');
  await page.goto(`/orders/${campaign._id}`);
  const reel = deliverable(page, REEL);
  const photos = deliverable(page, PHOTOS);
  await reel.getByRole('button', { name: 'Submit', exact: true }).click();
  await reel.getByLabel('Note').fill('First cut of the reel.');
  await reel
    .getByTestId('submission-files')
    .setInputFiles({ name: 'reel-cover.png', mimeType: 'image/png', buffer: await pngImage(200, 120, 60) });
  await reel.getByRole('button', { name: 'Submit for review' }).click();
  // The live refresh shows the reel submitted before its answer; its form and progress stay.
  await expectStatus(page, REEL, 'submitted');
  // (Playwright's interception reports no upload progress, so the bar is checked, not its figure.)
  const reelProgress = reel.getByRole('progressbar', { name: 'Uploading files' });
  await expect(reelProgress).toBeVisible();

  await photos.getByRole('button', { name: 'Submit', exact: true }).click();
  await photos.getByLabel('Note').fill('Three photos, as agreed.');
  await photos.getByLabel('Link to the published post').fill('https://www.instagram.com/p/unboxing-draft');
  // Opening the photo set's form does not hide the reel's upload.
  await expect(reelProgress).toBeVisible();

  releaseAnswer();
  await expect(reel.getByRole('form', { name: `Submit ${REEL}` })).toHaveCount(0);
  await expect(page.getByText('Submitted for review.')).toBeVisible();
  // Only the reel's form closed: the photo set's form and its draft are as the creator left them.
  const photosForm = photos.getByRole('form', { name: `Submit ${PHOTOS}` });
  await expect(photosForm).toBeVisible();
  await expect(photosForm.getByLabel('Note')).toHaveValue('Three photos, as agreed.');
  await expect(photosForm.getByLabel('Link to the published post')).toHaveValue(
    'https://www.instagram.com/p/unboxing-draft',
  );
  await expectStatus(page, PHOTOS, 'not_started');
});

import type { APIRequestContext, Page } from '@playwright/test';
import { CREATED_ACCOUNT_PASSWORD, registerCreatorViaApi, paidJourneyBrandOnce } from './support/account-api';
import { seriousViolations } from './support/axe';
import {
  addCreatorViaApi,
  apiLogin,
  apiLoginOnce,
  bearer,
  createCampaignViaApi,
  uniqueTitle,
  type ApiLogin,
} from './support/campaign-api';
import { DEMO, expect, hasHorizontalScroll, storeLogin, test } from './support/fixtures';
import { payOrderViaApi } from './support/order-payment';
import { hireViaApi, type OrderRef } from './support/order-work-api';
import { uniqueLetters } from './support/second-browser';
import { saveShot } from './support/shots';
import { deliverable, PHOTOS, REEL, workPanel } from './support/work-panel';

/** A fresh creator hired on a fresh campaign of the paid demo brand, who has submitted both deliverables. */
async function hiredWithSubmissions(request: APIRequestContext) {
  const brand = await paidJourneyBrandOnce(request);
  const firstName = `Wren${uniqueLetters()}`;
  const { email } = await registerCreatorViaApi(request, firstName);
  const creator = await apiLogin(request, 'contentCreator', email, CREATED_ACCOUNT_PASSWORD);
  const campaign = await createCampaignViaApi(request, brand, {
    campaignTitle: uniqueTitle('One step'),
    deliverablePlan: JSON.stringify([
      { title: REEL, quantity: null, dueAt: null },
      { title: PHOTOS, quantity: 3, dueAt: null },
    ]),
  });
  await addCreatorViaApi(request, creator, campaign._id, creator.id);
  const order: OrderRef = { campaignId: campaign._id, creatorId: creator.id };
  await hireViaApi(request, brand, order);
  await payOrderViaApi(request, brand, order);
  await submitAll(request, creator, order);
  return { brand, creator, campaign, order, name: `${firstName} Journey` };
}

async function submitAll(request: APIRequestContext, creator: ApiLogin, order: OrderRef) {
  const work = await request.get(`/api/orders/${order.campaignId}/${order.creatorId}/work`, {
    headers: bearer(creator),
  });
  const { deliverables } = (await work.json()) as { deliverables: { id: string }[] };
  for (const item of deliverables) {
    const sent = await request.post(`/api/orders/${order.campaignId}/${order.creatorId}/submissions`, {
      headers: bearer(creator),
      multipart: { deliverableId: item.id, note: 'Ready for review.', postUrl: 'https://www.instagram.com/p/one-step' },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
  }
}

async function expectAccessible(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desk', width: 1280, height: 900 },
] as const) {
  test(`${viewport.name}: one click from /manage-campaign to a hire's Work panel, and a version approved on its own card`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const { brand, campaign, order, name } = await hiredWithSubmissions(request);
    await storeLogin(page, { token: brand.token, type: 'brand', firstName: 'Hartwell' });

    await page.goto('/manage-campaign');
    const creators = page.getByRole('list', { name: `Creators of ${campaign.campaignTitle}` });
    await expect(creators).toContainText(name);
    await saveShot(page, `work-lists-manage-campaign-${viewport.name}`);
    // One click: the hire's 'Open work' opens its thread and Work panel with the campaign chosen.
    await creators.getByRole('link', { name: `Open work: ${name}` }).click();
    await expect(page).toHaveURL(`/orders-influencer/${order.creatorId}?campaign=${order.campaignId}`);
    await expect(page.getByRole('checkbox', { name: `Select ${campaign.campaignTitle}` })).toBeChecked();
    await expect(deliverable(page, REEL)).toHaveAttribute('data-deliverable-status', 'submitted');
    expect(await hasHorizontalScroll(page)).toBe(false);

    // The decisions sit with what they act on: no buttons under the chat, each waiting version
    // has its own, and the order's own ('Partially Approve' for several, 'Close') end the panel.
    await expect(page.getByRole('group', { name: 'Decision', exact: true })).toHaveCount(0);
    const reel = deliverable(page, REEL);
    const reelReview = reel.getByRole('group', { name: `Review ${REEL}, version 1` });
    await expect(reelReview.getByRole('button', { name: `Request changes to ${REEL}, version 1` })).toBeVisible();
    const orderDecisions = workPanel(page).getByRole('group', { name: 'Decisions on the order' });
    await expect(orderDecisions.getByRole('button', { name: 'Partially Approve' })).toBeVisible();
    await expect(orderDecisions.getByRole('button', { name: 'Close' })).toBeVisible();
    await saveShot(page, `work-lists-order-work-${viewport.name}`);
    await expectAccessible(page);

    // A reload keeps the campaign: the address holds it.
    await page.reload();
    await expect(deliverable(page, REEL)).toHaveAttribute('data-deliverable-status', 'submitted');

    await reelReview.getByRole('button', { name: `Approve ${REEL}, version 1` }).click();
    const approve = page.getByRole('dialog', { name: 'Approve' });
    await expect(approve).toContainText(`${REEL} (version 1)`);
    await expectAccessible(page);
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(approve).toBeHidden();
    await expect(reel).toHaveAttribute('data-deliverable-status', 'approved');
    await expect(reel.getByRole('group', { name: /^Review / })).toHaveCount(0);
    // One version left waiting: its own buttons say it all, 'Partially Approve' steps back.
    await expect(orderDecisions.getByRole('button', { name: 'Partially Approve' })).toHaveCount(0);

    // Changes on the other, with the comment the dialog asks for.
    const photos = deliverable(page, PHOTOS);
    await photos.getByRole('button', { name: `Request changes to ${PHOTOS}, version 1` }).click();
    const changes = page.getByRole('dialog', { name: 'Request changes' });
    await changes.getByRole('button', { name: 'Request changes' }).click();
    await expect(changes.getByText('Say what should change', { exact: true })).toBeVisible();
    await changes.getByLabel('Comment').fill('Two of the photos in daylight, please.');
    await changes.getByRole('button', { name: 'Request changes' }).click();
    await expect(changes).toBeHidden();
    await expect(photos).toHaveAttribute('data-deliverable-status', 'changes_requested');
    await expect(photos).toContainText('Two of the photos in daylight, please.');
    await expectAccessible(page);
    expect(await hasHorizontalScroll(page)).toBe(false);
  });
}

test("a campaign in the address that is not the brand's with this creator shows not found, nothing of it", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { brand, order } = await hiredWithSubmissions(request);
  const other = await apiLoginOnce(request, 'brand', DEMO.otherPaidBrand);
  const foreign = await createCampaignViaApi(request, other, { campaignTitle: uniqueTitle('Not yours') });
  await storeLogin(page, { token: brand.token, type: 'brand', firstName: 'Hartwell' });

  for (const campaignId of [foreign._id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
    await page.goto(`/orders-influencer/${order.creatorId}?campaign=${campaignId}`);
    await expect(page.getByText('Campaign not found')).toBeVisible();
    await expect(page.getByTestId('work-panel')).toHaveCount(0);
    await expect(page.getByRole('log', { name: 'Messages' })).toHaveCount(0);
  }
  // The server refuses the other brand's order too, whatever the page shows.
  const work = await request.get(`/api/orders/${foreign._id}/${order.creatorId}/work`, { headers: bearer(brand) });
  expect(work.status()).toBe(404);

  await page.getByRole('button', { name: 'Clear the selection' }).click();
  await expect(page).toHaveURL(`/orders-influencer/${order.creatorId}`);
  await expect(page.getByText('Select a campaign to see its messages.')).toBeVisible();
  await expectAccessible(page);
});

import type { APIRequestContext } from '@playwright/test';
import type { OrderRating, OrderWork } from '@equicreators/shared';
import { CREATED_ACCOUNT_PASSWORD, registerCreatorViaApi } from './account-api';
import {
  addCreatorViaApi,
  apiLogin,
  apiLoginOnce,
  bearer,
  createCampaignViaApi,
  type ApiLogin,
  type NewCampaign,
} from './campaign-api';
import { DEMO, expect } from './fixtures';
import { payOrderViaApi } from './order-payment';

/** One order: a campaign and the creator hired on it. */
export type OrderRef = { campaignId: string; creatorId: string };

function orderPath({ campaignId, creatorId }: OrderRef, rest: string): string {
  return `/api/orders/${campaignId}/${creatorId}/${rest}`;
}

/** The brand hires a creator who applied (POST /api/campaign/{id}/hire). */
export async function hireViaApi(request: APIRequestContext, brand: ApiLogin, order: OrderRef): Promise<void> {
  const response = await request.post(`/api/campaign/${order.campaignId}/hire`, {
    headers: bearer(brand),
    data: { influencerId: order.creatorId },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * A fresh creator (`firstName` Journey) hired on a fresh campaign of the demo's paid brand, through
 * the API; `fields` are the campaign's (its title, a plan or an offer). A paid deal's work then
 * waits for payOrderViaApi.
 */
export async function hiredOrderViaApi(
  request: APIRequestContext,
  firstName: string,
  fields: Parameters<typeof createCampaignViaApi>[2],
): Promise<{ brand: ApiLogin; creator: ApiLogin; campaign: NewCampaign; order: OrderRef }> {
  const brand = await apiLoginOnce(request, 'brand', DEMO.paidBrand);
  const { email } = await registerCreatorViaApi(request, firstName);
  const creator = await apiLogin(request, 'contentCreator', email, CREATED_ACCOUNT_PASSWORD);
  const campaign = await createCampaignViaApi(request, brand, fields);
  await addCreatorViaApi(request, creator, campaign._id, creator.id);
  const order = { campaignId: campaign._id, creatorId: creator.id };
  await hireViaApi(request, brand, order);
  return { brand, creator, campaign, order };
}

/** GET …/work as one of the parties. */
export async function workViaApi(request: APIRequestContext, login: ApiLogin, order: OrderRef): Promise<OrderWork> {
  const response = await request.get(orderPath(order, 'work'), { headers: bearer(login) });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as OrderWork;
}

/**
 * Takes a hired order to a completed close through the work routes, as the two parties would:
 * the brand pays (when the deal is paid through the platform),
 * the creator submits the link of a published post for every deliverable, the brand approves them
 * all and closes the work as completed.
 */
export async function completeOrderViaApi(
  request: APIRequestContext,
  parties: { brand: ApiLogin; creator: ApiLogin },
  order: OrderRef,
): Promise<void> {
  // A paid deal's work starts once the brand has paid (issue 32).
  await payOrderViaApi(request, parties.brand, order);
  const { deliverables } = await workViaApi(request, parties.creator, order);
  expect(deliverables.length, 'the hire copied the campaign plan').toBeGreaterThan(0);
  for (const deliverable of deliverables) {
    const submitted = await request.post(orderPath(order, 'submissions'), {
      headers: bearer(parties.creator),
      multipart: {
        deliverableId: deliverable.id,
        note: 'Published as agreed.',
        postUrl: `https://www.instagram.com/p/${deliverable.id.slice(0, 8)}`,
      },
    });
    expect(submitted.ok(), await submitted.text()).toBe(true);
  }
  const work = await workViaApi(request, parties.brand, order);
  const pending = work.deliverables.flatMap((deliverable) =>
    deliverable.submissions.filter((submission) => submission.status === 'pending'),
  );
  const reviewed = await request.post(orderPath(order, 'reviews'), {
    headers: bearer(parties.brand),
    data: { decisions: pending.map((submission) => ({ submissionId: submission.id, outcome: 'approved' })) },
  });
  expect(reviewed.ok(), await reviewed.text()).toBe(true);
  const closed = await request.post(orderPath(order, 'close'), {
    headers: bearer(parties.brand),
    data: { outcome: 'completed' },
  });
  expect(closed.ok(), await closed.text()).toBe(true);
}

/** PUT …/rating: the caller rates the other party of a completed order. */
export async function rateViaApi(
  request: APIRequestContext,
  login: ApiLogin,
  order: OrderRef,
  rating: { stars: number; review: string },
): Promise<OrderRating> {
  const response = await request.put(orderPath(order, 'rating'), { headers: bearer(login), data: rating });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as OrderRating;
}

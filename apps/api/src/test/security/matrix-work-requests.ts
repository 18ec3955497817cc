import { and, eq } from 'drizzle-orm';
import { campaignEntries, orderDeliverables, orderRatings } from '../../db/schema/index.ts';
import { messageForm } from '../message-threads.ts';
import type { TestContext } from '../test-context.ts';
import type { MatrixWorld } from './matrix-world.ts';
import type { RequestPlan } from './matrix-requests.ts';

/**
 * The work routes' cells of the matrix (docs/decisions/022). Each cell gets a world of its own:
 * a submission fixes the list, a close ends the order. The world's one deliverable takes the
 * campaign's id, so a form built from the world alone (fuzz-variants.ts) can name it.
 */
const orderOf = (world: MatrixWorld) => `/api/orders/${world.campaign.id}/${world.hiredCreator.id}`;

export function worldDeliverableId(world: MatrixWorld): string {
  return world.campaign.id;
}

async function addDeliverable(context: TestContext, world: MatrixWorld): Promise<string> {
  const now = context.clock.now();
  await context.db
    .insert(orderDeliverables)
    .values({
      id: worldDeliverableId(world),
      campaignId: world.campaign.id,
      creatorId: world.hiredCreator.id,
      title: 'Instagram reel',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  return worldDeliverableId(world);
}

/** A version of the world's deliverable, submitted by its hired creator through the API. */
async function addSubmission(context: TestContext, world: MatrixWorld): Promise<string> {
  const deliverableId = await addDeliverable(context, world);
  const response = await context.app.inject({
    method: 'POST',
    url: `${orderOf(world)}/submissions`,
    headers: { authorization: world.hiredCreator.authorization },
    payload: messageForm({ deliverableId, postUrl: 'https://instagram.example/p/1' }),
  });
  if (response.statusCode !== 201) throw new Error(`submission answered ${response.statusCode}: ${response.body}`);
  const work = response.json<{ work: { deliverables: { submissions: { id: string }[] }[] } }>().work;
  const id = work.deliverables[0]?.submissions[0]?.id;
  if (!id) throw new Error('The submission was not stored');
  return id;
}

/**
 * An approved version of the world's deliverable (what a brand's consent needs), through the API:
 * the one already there when a build on the shared world made it, else submitted and approved.
 */
async function addApprovedSubmission(context: TestContext, world: MatrixWorld): Promise<string> {
  const asBrand = { authorization: world.brandOwner.authorization };
  await addDeliverable(context, world);
  const work = await context.app.inject({ method: 'GET', url: `${orderOf(world)}/work`, headers: asBrand });
  type Latest = { id: string; status: string } | undefined;
  const latest: Latest = work
    .json<{ deliverables: { id: string; submissions: { id: string; status: string }[] }[] }>()
    .deliverables.find((item) => item.id === worldDeliverableId(world))
    ?.submissions.at(-1);
  if (latest?.status === 'approved') return latest.id;
  const submissionId = latest?.status === 'pending' ? latest.id : await addSubmission(context, world);
  const response = await context.app.inject({
    method: 'POST',
    url: `${orderOf(world)}/reviews`,
    headers: asBrand,
    payload: { decisions: [{ submissionId, outcome: 'approved' }] },
  });
  if (response.statusCode !== 200) throw new Error(`review answered ${response.statusCode}: ${response.body}`);
  return submissionId;
}

/** Closes the world's order as completed (what a rating needs), as the close route would. */
async function completeOrder(context: TestContext, world: MatrixWorld): Promise<void> {
  const now = context.clock.now();
  await context.db
    .update(campaignEntries)
    .set({ closedAt: now, closeOutcome: 'completed', decision: 'Closed', decidedAt: now })
    .where(
      and(eq(campaignEntries.campaignId, world.campaign.id), eq(campaignEntries.creatorId, world.hiredCreator.id)),
    );
}

/** The brand's rating of the hired creator on the world's completed order. */
async function addRating(context: TestContext, world: MatrixWorld): Promise<string> {
  await completeOrder(context, world);
  const [row] = await context.db
    .insert(orderRatings)
    .values({
      campaignId: world.campaign.id,
      creatorId: world.hiredCreator.id,
      raterType: 'brand',
      raterAccountId: world.campaign.brandId,
      rateeAccountId: world.hiredCreator.id,
      stars: 2,
      review: 'Late and careless.',
    })
    .returning({ id: orderRatings.id });
  if (!row) throw new Error('The rating was not stored');
  return row.id;
}

export const WORK_REQUESTS: Record<string, RequestPlan> = {
  'PUT /api/orders/{campaignId}/{creatorId}/rating': {
    fresh: true,
    build: async (world, context) => {
      await completeOrder(context, world);
      return { url: `${orderOf(world)}/rating`, payload: { stars: 5, review: 'A pleasure to work with.' } };
    },
  },
  'GET /api/admin/ratings': { build: () => ({ url: '/api/admin/ratings' }) },
  'POST /api/admin/ratings/{ratingId}/hide': {
    fresh: true,
    build: async (world, context) => ({
      url: `/api/admin/ratings/${await addRating(context, world)}/hide`,
      payload: { reason: 'Personal remarks about the creator.' },
    }),
  },
  'GET /api/orders/{campaignId}/{creatorId}/work': { build: (world) => ({ url: `${orderOf(world)}/work` }) },
  'PUT /api/orders/{campaignId}/{creatorId}/deliverables': {
    fresh: true,
    build: (world) => ({
      url: `${orderOf(world)}/deliverables`,
      payload: { deliverables: [{ title: 'Instagram reel', quantity: 1, dueAt: null }] },
    }),
  },
  'POST /api/orders/{campaignId}/{creatorId}/submissions': {
    fresh: true,
    build: async (world, context) => ({
      url: `${orderOf(world)}/submissions`,
      payload: messageForm({
        deliverableId: await addDeliverable(context, world),
        postUrl: 'https://instagram.example/p/1',
      }),
    }),
  },
  'POST /api/orders/{campaignId}/{creatorId}/reviews': {
    fresh: true,
    build: async (world, context) => ({
      url: `${orderOf(world)}/reviews`,
      payload: { decisions: [{ submissionId: await addSubmission(context, world), outcome: 'approved' }] },
    }),
  },
  'PUT /api/orders/{campaignId}/{creatorId}/submissions/{submissionId}/showcase': {
    fresh: true,
    build: async (world, context) => ({
      url: `${orderOf(world)}/submissions/${await addApprovedSubmission(context, world)}/showcase`,
      payload: { consent: true },
    }),
  },
  'POST /api/orders/{campaignId}/{creatorId}/close': {
    fresh: true,
    build: (world) => ({
      url: `${orderOf(world)}/close`,
      payload: { outcome: 'cancelled', reason: 'The season was cancelled.' },
    }),
  },
};

import { orderDeliverables } from '../../db/schema/index.ts';
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

export const WORK_REQUESTS: Record<string, RequestPlan> = {
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
  'POST /api/orders/{campaignId}/{creatorId}/close': {
    fresh: true,
    build: (world) => ({
      url: `${orderOf(world)}/close`,
      payload: { outcome: 'cancelled', reason: 'The season was cancelled.' },
    }),
  },
};

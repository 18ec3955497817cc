import { insertDealVersion, listDealVersions } from '../../modules/deals/deals.repository.ts';
import { hireTerms, proposalOf } from '../deals.ts';
import type { TestContext } from '../test-context.ts';
import type { MatrixWorld } from './matrix-world.ts';
import type { RequestPlan } from './matrix-requests.ts';

/**
 * The deal routes' cells of the matrix (issue 31). The world's order gets the deal its hire
 * records (version 1) when it has none; an answer's world also has the creator's proposal, which
 * the brand accepts.
 */
const dealOf = (world: MatrixWorld) => `/api/orders/${world.campaign.id}/${world.hiredCreator.id}/deal`;
const orderOf = (world: MatrixWorld) => ({ campaignId: world.campaign.id, creatorId: world.hiredCreator.id });

async function ensureDeal(context: TestContext, world: MatrixWorld): Promise<void> {
  if ((await listDealVersions(context.db, orderOf(world))).length > 0) return;
  await insertDealVersion(context.db, orderOf(world), {
    terms: hireTerms(),
    status: 'accepted',
    proposedBy: 'hire',
    proposerAccountId: null,
    now: context.clock.now(),
  });
}

async function addCreatorProposal(context: TestContext, world: MatrixWorld): Promise<string> {
  await ensureDeal(context, world);
  const row = await insertDealVersion(context.db, orderOf(world), {
    terms: hireTerms({ feeMinor: 50_000 }),
    status: 'proposed',
    proposedBy: 'contentCreator',
    proposerAccountId: world.hiredCreator.id,
    note: 'Three stories take a day more.',
    now: context.clock.now(),
  });
  return row.id;
}

export const DEAL_REQUESTS: Record<string, RequestPlan> = {
  'GET /api/orders/{campaignId}/{creatorId}/deal': {
    build: async (world, context) => {
      await ensureDeal(context, world);
      return { url: dealOf(world) };
    },
  },
  'POST /api/orders/{campaignId}/{creatorId}/deal/proposals': {
    fresh: true,
    build: async (world, context) => {
      await ensureDeal(context, world);
      return { url: `${dealOf(world)}/proposals`, payload: proposalOf({ feeMinor: 55_000 }) };
    },
  },
  'POST /api/orders/{campaignId}/{creatorId}/deal/proposals/{proposalId}/answer': {
    fresh: true,
    build: async (world, context) => ({
      url: `${dealOf(world)}/proposals/${await addCreatorProposal(context, world)}/answer`,
      payload: { answer: 'accept' },
    }),
  },
};

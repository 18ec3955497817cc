import { and, eq } from 'drizzle-orm';
import { campaignEntries } from '../../db/schema/index.ts';
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

/**
 * The brand's offer to hire at another fee (issue 46) waits on an application: the world's hired
 * creator is made an applicant again, with the brand's offer waiting for her answer.
 */
const NO_OFFER = '00000000-0000-4000-8000-000000000000';

async function addHireOffer(context: TestContext, world: MatrixWorld): Promise<string> {
  await context.db
    .update(campaignEntries)
    .set({ status: 'Applied', hiredAt: null })
    .where(
      and(eq(campaignEntries.campaignId, world.campaign.id), eq(campaignEntries.creatorId, world.hiredCreator.id)),
    );
  const row = await insertDealVersion(context.db, orderOf(world), {
    terms: hireTerms({ feeMinor: 30_000 }),
    status: 'proposed',
    proposedBy: 'brand',
    proposerAccountId: world.brandOwner.id,
    now: context.clock.now(),
  });
  return row.id;
}

export const DEAL_REQUESTS: Record<string, RequestPlan> = {
  'POST /api/orders/{campaignId}/{creatorId}/offer/{proposalId}/answer': {
    fresh: true,
    // The creator accepts; the brand, whose offer it is, may only withdraw it.
    build: async (world, context, _extras, principal) => ({
      // An anonymous caller is sent on the shared world: nothing of it is changed for a request refused unread.
      url: `/api/orders/${world.campaign.id}/${world.hiredCreator.id}/offer/${principal === 'anonymous' ? NO_OFFER : await addHireOffer(context, world)}/answer`,
      payload: {
        answer:
          principal === 'brandOwner' || principal === 'otherBrand' || principal === 'unpaidBrand'
            ? 'withdraw'
            : 'accept',
      },
    }),
  },
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

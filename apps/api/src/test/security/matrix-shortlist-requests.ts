import { randomUUID } from 'node:crypto';
import { shortlistMembers, shortlists } from '../../db/schema/index.ts';
import type { TestContext } from '../test-context.ts';
import type { MatrixWorld } from './matrix-world.ts';
import type { RequestPlan } from './matrix-requests.ts';

/** A list of the campaign's brand holding the creator with no entry on the campaign, new for each cell. */
async function ownersList(world: MatrixWorld, context: TestContext): Promise<string> {
  const [row] = await context.db
    .insert(shortlists)
    .values({ brandId: world.brandOwner.id, name: `Matrix ${randomUUID()}` })
    .returning({ id: shortlists.id });
  if (!row) throw new Error('The shortlist insert returned no row');
  await context.db.insert(shortlistMembers).values({ shortlistId: row.id, creatorId: world.otherCreator.id });
  return row.id;
}

/**
 * The shortlists' cells (issue 33): every brand has lists of its own (another's answers 404),
 * creators and admins none (403). Inviting a list is an invitation, so a brand without access is
 * refused before the list is looked up (403), as the single invitation is.
 */
export const SHORTLIST_REQUESTS: Record<string, RequestPlan> = {
  'GET /api/shortlists': { build: (world) => ({ url: `/api/shortlists?creatorId=${world.otherCreator.id}` }) },
  'POST /api/shortlists': { build: () => ({ url: '/api/shortlists', payload: { name: `List ${randomUUID()}` } }) },
  'GET /api/shortlists/{shortlistId}': {
    build: async (world, context) => ({ url: `/api/shortlists/${await ownersList(world, context)}` }),
  },
  'PATCH /api/shortlists/{shortlistId}': {
    build: async (world, context) => ({
      url: `/api/shortlists/${await ownersList(world, context)}`,
      payload: { name: `Renamed ${randomUUID()}` },
    }),
  },
  'DELETE /api/shortlists/{shortlistId}': {
    build: async (world, context) => ({ url: `/api/shortlists/${await ownersList(world, context)}` }),
  },
  'GET /api/shortlists/{shortlistId}/members': {
    build: async (world, context) => ({ url: `/api/shortlists/${await ownersList(world, context)}/members` }),
  },
  'PUT /api/shortlists/{shortlistId}/members/{creatorId}': {
    build: async (world, context) => ({
      url: `/api/shortlists/${await ownersList(world, context)}/members/${world.hiredCreator.id}`,
    }),
  },
  'DELETE /api/shortlists/{shortlistId}/members/{creatorId}': {
    build: async (world, context) => ({
      url: `/api/shortlists/${await ownersList(world, context)}/members/${world.otherCreator.id}`,
    }),
  },
  'POST /api/shortlists/{shortlistId}/invite': {
    build: async (world, context) => ({
      url: `/api/shortlists/${await ownersList(world, context)}/invite`,
      payload: { campaignId: world.campaign.id },
    }),
  },
};

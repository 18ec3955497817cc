import { eq, isNotNull } from 'drizzle-orm';
import { creatorProfiles } from '../../db/schema/index.ts';
import type { RequestPlan } from './matrix-requests.ts';

/**
 * The featured creators' cells (issue 33): anyone reads the home page's; only admins read and
 * change the set. The feature cell makes its world's other creator qualify, and empties the set
 * first, so every cell of every run has a free place among the four.
 */
export const FEATURED_REQUESTS: Record<string, RequestPlan> = {
  'GET /api/featured-creators': { build: () => ({ url: '/api/featured-creators' }) },
  'GET /api/admin/featured-creators': { build: () => ({ url: '/api/admin/featured-creators' }) },
  'PUT /api/admin/featured-creators/{id}': {
    fresh: true,
    build: async (world, context) => {
      await context.db.update(creatorProfiles).set({ featuredAt: null }).where(isNotNull(creatorProfiles.featuredAt));
      await context.db
        .update(creatorProfiles)
        .set({ verified: true, handle: `matrix-${world.otherCreator.id.slice(0, 8)}`, mediaKitVisibility: 'anyone' })
        .where(eq(creatorProfiles.accountId, world.otherCreator.id));
      return { url: `/api/admin/featured-creators/${world.otherCreator.id}` };
    },
  },
  'DELETE /api/admin/featured-creators/{id}': {
    build: (world) => ({ url: `/api/admin/featured-creators/${world.hiredCreator.id}` }),
  },
};

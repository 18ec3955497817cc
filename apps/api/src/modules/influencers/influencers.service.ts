import { AppError, type InfluencerListQuery, type Page } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import type { Principal } from '../../platform/auth/authenticate.ts';
import { getCreator } from '../creators/creators.service.ts';
import type { CreatorRecord } from '../creators/creators.repository.ts';
import {
  browsePageKey,
  browsePageReadsOf,
  browsePagesOf,
  browseTotalKey,
  browseTotalsOf,
} from './browse-totals-cache.ts';
import { followerIntervals } from './follower-intervals.ts';
import {
  browseCreators,
  findBrowsedCreator,
  viewerHasPaid,
  type BrowsedCreatorRecord,
} from './influencer-browse.repository.ts';
import { findPendingEmailChange } from './influencer-profile.repository.ts';

/**
 * GET /api/influencers (brands and admins; the route refuses creators). Contact details go to
 * admins and to brands that have paid. A whole page of rows (with its total) is reused for
 * BROWSE_TOTAL_TTL_MS (browse-totals-cache.ts), keyed by the normalised query only; the rows
 * still carry e-mail and phone, and the presenter decides per request from the payment flag,
 * which comes fresh with the page statement or, for a reused page, from its own read.
 */
export async function browseInfluencers(
  context: AppContext,
  principal: Principal,
  query: InfluencerListQuery,
): Promise<Page<BrowsedCreatorRecord> & { showContact: boolean }> {
  const { page, pageSize } = query;
  const filter = {
    niches: query.niche,
    intervals: followerIntervals(query.followers),
    nameContains: query.q?.trim() || undefined,
    sort: query.sort,
  };
  const isAdmin = principal.type === 'admin';
  const paid = () => (isAdmin ? Promise.resolve(true) : viewerHasPaid(context.db, principal.accountId));
  const pages = browsePagesOf(context.db);
  const pageKey = browsePageKey(filter, page, pageSize);
  const cached = pages.get(pageKey);
  if (cached) return { items: cached.rows, page, pageSize, total: cached.total, showContact: await paid() };
  const reads = browsePageReadsOf(context.db);
  const underWay = reads.get(pageKey);
  if (underWay) {
    // Another request is reading this page: share its rows, never its viewer's payment flag.
    const [shared, showContact] = await Promise.all([underWay, paid()]);
    return { items: shared.rows, page, pageSize, total: shared.total, showContact };
  }
  const totals = browseTotalsOf(context.db);
  const key = browseTotalKey(filter);
  const knownTotal = totals.get(key);
  // Taken before reading, so an answer read across a change in this process is not kept.
  const generations = { totals: totals.generation, pages: pages.generation };
  const read = browseCreators(context.db, filter, {
    page,
    pageSize,
    viewerId: principal.accountId,
    knownTotal,
  });
  const shared = read.then(({ rows, total }) => ({ rows, total }));
  // The reader itself awaits `read`; joiners see a failure through `shared`.
  shared.catch(() => undefined);
  reads.set(pageKey, shared);
  try {
    const { rows, total, viewerPaid } = await read;
    if (knownTotal === undefined) totals.set(key, total, generations.totals);
    pages.set(pageKey, { rows, total }, generations.pages);
    return { items: rows, page, pageSize, total, showContact: isAdmin || viewerPaid };
  } finally {
    if (reads.get(pageKey) === shared) reads.delete(pageKey);
  }
}

/** GET /api/influencers/{id}: one creator for the drawer; a blocked or unknown one is 404. */
export async function getBrowsedInfluencer(
  context: AppContext,
  principal: Principal,
  id: string,
): Promise<{ creator: BrowsedCreatorRecord; showContact: boolean }> {
  const { creator, viewerPaid } = await findBrowsedCreator(context.db, id, principal.accountId);
  if (!creator) throw new AppError('NOT_FOUND', 'This creator does not exist.');
  return { creator, showContact: principal.type === 'admin' || viewerPaid };
}

/** GET /api/influencers/profile: the creator's own profile and the address waiting for its link. */
export async function getOwnProfile(
  context: AppContext,
  creatorId: string,
): Promise<{ creator: CreatorRecord; pendingEmail: string | null }> {
  const [creator, pending] = await Promise.all([
    getCreator(context, creatorId),
    findPendingEmailChange(context.db, creatorId, context.clock.now()),
  ]);
  return { creator, pendingEmail: pending?.newEmail ?? null };
}

import {
  AppError,
  engagementBasisPointsOf,
  type CampaignTarget,
  type InfluencerListQuery,
  type Page,
} from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import type { Principal } from '../../platform/auth/authenticate.ts';
import type { EncodedBytes } from '../../platform/http/json-body-memo.ts';
import {
  contactVisibilityAmong,
  EVERY_CONTACT,
  NO_CONTACT,
  type ContactVisibility,
} from '../creators/contact-visibility.ts';
import { getCreator } from '../creators/creators.service.ts';
import type { CreatorRecord } from '../creators/creators.repository.ts';
import { listRatePackages, type RatePackageRow } from '../media-kits/media-kits.repository.ts';
import { browsePageKey, browseTotalKey } from './browse-totals-cache.ts';
import { findErasedCreatorOfBrand } from './erased-creators.repository.ts';
import { followerIntervals } from './follower-intervals.ts';
import {
  browseCreators,
  findBrowsedCreator,
  type BrowsedCreatorRecord,
  type BrowseFilter,
  type BrowsePage,
  type FacetFilter,
} from './influencer-browse.repository.ts';
import { findPendingEmailChange } from './influencer-profile.repository.ts';
import { findCampaignTarget } from './match-target.repository.ts';

/**
 * GET /api/influencers (brands and admins; the route refuses creators). Contact details go to
 * admins and to a brand only for the creators it has hired (DECISIONS: contact details). A whole
 * page of rows (with its total) is reused for BROWSE_TOTAL_TTL_MS (browse-totals-cache.ts), keyed
 * by the normalised query only, and read once for every request that wants it, with the response
 * bytes made from it (`bytes`, one body per audience); the rows still carry e-mail and phone, and
 * the presenter decides per request from `contact`: the viewer's hires among the page's creators,
 * read fresh for every request (one query per page, never cached).
 */
export async function browseInfluencers(
  context: AppContext,
  principal: Principal,
  query: InfluencerListQuery,
): Promise<Page<BrowsedCreatorRecord> & { bytes: EncodedBytes; contact: ContactVisibility }> {
  const { page, pageSize } = query;
  const filter = {
    ...browseFilterOf(query),
    sort: query.sort,
    matchTarget: query.sort === 'match' ? await matchTargetOf(context, principal, query.campaign) : undefined,
  };
  const read = await context.caches.browse.readPage(browsePageKey(filter, page, pageSize), () =>
    readBrowsePage(context, filter, page, pageSize),
  );
  const contact = await contactVisibilityAmong(
    context.db,
    principal,
    read.rows.map((row) => row.accountId),
  );
  return { items: read.rows, page, pageSize, total: read.total, bytes: read.bytes, contact };
}

/** What decides which creators the query matches (never its order or page). */
export function browseFilterOf(query: InfluencerListQuery): Omit<BrowseFilter, 'sort' | 'matchTarget'> {
  return {
    niches: query.niche,
    intervals: followerIntervals(query.followers),
    nameContains: query.q?.trim() || undefined,
    minRating: query.minRating,
    ...facetFilterOf(query),
  };
}

/**
 * `sort=match` (issue 33): what the named campaign wants; it must be the calling brand's own (any
 * campaign for an admin).
 */
async function matchTargetOf(
  context: AppContext,
  principal: Principal,
  campaignId: string | undefined,
): Promise<CampaignTarget> {
  if (!campaignId) {
    throw new AppError('VALIDATION_FAILED', 'campaign: Choose the campaign to match creators to', {
      fields: [{ field: 'campaign', message: 'Choose the campaign to match creators to' }],
    });
  }
  const target = await findCampaignTarget(
    context.db,
    campaignId,
    principal.type === 'admin' ? null : principal.accountId,
  );
  if (!target) throw new AppError('NOT_FOUND', 'This campaign does not exist.');
  return target;
}

/** The query's facets as the repository takes them: lists without repeats, the rate in hundredths of a percent. */
function facetFilterOf(query: InfluencerListQuery): FacetFilter {
  const once = <Value>(values: readonly Value[]) => [...new Set(values)];
  return {
    disciplines: once(query.discipline),
    levels: once(query.level),
    country: query.country,
    region: query.region,
    languages: once(query.language),
    platform: query.platform,
    minEngagementBasisPoints:
      query.minEngagement === undefined ? undefined : engagementBasisPointsOf(query.minEngagement),
    audienceCountry: query.audienceCountry,
  };
}

/** One page from the database, reusing its filter's total while that is current. */
async function readBrowsePage(
  context: AppContext,
  filter: BrowseFilter,
  page: number,
  pageSize: number,
): Promise<BrowsePage> {
  const { totals } = context.caches.browse;
  const key = browseTotalKey(filter);
  const knownTotal = totals.get(key);
  // Taken before reading, so a total read across a change in this process is not kept.
  const generation = totals.generation;
  const { rows, total } = await browseCreators(context.db, filter, { page, pageSize, knownTotal });
  if (knownTotal === undefined) totals.set(key, total, generation);
  return { rows, total };
}

/**
 * GET /api/influencers/{id}: one creator for the drawer; a blocked or unknown one is 404 (an erased
 * one is 'Deleted user' to the brands that worked with them); contact as on browse.
 */
export async function getBrowsedInfluencer(
  context: AppContext,
  principal: Principal,
  id: string,
): Promise<{ creator: BrowsedCreatorRecord; contact: ContactVisibility }> {
  const { creator, viewerHired } = await findBrowsedCreator(context.db, id, principal.accountId);
  if (!creator) {
    // An erased creator stays reachable, as 'Deleted user', for the brands that worked with them.
    const erased =
      principal.type === 'brand' ? await findErasedCreatorOfBrand(context.db, id, principal.accountId) : null;
    if (erased) return { creator: erased, contact: NO_CONTACT };
    throw new AppError('NOT_FOUND', 'This creator does not exist.');
  }
  // Whether this brand hired them is read with the creator, in the same statement.
  if (principal.type === 'admin') return { creator, contact: EVERY_CONTACT };
  const hired = principal.type === 'brand' && viewerHired;
  return { creator, contact: hired ? { every: false, hired: new Set([creator.accountId]) } : NO_CONTACT };
}

/**
 * GET /api/influencers/{id} for the drawer: the creator as on browse, with the rates and packages of
 * their media kit (read only when brands may open the kit; the presenter decides what leaves).
 */
export async function getInfluencerDetail(
  context: AppContext,
  principal: Principal,
  id: string,
): Promise<{ creator: BrowsedCreatorRecord; contact: ContactVisibility; packages: RatePackageRow[] }> {
  const { creator, contact } = await getBrowsedInfluencer(context, principal, id);
  const isKitShared = creator.handle !== null && creator.mediaKitVisibility !== 'nobody';
  const packages = isKitShared ? await listRatePackages(context.db, creator.accountId) : [];
  return { creator, contact, packages };
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

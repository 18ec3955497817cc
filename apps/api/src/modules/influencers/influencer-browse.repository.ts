import {
  STAT_PLATFORMS,
  type CampaignTarget,
  type CreatorSort,
  type PlatformStats,
  type StatPlatform,
} from '@equicreators/shared';
import { and, desc, eq, gt, gte, inArray, lte, or, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { preparedOnce } from '../../db/prepared-statements.ts';
import { accounts, creatorNiches, creatorPlatformStats, creatorProfiles } from '../../db/schema/index.ts';
import type { CreatorProfileRow } from '../creators/creators.repository.ts';
import { creatorListsOf, notBlocked, viewerHiredColumn, type BrowsedLink } from './creator-aggregates.repository.ts';
import type { FollowerInterval } from './follower-intervals.ts';

/** A creator as brands browse them: profile, login e-mail, niches and links in order. */
export type BrowsedCreatorRecord = CreatorProfileRow & {
  email: string;
  niches: string[];
  socialLinks: BrowsedLink[];
  platformStats: PlatformStats[];
};

export type BrowseFilter = {
  /** Canonical spellings; any of them matches. */
  niches: readonly string[];
  /** Any of them matches (followerIntervals merges the selected ranges). */
  intervals: readonly FollowerInterval[];
  /** A fragment of "first last", matched case-insensitively anywhere. */
  nameContains?: string | undefined;
  /**
   * Only creators whose average rating, as cards show it (one decimal), is at least this; unrated
   * creators (average 0) never match.
   */
  minRating?: number | undefined;
  sort: CreatorSort;
  /** With `sort: 'match'`: what the campaign wants (issue 33); the best match comes first. */
  matchTarget?: CampaignTarget | undefined;
} & FacetFilter;

/** The equestrian facets (issue 33); each list matches on any of its values, each facet AND the others. */
export type FacetFilter = {
  disciplines: readonly string[];
  levels: readonly string[];
  country?: string | undefined;
  /** Only with `country` (the contract checks it is one of its regions). */
  region?: string | undefined;
  languages: readonly string[];
  /** Has figures on this platform (with `minEngagementBasisPoints`: that platform's rate). */
  platform?: StatPlatform | undefined;
  /** Hundredths of a percent; on `platform`, or on any platform without it. */
  minEngagementBasisPoints?: number | undefined;
  audienceCountry?: string | undefined;
};

/** The browse page with the number of creators its filter matches. */
export type BrowsePage = { rows: BrowsedCreatorRecord[]; total: number };

/**
 * GET /api/influencers: one page of the creators the filter matches and their number, in one
 * prepared statement per shape of filter (which filters are present, how many follower intervals
 * and whether the last is open, the order); every value is a placeholder. The page's 20 ids are
 * chosen first by walking the index of the order, then their niches and links are aggregated for
 * those ids only (never a query per creator).
 */
export async function browseCreators(
  db: Database,
  filter: BrowseFilter,
  { page, pageSize, knownTotal }: { page: number; pageSize: number; knownTotal?: number | undefined },
): Promise<BrowsePage> {
  const shape: Shape = {
    kind: 'page',
    // With a total already known (browse-totals-cache.ts) the statement skips the count.
    count: knownTotal === undefined,
    sort: filter.sort,
    niche: filter.niches.length > 0,
    search: !filter.nameContains ? 'none' : TRIGRAM_WORD.test(filter.nameContains) ? 'indexed' : 'short',
    intervals: filter.intervals.map((interval) => (interval.atMost === null ? 'open' : 'closed')),
    minRating: filter.minRating !== undefined,
    ...facetShape(filter),
  };
  const statement = preparedOnce(db, 'influencer_browse', selectBrowse, shape);
  const values = {
    niches: filter.niches,
    pattern: filter.nameContains ? containsPattern(filter.nameContains) : undefined,
    ...intervalValues(filter.intervals),
    minRating: filter.minRating === undefined ? undefined : filter.minRating - SHOWN_AVERAGE_ROUNDING,
    disciplines: filter.disciplines,
    levels: filter.levels,
    country: filter.country,
    region: filter.region,
    languages: filter.languages,
    platform: filter.platform,
    minEngagement: filter.minEngagementBasisPoints,
    audienceCountry: filter.audienceCountry,
    fence: 0,
    matchDisciplines: filter.sort === 'match' ? (filter.matchTarget?.disciplines ?? []) : undefined,
    matchCountries: filter.sort === 'match' ? (filter.matchTarget?.countries ?? []) : undefined,
  };
  const records = await statement.execute({ ...values, limit: pageSize, offset: (page - 1) * pageSize });
  const rows = records.flatMap(toRecord);
  if (knownTotal !== undefined) return { rows, total: knownTotal };
  const total = records[0]?.total;
  if (total !== null && total !== undefined) return { rows, total };
  // A search counts along its page's rows, so a page past the end has none: the first row of the
  // same filter carries the number (a rare URL, typed or kept after creators left).
  const [first] = await statement.execute({ ...values, limit: 1, offset: 0 });
  return { rows, total: first?.total ?? 0 };
}

/** The ids of the creators whose name contains the fragment (blocked ones too: the facet index leaves them out). */
export async function findCreatorIdsByName(db: Database, nameContains: string): Promise<string[]> {
  const rows = await db
    .select({ id: creatorProfiles.accountId })
    .from(creatorProfiles)
    .where(
      sql`(${creatorProfiles.firstName} || ' ' || ${creatorProfiles.lastName}) ilike ${containsPattern(nameContains)}`,
    );
  return rows.map((row) => row.id);
}

/** One creator as brands see them; null when unknown or blocked. */
export async function findBrowsedCreator(
  db: Database,
  id: string,
  viewerId: string,
): Promise<{ creator: BrowsedCreatorRecord | null; viewerHired: boolean }> {
  const shape: Shape = {
    kind: 'one',
    count: false,
    sort: 'newest',
    niche: false,
    search: 'none',
    intervals: [],
    minRating: false,
    ...facetShape({ disciplines: [], levels: [], languages: [] }),
  };
  const [record] = await preparedOnce(db, 'influencer_browse', selectBrowse, shape).execute({ viewerId, id });
  return { creator: record ? (toRecord(record)[0] ?? null) : null, viewerHired: record?.viewerHired === true };
}

/**
 * Cards show the average to one decimal (shared ratingAverage), so a creator shown with 4.0 (an
 * average of 3.95 or more) is among those of at least 4 stars.
 */
export const SHOWN_AVERAGE_ROUNDING = 0.05;

// The platforms as SQL literals (the shared list's constants, never user input).
const STAT_PLATFORM_LIST = STAT_PLATFORMS.map((platform) => `'${platform}'`).join(', ');

/** pg_trgm finds a pattern through its index only from a run of three letters or digits. */
const TRIGRAM_WORD = /[\p{L}\p{N}]{3}/u;

type Shape = {
  kind: 'page' | 'one';
  count: boolean;
  sort: CreatorSort;
  niche: boolean;
  search: 'none' | 'short' | 'indexed';
  intervals: ('open' | 'closed')[];
  minRating: boolean;
} & FacetShape;

/** Which facets a filter has (their values are placeholders). */
type FacetShape = {
  discipline: boolean;
  level: boolean;
  place: 'none' | 'country' | 'region';
  language: boolean;
  /** Figures on a platform, a lowest rate on one, or a lowest rate on any. */
  engagement: 'none' | 'platform' | 'platform-rate' | 'any-rate';
  audience: boolean;
};

function facetShape(filter: FacetFilter): FacetShape {
  const hasRate = filter.minEngagementBasisPoints !== undefined;
  return {
    discipline: filter.disciplines.length > 0,
    level: filter.levels.length > 0,
    place: filter.country === undefined ? 'none' : filter.region === undefined ? 'country' : 'region',
    language: filter.languages.length > 0,
    engagement: filter.platform ? (hasRate ? 'platform-rate' : 'platform') : hasRate ? 'any-rate' : 'none',
    audience: filter.audienceCountry !== undefined,
  };
}

function hasFacets(shape: FacetShape): boolean {
  return (
    shape.discipline ||
    shape.level ||
    shape.place !== 'none' ||
    shape.language ||
    shape.engagement !== 'none' ||
    shape.audience
  );
}

function intervalValues(intervals: readonly FollowerInterval[]): Record<string, number> {
  const values: Record<string, number> = {};
  intervals.forEach((interval, index) => {
    values[`above${index}`] = interval.above;
    if (interval.atMost !== null) values[`atMost${index}`] = interval.atMost;
  });
  return values;
}

function filterOf(shape: Shape): SQL | undefined {
  if (shape.kind === 'one')
    return and(eq(creatorProfiles.accountId, sql.placeholder('id')), notBlocked(creatorProfiles.accountId));
  const { totalFollowers } = creatorProfiles;
  return and(
    notBlocked(creatorProfiles.accountId),
    // Niches are stored in their canonical spelling, so an exact match through creator_niches_niche_idx.
    shape.niche
      ? inArray(
          creatorProfiles.accountId,
          sql`(select ${creatorNiches.creatorId} from ${creatorNiches} where ${nicheIn(creatorNiches.niche)})`,
        )
      : undefined,
    shape.intervals.length > 0
      ? or(
          ...shape.intervals.map((kind, index) =>
            and(
              gt(totalFollowers, sql.placeholder(`above${index}`)),
              kind === 'closed' ? lte(totalFollowers, sql.placeholder(`atMost${index}`)) : undefined,
            ),
          ),
        )
      : undefined,
    shape.search !== 'none'
      ? sql`(${creatorProfiles.firstName} || ' ' || ${creatorProfiles.lastName}) ilike ${sql.placeholder('pattern')}`
      : undefined,
    // A range of creator_profiles_rating_idx; the average is 0 without ratings, so they never match.
    shape.minRating
      ? gte(creatorProfiles.ratingAverage, sql`${sql.placeholder('minRating')}::double precision`)
      : undefined,
    ...facetConditions(shape),
  );
}

/**
 * The facets' conditions: array overlaps through the GIN indexes of creator_profiles (disciplines,
 * languages, audience_countries), equalities through creator_profiles_country_region_idx and
 * creator_profiles_level_idx, and the platform figures through
 * creator_platform_stats_platform_engagement_idx (docs/decisions/030, Search by facets).
 */
function facetConditions(shape: FacetShape): (SQL | undefined)[] {
  const profile = creatorProfiles;
  return [
    shape.discipline ? sql`${profile.disciplines} && ${sql.placeholder('disciplines')}::text[]` : undefined,
    shape.level ? sql`${profile.level} = any(${sql.placeholder('levels')}::text[])` : undefined,
    shape.place !== 'none' ? eq(profile.country, sql.placeholder('country')) : undefined,
    shape.place === 'region' ? eq(profile.region, sql.placeholder('region')) : undefined,
    shape.language ? sql`${profile.languages} && ${sql.placeholder('languages')}::text[]` : undefined,
    shape.engagement !== 'none' ? inArray(profile.accountId, platformFigures(shape.engagement)) : undefined,
    shape.audience
      ? sql`${profile.audienceCountries} && array[${sql.placeholder('audienceCountry')}::text]`
      : undefined,
  ];
}

/** The creators with figures on the platform, or with at least the rate on it (or on any platform). */
function platformFigures(engagement: Exclude<FacetShape['engagement'], 'none'>): SQL {
  const stats = creatorPlatformStats;
  const onPlatform =
    engagement === 'any-rate'
      ? // Every platform named, so the rate is a range of the index under each (no skip scan before PostgreSQL 18).
        sql`${stats.platform} = any(${sql.raw(`array[${STAT_PLATFORM_LIST}]`)})`
      : sql`${stats.platform} = ${sql.placeholder('platform')}`;
  const rate =
    engagement === 'platform'
      ? undefined
      : gte(stats.engagementBasisPoints, sql`${sql.placeholder('minEngagement')}::int`);
  return sql`(select ${stats.creatorId} from ${stats} where ${and(onPlatform, rate)})`;
}

function nicheIn(niche: SQLWrapper): SQL {
  return sql`${niche} = any(${sql.placeholder('niches')}::text[])`;
}

function nichesOnly(shape: Shape): boolean {
  return (
    shape.kind === 'page' &&
    shape.count &&
    shape.niche &&
    shape.search === 'none' &&
    shape.intervals.length === 0 &&
    !shape.minRating &&
    !hasFacets(shape)
  );
}

/** The order's columns, of the table (to walk its index) or of the page (to keep that order outside). */
type OrderColumns = Record<
  'accountId' | 'createdAt' | 'totalFollowers' | 'verified' | 'ratingAverage' | 'ratingCount',
  AnyColumn | SQLWrapper
> & { matchScore?: SQLWrapper };

function orderOf(sort: CreatorSort, columns: OrderColumns): SQL[] {
  // The best match for the campaign first, then the default order (newest); computed per creator,
  // as no index can hold a score that depends on the campaign.
  if (sort === 'match' && columns.matchScore) {
    return [desc(columns.matchScore), desc(columns.createdAt), desc(columns.accountId)];
  }
  if (sort === 'followers') return [desc(columns.totalFollowers), desc(columns.accountId)];
  // creator_profiles_rating_idx walked backwards: best average, then most ratings, then the account
  // id (a stable order for ties and for unrated creators, who come last with an average of 0).
  if (sort === 'rating') return [desc(columns.ratingAverage), desc(columns.ratingCount), desc(columns.accountId)];
  if (sort === 'verified') return [desc(columns.verified), desc(columns.createdAt), desc(columns.accountId)];
  return [desc(columns.createdAt), desc(columns.accountId)];
}

type BrowseRecord = {
  total: number | null;
  viewerHired: boolean | null;
  profile: CreatorProfileRow | null;
  email: string | null;
  niches: string[];
  socialLinks: BrowsedLink[];
  platformStats: PlatformStats[];
};

function toRecord({ profile, email, niches, socialLinks, platformStats }: BrowseRecord): BrowsedCreatorRecord[] {
  return profile ? [{ ...profile, email: email ?? '', niches, socialLinks, platformStats }] : [];
}

/**
 * A name search found through the trigram index reads its matches with a bitmap scan and sorts
 * them for the page, counting them in the same pass (`count(*) over ()`) when the total is not
 * known. Left to itself, PostgreSQL walks the order's index instead and filters row by row until
 * 20 match, which a rare name made slow, plus a second read for the count (docs/decisions/009).
 * A short search (no trigram) and every other filter keep the walk, where a bitmap would read
 * every row.
 */
function readsMatchesFirst(shape: Shape): boolean {
  return shape.kind === 'page' && (shape.search === 'indexed' || (shape.count && readsArraysOnce(shape)));
}

/**
 * A facet found through a GIN index (disciplines, languages, audience countries) is read from the
 * table's rows whatever the plan, for the page and again for the count: read once, counting along
 * (about 1.5–2× fewer reads at 100,000 creators), with the platform figures' semi-join too (a
 * discipline, a country and a rate: 46 → 31 ms at 100,000 creators). The platform figures alone
 * are cheaper walked in order with their own count (docs/decisions/030, Search by facets).
 */
function readsArraysOnce(shape: Shape): boolean {
  return shape.discipline || shape.language || shape.audience;
}

function countsAlongPage(shape: Shape): boolean {
  return readsMatchesFirst(shape) && shape.count;
}

const orderedColumns = {
  accountId: creatorProfiles.accountId,
  createdAt: creatorProfiles.createdAt,
  totalFollowers: creatorProfiles.totalFollowers,
  verified: creatorProfiles.verified,
  ratingAverage: creatorProfiles.ratingAverage,
  ratingCount: creatorProfiles.ratingCount,
};

/**
 * `targetMatch`'s score in SQL (issue 33): a wanted discipline and a wanted country each count one;
 * an empty list wants nothing, so it counts nothing.
 */
const matchScore = sql<number>`((${creatorProfiles.disciplines} && ${sql.placeholder('matchDisciplines')}::text[])::int
  + coalesce(${creatorProfiles.country} = any(${sql.placeholder('matchCountries')}::text[]), false)::int)`;

/** The page's rows in order, each with the number of matches when the page counts them itself. */
function orderedMatches(db: Database, shape: Shape, where: SQL | undefined) {
  const columns =
    shape.sort === 'match' ? { ...orderedColumns, matchScore: matchScore.as('match_score') } : orderedColumns;
  const source = db.select(columns).from(creatorProfiles).where(where).$dynamic();
  // A plain subquery is merged into the ordered select (the same plan as without it); an OFFSET
  // keeps PostgreSQL from merging it, so the matches are read first. Its value is always 0, bound
  // as a placeholder because Drizzle leaves out a literal `offset(0)`.
  const matched = (readsMatchesFirst(shape) ? source.offset(sql.placeholder('fence')) : source).as('matched');
  const matches = countsAlongPage(shape) ? sql<number>`count(*) over ()` : sql<number>`null::bigint`;
  return db
    .select({ ...matched._.selectedFields, matches: matches.mapWith(Number).as('matches') })
    .from(matched)
    .orderBy(...orderOf(shape.sort, matched))
    .$dynamic();
}

function selectBrowse(db: Database, shape: Shape) {
  const where = filterOf(shape);
  const ordered = orderedMatches(db, shape, where);
  const page = db
    .$with('page')
    .as(shape.kind === 'page' ? ordered.limit(sql.placeholder('limit')).offset(sql.placeholder('offset')) : ordered);
  // The count reads the same filter with no order: an index-only or bitmap scan, the expensive
  // part of a page (docs/decisions/008, 009). A page past the end still gets the row with the
  // total (and the viewer's flag); without a count that row's total is a constant-false count.
  const matching = db.$with('matching').as(
    countsAlongPage(shape)
      ? // Null when the page is past the end (browseCreators then asks for the first row).
        db.select({ total: sql<number | null>`max(${page.matches})`.mapWith(Number).as('total') }).from(page)
      : nichesOnly(shape)
        ? // Niches alone: counted from creator_niches_niche_idx (index-only), never walking every
          // profile; each niche row has its profile (foreign key), so only blocked ones are left out.
          db
            .select({ total: sql<number>`count(distinct ${creatorNiches.creatorId})`.mapWith(Number).as('total') })
            .from(creatorNiches)
            .where(and(nicheIn(creatorNiches.niche), notBlocked(creatorNiches.creatorId)))
        : db
            .select({ total: sql<number>`count(*)`.mapWith(Number).as('total') })
            .from(creatorProfiles)
            .where(shape.count ? where : sql`false`),
  );
  const pageIds = db.select({ id: page.accountId }).from(page);
  const { nicheLists, linkLists, statLists, niches, socialLinks, platformStats } = creatorListsOf(db, pageIds);
  return db
    .with(page, matching, nicheLists, linkLists, statLists)
    .select({
      total: matching.total,
      // One creator (the drawer) carries whether the viewer hired them; a page is shared between
      // viewers, whose hires the service reads apart (contact-visibility.ts). Null on pages.
      viewerHired: shape.kind === 'one' ? viewerHiredColumn() : sql<boolean | null>`null`,
      profile: creatorProfiles,
      email: accounts.email,
      niches,
      socialLinks,
      platformStats,
    })
    .from(matching)
    .leftJoin(page, sql`true`)
    .leftJoin(creatorProfiles, eq(creatorProfiles.accountId, page.accountId))
    .leftJoin(accounts, eq(accounts.id, page.accountId))
    .leftJoin(nicheLists, eq(nicheLists.creatorId, page.accountId))
    .leftJoin(linkLists, eq(linkLists.creatorId, page.accountId))
    .leftJoin(statLists, eq(statLists.creatorId, page.accountId))
    .orderBy(...orderOf(shape.sort, page));
}

import type {
  CampaignPlatform,
  CampaignPrice,
  CampaignSort,
  Currency,
  EntryStatus,
  OrderProgress,
} from '@equicreators/shared';
import {
  and,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  or,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { preparedOnce } from '../../db/prepared-statements.ts';
import {
  accounts,
  brandProfiles,
  campaignEntries,
  campaignImages,
  campaigns,
  creatorNiches,
  creatorProfiles,
  orderDeals,
} from '../../db/schema/index.ts';
import {
  offerFilters,
  offerShapeOf,
  offerValuesOf,
  type OfferFilter,
  type OfferShape,
} from './campaign-offer-filters.repository.ts';
import type { CampaignRow } from './campaigns.repository.ts';
import { shownEmail } from '../../db/shown-names.ts';

/**
 * Which campaigns by state: 'open' takes applications now (stored open, no deadline passed: the
 * creators' feed), 'closed' is stored closed or open past its deadline, 'archived' is archived,
 * 'listed' is everything not archived (a brand's list without a filter), 'any' is every state
 * (the campaigns a creator is in, shown with their threads).
 */
export type CampaignListState = 'open' | 'closed' | 'archived' | 'listed' | 'any';

export type CampaignFilter = {
  state: CampaignListState;
  brandId?: string | undefined;
  price?: CampaignPrice | undefined;
  /** The spec's platform or any deliverable's platform. */
  platform?: CampaignPlatform | undefined;
  /** Canonical niches: a campaign for any of them matches; empty or absent, every campaign. */
  niches?: readonly string[] | undefined;
  /**
   * Only campaigns that want any of these disciplines (issue 33: a creator's "My disciplines");
   * an empty list matches none. Absent: no such filter.
   */
  wantsDisciplines?: readonly string[] | undefined;
  /** Only campaigns whose offer gives something beyond exposure (shared `kindsOfferCompensation`). */
  offersCompensation?: boolean | undefined;
  /** A fragment of the title, matched case-insensitively anywhere in it. */
  titleContains?: string | undefined;
  /** Only campaigns this creator has an entry in (whatever its status). */
  withCreatorId?: string | undefined;
  /** Only campaigns this creator is invited to and has not answered yet ('Not Applied'). */
  invitedCreatorId?: string | undefined;
  /** Newest first (default), or the nearest application deadline first, campaigns without one last. */
  sort?: CampaignSort | undefined;
} & OfferFilter;

/**
 * Which creators come with a campaign: none (the creators' feed), the applied and hired ones with
 * picture and first name only (what anyone may see), or every entry with contact details (its brand).
 */
export type InfluencerDetail = 'none' | 'public' | 'full';

export type CampaignViewOptions = {
  /** The calling creator, whose own status in each campaign is read; null for brands and admins. */
  creatorId: string | null;
  influencers: InfluencerDetail;
};

/** One creator's entry as read with a campaign; contact fields only in 'full' detail. */
export type InfluencerEntry = {
  status: EntryStatus;
  creatorId: string;
  firstName: string;
  avatarFileId: string | null;
  lastName?: string;
  email?: string;
  niches?: string[];
  /** Who the applicant is, for the brand's rows (issue 46): 'full' detail only, never contact details. */
  disciplines?: string[];
  country?: string | null;
  totalFollowers?: number;
  /** The media kit's handle when brands may open it ('anyone' or 'brands'), else null. */
  mediaKitHandle?: string | null;
  /** The order's progress, added by the service for Hired entries in 'full' detail (issue 22). */
  progress?: OrderProgress;
  /** The pitch and the fee in force (issue 31): 'full' detail only. */
  pitch?: string;
  proposedFeeMinor?: number | null;
  pitchLinks?: string[];
  agreedFeeMinor?: number | null;
  /** The currency of the pitch (issue 46; null before it was kept) and a brand's offer waiting for an answer. */
  pitchCurrency?: Currency | null;
  offer?: { _id: string; feeMinor: number | null; currency: Currency; createdAt: string } | null;
};

/** A campaign with what its cards show: images in order, counts, the caller's status, its creators. */
export type CampaignView = CampaignRow & {
  imageIds: string[];
  creatorsCount: number;
  hiredCount: number;
  /** The spots taken: the campaign's own count of hires, which the hire and the feed's filter use. */
  spotsTaken: number;
  /** The agreed fees of its hires, summed: with 'full' detail only (its brand and admins). */
  agreedFeesTotalMinor: number | null;
  myStatus: EntryStatus | null;
  influencers: InfluencerEntry[] | null;
  /** The brand's kept rating totals (brand_profiles), for its average on the cards. */
  brandRatingSum: number;
  brandRatingCount: number;
};

/**
 * One page of campaigns, newest first, and the number the filter matches, in one statement. The
 * page's ids are chosen first (an index walk over `created_at`, or the trigram index for a title
 * search); the images, counts and creators of only those campaigns are then gathered set-wise:
 * one round trip and a handful of index scans whatever the page size, never a query (or a
 * subplan) per campaign. The statement is prepared once per shape of filter (db/prepared-statements).
 */
export async function listCampaignViews(
  db: Database,
  filter: CampaignFilter,
  { page, pageSize, ...options }: CampaignViewOptions & { page: number; pageSize: number },
): Promise<{ rows: CampaignView[]; total: number }> {
  const shape: Shape = {
    kind: 'page',
    ...shapeOf(options),
    state: filter.state,
    brand: Boolean(filter.brandId),
    price: Boolean(filter.price),
    platform: Boolean(filter.platform),
    niche: (filter.niches?.length ?? 0) > 0,
    wantsDisciplines: filter.wantsDisciplines !== undefined,
    compensation: filter.offersCompensation === true,
    search: Boolean(filter.titleContains),
    withCreator: Boolean(filter.withCreatorId),
    invited: Boolean(filter.invitedCreatorId),
    sort: filter.sort ?? 'newest',
    ...offerShapeOf(filter),
  };
  const records = await preparedOnce(db, 'campaign_views', selectViews, shape).execute({
    ...valuesOf(options),
    brandId: filter.brandId,
    price: filter.price,
    platform: filter.platform,
    niches: shape.niche ? filter.niches : undefined,
    wantedDisciplines: shape.wantsDisciplines ? filter.wantsDisciplines : undefined,
    withCreatorId: filter.withCreatorId,
    invitedCreatorId: filter.invitedCreatorId,
    pattern: filter.titleContains ? containsPattern(filter.titleContains) : undefined,
    ...offerValuesOf(filter, shape),
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return {
    rows: records.flatMap((record) => toViews(record)),
    total: records[0]?.total ?? 0,
  };
}

export async function findCampaignView(
  db: Database,
  id: string,
  options: CampaignViewOptions,
): Promise<CampaignView | null> {
  const shape = byIdShape('one', options);
  const [record] = await preparedOnce(db, 'campaign_views', selectViews, shape).execute({ ...valuesOf(options), id });
  return record ? (toViews(record)[0] ?? null) : null;
}

/** The campaigns of `ids` in any state, newest first, in one statement (the ids whose views a cache lacks). */
export async function listCampaignViewsByIds(
  db: Database,
  ids: readonly string[],
  options: CampaignViewOptions,
): Promise<CampaignView[]> {
  if (ids.length === 0) return [];
  const records = await preparedOnce(db, 'campaign_views', selectViews, byIdShape('some', options)).execute({
    ...valuesOf(options),
    ids: `{${ids.join(',')}}`,
  });
  return records.flatMap((record) => toViews(record));
}

function byIdShape(kind: 'one' | 'some', options: CampaignViewOptions): Shape {
  return {
    kind,
    ...shapeOf(options),
    state: 'any',
    brand: false,
    price: false,
    platform: false,
    niche: false,
    wantsDisciplines: false,
    compensation: false,
    search: false,
    withCreator: false,
    invited: false,
    sort: 'newest',
    ...offerShapeOf({}),
  };
}

/** What the SQL of a statement depends on; every value (ids, filters, the window) is a placeholder. */
type Shape = {
  /** A page of the list, one campaign by id, or some campaigns by id. */
  kind: 'page' | 'one' | 'some';
  influencers: InfluencerDetail;
  forCreator: boolean;
  state: CampaignListState;
  brand: boolean;
  price: boolean;
  platform: boolean;
  niche: boolean;
  wantsDisciplines: boolean;
  compensation: boolean;
  search: boolean;
  withCreator: boolean;
  invited: boolean;
  sort: CampaignSort;
} & OfferShape;

function shapeOf({ creatorId, influencers }: CampaignViewOptions) {
  return { influencers, forCreator: creatorId !== null };
}

function valuesOf({ creatorId }: CampaignViewOptions) {
  return { creatorId: creatorId ?? undefined };
}

function filterOf(shape: Shape): SQL | undefined {
  if (shape.kind === 'one') return eq(campaigns.id, sql.placeholder('id'));
  if (shape.kind === 'some') return sql`${campaigns.id} = any(${sql.placeholder('ids')}::uuid[])`;
  return and(
    stateFilter(shape.state),
    shape.brand ? eq(campaigns.brandId, sql.placeholder('brandId')) : undefined,
    shape.price ? eq(campaigns.price, sql.placeholder('price')) : undefined,
    // The spec's one platform, or any deliverable's (through campaigns_deliverable_platforms_idx).
    shape.platform
      ? sql`(${campaigns.socialMedia} = ${sql.placeholder('platform')}
          or ${campaigns.deliverablePlatforms} @> array[${sql.placeholder('platform')}::text])`
      : undefined,
    // Niches are stored in their canonical spelling: overlap through campaigns_niches_idx (GIN).
    shape.niche ? sql`${campaigns.niches} && ${sql.placeholder('niches')}::text[]` : undefined,
    // Discipline ids are canonical: overlap through campaigns_target_disciplines_idx (GIN).
    shape.wantsDisciplines
      ? sql`${campaigns.targetDisciplines} && ${sql.placeholder('wantedDisciplines')}::text[]`
      : undefined,
    shape.compensation ? eq(campaigns.offersCompensation, true) : undefined,
    shape.search ? ilike(campaigns.title, sql.placeholder('pattern')) : undefined,
    ...offerFilters(shape),
    shape.withCreator
      ? sql`exists (select 1 from ${campaignEntries} where ${campaignEntries.campaignId} = ${campaigns.id}
          and ${campaignEntries.creatorId} = ${sql.placeholder('withCreatorId')})`
      : undefined,
    // The creator's few invitations through campaign_entries_creator_id_status_idx, then their
    // campaigns by primary key: as an array, not `in (select …)`, which the generic plan joined by
    // hashing every open campaign (3.5 ms at 10,000 campaigns against 0.5 ms; issue 47).
    shape.invited ? invitedBy(sql.placeholder('invitedCreatorId')) : undefined,
  );
}

/** The campaigns this creator is invited to and has not answered ('Not Applied'). */
export function invitedBy(creatorId: Placeholder): SQL {
  return sql`${campaigns.id} = any(array(select ${campaignEntries.campaignId} from ${campaignEntries}
    where ${campaignEntries.creatorId} = ${creatorId} and ${campaignEntries.status} = 'Not Applied'))`;
}

/**
 * The state of a list in SQL. A deadline is compared with the statement's own `now()`, so an open
 * campaign leaves the feed the moment its deadline passes, with no task to flip it (decision 019);
 * the feed's cache may show it for up to FEED_PAGE_TTL_MS more.
 */
export function stateFilter(state: CampaignListState): SQL | undefined {
  // Literals, not parameters: the planner proves the partial indexes (`where status = 'open'`) from them.
  const isOpen = sql`${campaigns.status} = 'open'`;
  const beforeDeadline = sql`(${campaigns.applicationDeadline} is null or ${campaigns.applicationDeadline} > now())`;
  switch (state) {
    case 'open':
      return sql`${isOpen} and ${beforeDeadline}`;
    case 'closed':
      return sql`(${campaigns.status} = 'closed' or (${isOpen} and not ${beforeDeadline}))`;
    case 'archived':
      return sql`${campaigns.status} = 'archived'`;
    case 'listed':
      return sql`${campaigns.status} <> 'archived'`;
    case 'any':
      return undefined;
  }
}

function orderOf(shape: Shape, columns: { createdAt: SQLWrapper; id: SQLWrapper; deadline: SQLWrapper }): SQL[] {
  const newest = [desc(columns.createdAt), desc(columns.id)];
  return shape.sort === 'deadline' ? [sql`${columns.deadline} asc nulls last`, ...newest] : newest;
}

type ViewRecord = Omit<CampaignView, keyof CampaignRow> & { campaign: CampaignRow | null; total: number };

/** The campaign of a record, or none for the row that only carries the total of an empty page. */
function toViews({ campaign, total: _total, ...rest }: ViewRecord): CampaignView[] {
  return campaign ? [{ ...campaign, ...rest }] : [];
}

function selectViews(db: Database, shape: Shape) {
  const { kind, forCreator, influencers } = shape;
  const where = filterOf(shape);
  const ordered = db
    .select({ id: campaigns.id, createdAt: campaigns.createdAt, deadline: campaigns.applicationDeadline })
    .from(campaigns)
    .where(where)
    .orderBy(
      ...orderOf(shape, { createdAt: campaigns.createdAt, id: campaigns.id, deadline: campaigns.applicationDeadline }),
    )
    .$dynamic();
  const page = db
    .$with('page')
    .as(kind === 'page' ? ordered.limit(sql.placeholder('limit')).offset(sql.placeholder('offset')) : ordered);
  // The count runs on the same filter (one campaign by id needs none); a page past the end still
  // gets one row, which carries the total.
  const matching = db.$with('matching').as(
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number).as('total') })
      .from(campaigns)
      .where(kind === 'page' ? where : sql`false`),
  );
  const pageIds = db.select({ id: page.id }).from(page);
  const activeCreator = countedCreator();

  const entryTotals = db.$with('entry_totals').as(
    db
      .select({
        campaignId: campaignEntries.campaignId,
        // Declined and withdrawn creators no longer count (docs/decisions/019).
        creatorsCount: sql<number>`(count(*) filter (where ${campaignEntries.status} in ('Applied', 'Hired')))::int`.as(
          'creators_count',
        ),
        hiredCount: sql<number>`(count(*) filter (where ${campaignEntries.status} = 'Hired'))::int`.as('hired_total'),
        // Summed in the same pass over the page's entries; bigint, as the fees are.
        agreedFeesTotal: (influencers === 'full'
          ? sql<
              string | null
            >`(sum(${campaignEntries.agreedFeeMinor}) filter (where ${campaignEntries.status} = 'Hired'))::bigint`
          : sql<null>`null::bigint`
        ).as('agreed_fees_total'),
      })
      .from(campaignEntries)
      .innerJoin(accounts, activeCreator)
      .where(inArray(campaignEntries.campaignId, pageIds))
      .groupBy(campaignEntries.campaignId),
  );

  const imageLists = db.$with('image_lists').as(
    db
      .select({
        campaignId: campaignImages.campaignId,
        imageIds: sql<
          string[]
        >`array_agg(${campaignImages.fileId}::text order by ${campaignImages.position}, ${campaignImages.id})`.as(
          'image_ids',
        ),
      })
      .from(campaignImages)
      .where(inArray(campaignImages.campaignId, pageIds))
      .groupBy(campaignImages.campaignId),
  );

  const influencerLists = db.$with('influencer_lists').as(influencerQuery(db, pageIds, influencers));
  const withInfluencers = influencers !== 'none';

  const query = db
    .with(page, matching, entryTotals, imageLists, ...(withInfluencers ? [influencerLists] : []))
    .select({
      total: matching.total,
      campaign: campaigns,
      imageIds: sql<string[]>`coalesce(${imageLists.imageIds}, '{}'::text[])`,
      creatorsCount: sql<number>`coalesce(${entryTotals.creatorsCount}, 0)`,
      hiredCount: sql<number>`coalesce(${entryTotals.hiredCount}, 0)`,
      spotsTaken: sql<number>`${campaigns.hiredCount}`,
      agreedFeesTotalMinor: sql<number | null>`${
        influencers === 'full' ? sql`coalesce(${entryTotals.agreedFeesTotal}, 0)` : sql`null::bigint`
      }`.mapWith((value: string | number | null) => (value === null ? null : Number(value))),
      // Read apart from the totals, which leave blocked creators out: an erased creator's entry
      // keeps its status for the brand's screen of their threads (issue 34). One unique-index probe a row.
      myStatus: forCreator
        ? sql<EntryStatus | null>`(select ${campaignEntries.status} from ${campaignEntries}
            where ${campaignEntries.campaignId} = ${page.id} and ${campaignEntries.creatorId} = ${sql.placeholder('creatorId')})`
        : sql<null>`null::text`,
      // One primary-key read per campaign of the page; a brand without a profile reads as unrated.
      brandRatingSum: sql<number>`coalesce(${brandProfiles.ratingSum}, 0)`.mapWith(Number),
      brandRatingCount: sql<number>`coalesce(${brandProfiles.ratingCount}, 0)`.mapWith(Number),
      influencers: sql<InfluencerEntry[] | null>`${
        withInfluencers ? sql`coalesce(${influencerLists.influencers}, '[]'::json)` : sql`null::json`
      }`,
    })
    .from(matching)
    .leftJoin(page, sql`true`)
    .leftJoin(campaigns, eq(campaigns.id, page.id))
    .leftJoin(entryTotals, eq(entryTotals.campaignId, page.id))
    .leftJoin(imageLists, eq(imageLists.campaignId, page.id))
    .leftJoin(brandProfiles, eq(brandProfiles.accountId, campaigns.brandId))
    .$dynamic();
  return (withInfluencers ? query.leftJoin(influencerLists, eq(influencerLists.campaignId, page.id)) : query).orderBy(
    ...orderOf(shape, { createdAt: page.createdAt, id: page.id, deadline: page.deadline }),
  );
}

/**
 * The creators a campaign counts and lists: blocked ones are left out of every count and list
 * (DECISIONS: they cannot be found), but an erased creator's hire stands (issue 46, decision 031):
 * it still takes its spot, counts as hired and keeps its agreed fee, shown as DELETED_USER_NAME
 * (the erasure wrote it into the profile) with no address. Joins `accounts` to the entry.
 */
function countedCreator(): SQL | undefined {
  return and(
    eq(accounts.id, campaignEntries.creatorId),
    or(eq(accounts.status, 'active'), and(isNotNull(accounts.erasedAt), eq(campaignEntries.status, 'Hired'))),
  );
}

/**
 * Each campaign's creators as one JSON list, oldest entry first. Contact details are not even
 * read for a caller who may not see them.
 */
function influencerQuery(db: Database, pageIds: SQLWrapper, detail: InfluencerDetail) {
  const nicheLists = db
    .select({
      creatorId: creatorNiches.creatorId,
      niches: sql<string[]>`array_agg(${creatorNiches.niche} order by ${creatorNiches.niche})`.as('niches'),
    })
    .from(creatorNiches)
    .where(
      inArray(
        creatorNiches.creatorId,
        db
          .select({ creatorId: campaignEntries.creatorId })
          .from(campaignEntries)
          .where(inArray(campaignEntries.campaignId, pageIds)),
      ),
    )
    .groupBy(creatorNiches.creatorId)
    .as('niche_lists');
  // The pitch and the agreed fee go with the contact details: to the campaign's brand and admins only.
  const contact =
    detail === 'full'
      ? sql`, 'lastName', ${creatorProfiles.lastName}, 'email', ${shownEmail()}, 'niches', coalesce(${nicheLists.niches}, '{}'::text[]),
        'pitch', ${campaignEntries.pitch}, 'proposedFeeMinor', ${campaignEntries.proposedFeeMinor},
        'pitchLinks', ${campaignEntries.pitchLinks}, 'agreedFeeMinor', ${campaignEntries.agreedFeeMinor},
        'pitchCurrency', ${campaignEntries.pitchCurrency},
        'offer', (select json_build_object('_id', ${orderDeals.id}, 'feeMinor', ${orderDeals.feeMinor},
          'currency', ${orderDeals.currency}, 'createdAt', ${orderDeals.createdAt}) from ${orderDeals}
          where ${orderDeals.campaignId} = ${campaignEntries.campaignId} and ${orderDeals.creatorId} = ${campaignEntries.creatorId}
          and ${orderDeals.status} = 'proposed' limit 1),
        'disciplines', ${creatorProfiles.disciplines}, 'country', ${creatorProfiles.country},
        'totalFollowers', ${creatorProfiles.totalFollowers},
        'mediaKitHandle', case when ${creatorProfiles.mediaKitVisibility} <> 'nobody' then ${creatorProfiles.handle} end`
      : sql``;
  return db
    .select({
      campaignId: campaignEntries.campaignId,
      influencers: sql<InfluencerEntry[]>`json_agg(json_build_object(
        'status', ${campaignEntries.status}, 'creatorId', ${campaignEntries.creatorId},
        'firstName', ${creatorProfiles.firstName}, 'avatarFileId', ${creatorProfiles.avatarFileId} ${contact}
      ) order by ${campaignEntries.createdAt}, ${campaignEntries.id})`.as('influencers'),
    })
    .from(campaignEntries)
    .innerJoin(creatorProfiles, eq(creatorProfiles.accountId, campaignEntries.creatorId))
    .innerJoin(accounts, countedCreator())
    .leftJoin(nicheLists, eq(nicheLists.creatorId, campaignEntries.creatorId))
    .where(
      and(
        inArray(campaignEntries.campaignId, pageIds),
        detail === 'public' ? inArray(campaignEntries.status, ['Applied', 'Hired']) : undefined,
      ),
    )
    .groupBy(campaignEntries.campaignId);
}

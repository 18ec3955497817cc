import {
  AppError,
  type CampaignListQuery,
  type InviteOptionsQuery,
  type OrderProgress,
  type Page,
  type PageQuery,
  type TargetedFacets,
  targetMatch,
} from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import type { Principal } from '../../platform/auth/authenticate.ts';
import { createEncodedBytes, type EncodedBytes } from '../../platform/http/json-body-memo.ts';
import { contactVisibilityAmong, NO_CONTACT, type ContactVisibility } from '../creators/contact-visibility.ts';
import { loadOrderProgress, NO_PROGRESS, orderKeyOf } from '../work/work-progress.service.ts';
import { listInviteOptionRows, type InviteOptionRow } from './invite-options.repository.ts';
import { invitedCampaignsRead, type InvitedCampaignsRead } from './campaign-invitations.repository.ts';
import {
  findOwnDisciplines,
  listOrders,
  ownFeedFactsRead,
  type OrderRow,
  type OwnFeedRead,
} from './campaign-entries.repository.ts';
import {
  findCampaignView,
  listCampaignViews,
  listCampaignViewsByIds,
  type CampaignFilter,
  type CampaignListState,
  type CampaignView,
  type CampaignViewOptions,
  type InfluencerDetail,
} from './campaign-views.repository.ts';

/** A creator's order with how far its work is (issue 22). */
export type OrderWithProgress = OrderRow & { progress: OrderProgress };

/** A page of the creators' feed, shared by every creator (their own statuses are read apart). */
export type CreatorFeedPage = {
  /** The rows shared by every creator while the page is cached. */
  rows: CampaignView[];
  /** The response bytes made from those rows, kept with them in the cache (campaign-feed-cache.ts). */
  bytes: EncodedBytes;
  page: number;
  pageSize: number;
  total: number;
};

/** A page of a brand's own list as cached (every entry with contact details) and whose e-mails go out. */
export type BrandCampaignPage = CreatorFeedPage & { contact: ContactVisibility };

/**
 * GET /api/campaign for brands and admins: admins see every campaign, a brand only its own (a brand
 * asking for another brand's list gets an empty page); with each campaign's creators. `status`
 * picks open, closed or archived campaigns; without it, every campaign not archived.
 *
 * A brand's pages are shared for up to FEED_PAGE_TTL_MS in this process (`caches.brandPages`,
 * decision 020): the rows hold every entry with its e-mail, and whose e-mails leave is decided per
 * request from the brand's hires among the page's creators (one query, never cached).
 */
export async function listCampaigns(
  context: AppContext,
  principal: Principal,
  query: CampaignListQuery,
): Promise<BrandCampaignPage> {
  const { page, pageSize } = query;
  const isBrand = principal.type === 'brand';
  if (!isBrand) {
    const filter = filterOf(query, undefined, query.status ?? 'listed');
    const { rows, total } = await loadBrandListRows(context, filter, principal, { page, pageSize });
    const contact = await contactAmongEntries(context, principal, rows);
    return { rows, bytes: createEncodedBytes(), page, pageSize, total, contact };
  }
  const shared = await readBrandCampaignPage(context, principal.accountId, query);
  return { ...shared, contact: await contactAmongEntries(context, principal, shared.rows) };
}

/**
 * A brand's own page of GET /api/campaign as cached, before whose e-mails leave is decided: the
 * route reads that with the brand's session check (`brandContactRead`), and it may read the page
 * before the check, as nothing leaves until the check has passed.
 */
export async function readBrandCampaignPage(
  context: AppContext,
  brandId: string,
  query: CampaignListQuery,
): Promise<CreatorFeedPage> {
  const { page, pageSize } = query;
  if (query.brandid && query.brandid !== brandId) {
    return { rows: [], bytes: createEncodedBytes(), page, pageSize, total: 0 };
  }
  const filter = filterOf(query, brandId, query.status ?? 'listed');
  const brand = { type: 'brand', accountId: brandId } as const;
  const shared = await context.caches.brandPages.read(filter, { page, pageSize }, () =>
    loadBrandListRows(context, filter, brand, { page, pageSize }),
  );
  return { rows: shared.rows, bytes: shared.bytes, page, pageSize, total: shared.total };
}

/** A page of campaigns with every entry in full and the hires' order progress. */
async function loadBrandListRows(
  context: AppContext,
  filter: CampaignFilter,
  viewer: Pick<Principal, 'type' | 'accountId'>,
  paging: PageQuery,
): Promise<{ rows: CampaignView[]; total: number }> {
  const views = await listCampaignViews(context.db, filter, { ...optionsFor(viewer, 'full'), ...paging });
  return { ...views, rows: await withOrderProgress(context, views.rows) };
}

/** The creators of a page's entries, whose contact a brand may see once it hired them. */
export function entryCreatorIdsOf(views: readonly CampaignView[]): string[] {
  return views.flatMap((view) => (view.influencers ?? []).map((entry) => entry.creatorId));
}

/**
 * GET /api/brands/influencers/{creatorId}/campaigns: the calling brand's campaigns this creator is
 * in (any state, any number, in pages), newest first, each with the creator's status in it
 * (`myStatus`): the brand's messaging screen reads them from here instead of filtering a page of
 * its whole list (issue 21, no cap).
 */
export async function listBrandCampaignsOfCreator(
  context: AppContext,
  principal: Principal,
  creatorId: string,
  paging: PageQuery,
): Promise<CreatorFeedPage> {
  const { page, pageSize } = paging;
  const filter: CampaignFilter = { state: 'any', brandId: principal.accountId, withCreatorId: creatorId };
  const shared = await context.caches.brandPages.read(filter, { page, pageSize }, () =>
    listCampaignViews(context.db, filter, { creatorId, influencers: 'none', page, pageSize }),
  );
  return { rows: shared.rows, bytes: shared.bytes, page, pageSize, total: shared.total };
}

/**
 * GET /api/brands/invite-options: the calling brand's open campaigns whose title contains `q`,
 * newest first, each with the asked creators' statuses in it, so the invite lists of a page of
 * browse mark the campaigns each creator is already on. Read fresh, in one statement: an answer to
 * an invitation shows at the next read, not after a cache's lifetime.
 */
export async function listInviteOptions(
  context: AppContext,
  principal: Principal,
  query: InviteOptionsQuery,
): Promise<Page<InviteOptionRow>> {
  const { page, pageSize } = query;
  const { rows, total } = await listInviteOptionRows(context.db, {
    brandId: principal.accountId,
    creatorIds: query.creatorId,
    titleContains: query.q || undefined,
    page,
    pageSize,
  });
  return { items: rows, page, pageSize, total };
}

/**
 * GET /api/campaign for creators, the feed: every open campaign (not closed, archived or past its
 * application deadline). The page shared by every creator comes from the feed cache (read at most
 * once per FEED_PAGE_TTL_MS and filter in this process). With `discipline=mine` the caller's own
 * disciplines are read first (one primary-key read) and the page is shared by every creator with
 * the same ones.
 */
export async function readCreatorFeed(
  context: AppContext,
  query: CampaignListQuery,
  creatorId: string,
): Promise<CreatorFeedPage> {
  const { page, pageSize } = query;
  const filter = filterOf(query, query.brandid, 'open');
  if (query.discipline === 'mine') filter.wantsDisciplines = await findOwnDisciplines(context.db, creatorId);
  const shared = await context.caches.feedPages.read(filter, { page, pageSize }, () =>
    listCampaignViews(context.db, filter, { creatorId: null, influencers: 'none', page, pageSize }),
  );
  return { rows: shared.rows, bytes: shared.bytes, page, pageSize, total: shared.total };
}

/** A campaign as one of a creator's invitations shows it (its status is hers: 'Not Applied'). */
export type InvitedCampaignView = CampaignView;

/**
 * GET /api/influencers/invitations (docs/decisions/025): which open campaigns the calling creator
 * is invited to and has not answered, newest first, read with her session check. Never cached:
 * her answer or a campaign's closing takes it off her list at once.
 */
export function invitationsOfCaller(paging: PageQuery): InvitedCampaignsRead {
  return invitedCampaignsRead(paging);
}

/**
 * The campaigns of one page of a creator's invitations (their ids read fresh with her session,
 * `invitedCampaignsRead`), from the campaigns every creator shares (`caches.campaignViews`); a
 * campaign deleted between the two reads is left out.
 */
export async function invitedCampaignViews(
  context: AppContext,
  ids: readonly string[],
): Promise<InvitedCampaignView[]> {
  return context.caches.campaignViews.viewsOf(ids, (missing) =>
    listCampaignViewsByIds(context.db, missing, { creatorId: null, influencers: 'none' }),
  );
}

/**
 * The caller's own status in each campaign of a feed page and her facets, read fresh (never
 * cached), so an application or a profile change shows at once whatever the cache holds; the route
 * reads them with the caller's session check (`confirmSessionWith`), in one statement.
 */
export function ownFeedFactsIn(feed: CreatorFeedPage): OwnFeedRead {
  return ownFeedFactsRead(feed.rows.map((row) => row.id));
}

/**
 * Whether each campaign of a feed page matches the creator's facets (`targetMatch`, issue 33):
 * computed per request from the page's cached targets, so the shared page stays shared.
 */
export function profileMatchesIn(feed: CreatorFeedPage, facets: TargetedFacets | null): boolean[] {
  return feed.rows.map(
    (row) =>
      facets !== null &&
      targetMatch({ disciplines: row.targetDisciplines, countries: row.targetCountries }, facets).matches,
  );
}

function filterOf(query: CampaignListQuery, brandId: string | undefined, state: CampaignListState): CampaignFilter {
  return {
    state,
    brandId,
    price: query.type,
    platform: query.platform,
    niches: query.niche,
    offersCompensation: query.compensation,
    titleContains: query.q || undefined,
    sort: query.sort,
    kinds: query.kind,
    currency: query.currency,
    feeMin: query.feeMin,
    feeMax: query.feeMax,
    contentFrom: query.contentFrom,
    contentTo: query.contentTo,
    formats: query.format,
    spotsLeft: query.spotsLeft,
  };
}

/**
 * GET /api/campaign/{id}: its brand and admins get every entry (e-mails: admins all, the brand those
 * it hired); a creator gets the applied and hired creators' picture and first name. Another
 * brand's campaign is 404.
 */
export async function getCampaign(
  context: AppContext,
  principal: Principal,
  id: string,
): Promise<{ campaign: CampaignView; contact: ContactVisibility }> {
  const detail: InfluencerDetail = principal.type === 'contentCreator' ? 'public' : 'full';
  const campaign = await findCampaignView(context.db, id, optionsFor(principal, detail));
  if (!campaign || (principal.type === 'brand' && campaign.brandId !== principal.accountId)) {
    throw campaignNotFound();
  }
  if (detail !== 'full') return { campaign, contact: NO_CONTACT };
  const [[shown = campaign], contact] = await Promise.all([
    withOrderProgress(context, [campaign]),
    contactAmongEntries(context, principal, [campaign]),
  ]);
  return { campaign: shown, contact };
}

/** A creator's own orders; anyone else's answer 404. */
export async function listCreatorOrders(
  context: AppContext,
  principal: Principal,
  userId: string,
  paging: PageQuery,
): Promise<Page<OrderWithProgress>> {
  if (principal.type !== 'contentCreator' || principal.accountId !== userId) {
    throw new AppError('NOT_FOUND', 'These orders do not exist.');
  }
  const { rows, total } = await listOrders(context.db, userId, paging);
  const keys = rows.map((row) => ({ campaignId: row.id, creatorId: userId }));
  const progress = await loadOrderProgress(context.db, keys, context.clock.now());
  const items = rows.map((row) => ({
    ...row,
    progress: progress.get(orderKeyOf({ campaignId: row.id, creatorId: userId })) ?? NO_PROGRESS,
  }));
  return { items, page: paging.page, pageSize: paging.pageSize, total };
}

/**
 * The campaigns' Hired entries with their order's progress (issue 22), for the campaign's brand and
 * admins ('full' detail): one grouped statement for the whole page. A brand's cached page keeps
 * it as long as the rows (FEED_PAGE_TTL_MS): progress may show that much late, as the entries do.
 */
async function withOrderProgress(context: AppContext, views: CampaignView[]): Promise<CampaignView[]> {
  const hires = views.flatMap((view) =>
    (view.influencers ?? [])
      .filter((entry) => entry.status === 'Hired')
      .map((entry) => ({ campaignId: view.id, creatorId: entry.creatorId })),
  );
  if (hires.length === 0) return views;
  const progress = await loadOrderProgress(context.db, hires, context.clock.now());
  return views.map((view) => ({
    ...view,
    influencers:
      view.influencers?.map((entry) =>
        entry.status === 'Hired'
          ? {
              ...entry,
              progress: progress.get(orderKeyOf({ campaignId: view.id, creatorId: entry.creatorId })) ?? NO_PROGRESS,
            }
          : entry,
      ) ?? null,
  }));
}

export function campaignNotFound(): AppError {
  return new AppError('NOT_FOUND', 'This campaign does not exist.');
}

function optionsFor(
  principal: Pick<Principal, 'type' | 'accountId'>,
  influencers: InfluencerDetail,
): CampaignViewOptions {
  return { creatorId: principal.type === 'contentCreator' ? principal.accountId : null, influencers };
}

/**
 * Whose e-mails the campaigns' entries may carry for this caller (DECISIONS: contact details):
 * every one for admins, a brand's hires (on any of its campaigns) among the campaigns' creators,
 * in one query for the whole page.
 */
export async function contactAmongEntries(
  context: AppContext,
  principal: Principal,
  views: readonly CampaignView[],
): Promise<ContactVisibility> {
  return contactVisibilityAmong(context.db, principal, entryCreatorIdsOf(views));
}

import { AppError, type CampaignListQuery, type Page, type PageQuery } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import type { Principal } from '../../platform/auth/authenticate.ts';
import type { EncodedBytes } from '../../platform/http/json-body-memo.ts';
import { listOrders, ownStatusesRead, type OrderRow, type OwnStatusesRead } from './campaign-entries.repository.ts';
import {
  findCampaignView,
  listCampaignViews,
  type CampaignFilter,
  type CampaignView,
  type CampaignViewOptions,
  type InfluencerDetail,
} from './campaign-views.repository.ts';

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

/**
 * GET /api/campaign for brands and admins: admins see every campaign, a brand only its own (a brand
 * asking for another brand's list gets an empty page); with each campaign's creators.
 */
export async function listCampaigns(
  context: AppContext,
  principal: Principal,
  query: CampaignListQuery,
): Promise<Page<CampaignView> & { showEmails: boolean }> {
  const { page, pageSize } = query;
  const isBrand = principal.type === 'brand';
  if (isBrand && query.brandid && query.brandid !== principal.accountId) {
    return { items: [], page, pageSize, total: 0, showEmails: false };
  }
  const listDetail: InfluencerDetail = 'full';
  const { rows, total } = await listCampaignViews(
    context.db,
    filterOf(query, isBrand ? principal.accountId : undefined),
    {
      ...optionsFor(principal, listDetail),
      page,
      pageSize,
    },
  );
  return { items: rows, page, pageSize, total, showEmails: showsEmails(principal, listDetail) };
}

/**
 * GET /api/campaign for creators, the feed: every campaign. The page shared by every creator comes
 * from the feed cache (read at most once per FEED_PAGE_TTL_MS and filter in this process).
 */
export async function readCreatorFeed(context: AppContext, query: CampaignListQuery): Promise<CreatorFeedPage> {
  const { page, pageSize } = query;
  const filter = filterOf(query, query.brandid);
  const shared = await context.caches.feedPages.read(filter, { page, pageSize }, () =>
    listCampaignViews(context.db, filter, { creatorId: null, influencers: 'none', page, pageSize }),
  );
  return { rows: shared.rows, bytes: shared.bytes, page, pageSize, total: shared.total };
}

/**
 * The caller's own status in each campaign of a feed page, read fresh (never cached), so an
 * application shows at once whatever the cache holds; the route reads it with the caller's
 * session check (`confirmSessionWith`), in one statement.
 */
export function ownStatusesIn(feed: CreatorFeedPage): OwnStatusesRead {
  return ownStatusesRead(feed.rows.map((row) => row.id));
}

function filterOf(query: CampaignListQuery, brandId: string | undefined): CampaignFilter {
  return { brandId, price: query.type, platform: query.platform, titleContains: query.q || undefined };
}

/**
 * GET /api/campaign/{id}: its brand and admins get every entry with contact details; a creator
 * gets the applied and hired creators' picture and first name. Another brand's campaign is 404.
 */
export async function getCampaign(
  context: AppContext,
  principal: Principal,
  id: string,
): Promise<{ campaign: CampaignView; showEmails: boolean }> {
  const detail: InfluencerDetail = principal.type === 'contentCreator' ? 'public' : 'full';
  const campaign = await findCampaignView(context.db, id, optionsFor(principal, detail));
  if (!campaign || (principal.type === 'brand' && campaign.brandId !== principal.accountId)) {
    throw campaignNotFound();
  }
  return { campaign, showEmails: showsEmails(principal, detail) };
}

/** GET /api/campaign/{userId}/campaigns: a creator's own orders; anyone else's answer 404. */
export async function listCreatorOrders(
  context: AppContext,
  principal: Principal,
  userId: string,
  paging: PageQuery,
): Promise<Page<OrderRow>> {
  if (principal.type !== 'contentCreator' || principal.accountId !== userId) {
    throw new AppError('NOT_FOUND', 'These orders do not exist.');
  }
  const { rows, total } = await listOrders(context.db, userId, paging);
  return { items: rows, page: paging.page, pageSize: paging.pageSize, total };
}

export function campaignNotFound(): AppError {
  return new AppError('NOT_FOUND', 'This campaign does not exist.');
}

function optionsFor(principal: Principal, influencers: InfluencerDetail): CampaignViewOptions {
  return { creatorId: principal.type === 'contentCreator' ? principal.accountId : null, influencers };
}

// A creator's e-mail goes to paid brands and admins only (DECISIONS: contact details), and only
// when creators' details are shown at all; the payment flag comes fresh with the session.
function showsEmails(principal: Principal, detail: InfluencerDetail): boolean {
  if (detail !== 'full') return false;
  return principal.type === 'admin' || (principal.type === 'brand' && principal.brandHasPaid);
}

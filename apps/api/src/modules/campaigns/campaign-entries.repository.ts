import type { Currency, DealTerms, EntryStatus, TargetedFacets } from '@equicreators/shared';
import { and, desc, eq, getTableColumns, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pageWindow, selectPageWithTotal, toPage, totalColumn } from '../../db/paging.ts';
import { preparedOnce } from '../../db/prepared-statements.ts';
import { accounts, campaignEntries, campaigns, creatorProfiles, messages, orderDeals } from '../../db/schema/index.ts';
import { isUnreadFor } from '../../db/unread-messages.ts';
import type { CallerRead } from '../../platform/auth/authenticate.ts';
import type { CampaignRow } from './campaigns.repository.ts';

export type CampaignEntryRow = typeof campaignEntries.$inferSelect;

/** A creator as the campaign e-mails need them; only active accounts are found. */
export type CreatorContact = { id: string; email: string; firstName: string; lastName: string };

export async function findEntry(db: Database, campaignId: string, creatorId: string): Promise<CampaignEntryRow | null> {
  const [row] = await db
    .select()
    .from(campaignEntries)
    .where(and(eq(campaignEntries.campaignId, campaignId), eq(campaignEntries.creatorId, creatorId)))
    .limit(1);
  return row ?? null;
}

type StatusPairs = [campaignId: string, status: EntryStatus][] | null;
type OwnFeedRaw = { statuses: StatusPairs; facets: TargetedFacets | null } | null;
/** The caller's status in each campaign of a page, and her facets that campaigns target (issue 33). */
export type OwnFeedFacts = { statuses: (EntryStatus | null)[]; facets: TargetedFacets | null };
export type OwnFeedRead = CallerRead<OwnFeedRaw, OwnFeedFacts>;

// The caller's status in each campaign of a page (the page's ids as one uuid[] value), through
// the (campaign_id, creator_id) index, and her disciplines and country (a primary-key read of her
// profile); only placeholders, so one statement serves every page.
const OWN_FEED_FACTS = sql<OwnFeedRaw>`json_build_object(
  'statuses', (
    select json_agg(json_build_array(${campaignEntries.campaignId}, ${campaignEntries.status}))
    from ${campaignEntries}
    where ${campaignEntries.creatorId} = ${sql.placeholder('accountId')}
      and ${campaignEntries.campaignId} = any(${sql.placeholder('campaignIds')}::uuid[])
  ),
  'facets', (
    select json_build_object('disciplines', ${creatorProfiles.disciplines}, 'country', ${creatorProfiles.country})
    from ${creatorProfiles}
    where ${creatorProfiles.accountId} = ${sql.placeholder('accountId')}
  )
)`;

/**
 * The caller's own status in each of these campaigns, in order (null where they have no entry),
 * and her facets, read with her session check: the creators' feed makes one round trip per
 * request instead of two.
 */
export function ownFeedFactsRead(campaignIds: readonly string[]): OwnFeedRead {
  return {
    name: 'session_with_own_feed_facts',
    column: OWN_FEED_FACTS,
    values: { campaignIds: `{${campaignIds.join(',')}}` },
    decode(raw) {
      const statuses = new Map(raw?.statuses ?? []);
      return {
        statuses: campaignIds.map((id) => statuses.get(id) ?? null),
        facets: raw?.facets ?? null,
      };
    },
  };
}

/** A creator's own disciplines (the feed's "My disciplines" filter); none for an unknown account. */
export async function findOwnDisciplines(db: Database, creatorId: string): Promise<string[]> {
  const [row] = await db
    .select({ disciplines: creatorProfiles.disciplines })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.accountId, creatorId))
    .limit(1);
  return row?.disciplines ?? [];
}

/**
 * Adds the creator's entry unless one exists. Answers the new row, or null when there already was
 * one: under concurrent calls exactly one caller gets a row (the unique constraint decides).
 */
export async function insertEntryIfAbsent(
  executor: Database,
  entry: { campaignId: string; creatorId: string; status: Exclude<EntryStatus, 'Hired'>; now: Date },
): Promise<CampaignEntryRow | null> {
  const { campaignId, creatorId, status, now } = entry;
  const [row] = await executor
    .insert(campaignEntries)
    .values({
      campaignId,
      creatorId,
      status,
      invitedAt: status === 'Not Applied' ? now : null,
      appliedAt: status === 'Applied' ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [campaignEntries.campaignId, campaignEntries.creatorId] })
    .returning();
  return row ?? null;
}

/** The creator's pitch on their entry; a new application replaces the one before. */
export async function setEntryPitch(
  executor: Database,
  entry: { campaignId: string; creatorId: string },
  pitch: { message: string; proposedFeeMinor: number | null; links: string[]; currency: Currency },
): Promise<void> {
  await executor
    .update(campaignEntries)
    .set({
      pitch: pitch.message,
      proposedFeeMinor: pitch.proposedFeeMinor,
      pitchLinks: pitch.links,
      pitchCurrency: pitch.currency,
    })
    .where(and(eq(campaignEntries.campaignId, entry.campaignId), eq(campaignEntries.creatorId, entry.creatorId)));
}

/** One more spot taken: written in the hire's transaction, under the campaign's row lock. */
export async function incrementHiredCount(executor: Database, campaignId: string): Promise<void> {
  await executor
    .update(campaigns)
    .set({ hiredCount: sql`${campaigns.hiredCount} + 1` })
    .where(eq(campaigns.id, campaignId));
}

export async function findActiveCreatorContact(db: Database, creatorId: string): Promise<CreatorContact | null> {
  const [row] = await db
    .select({
      id: creatorProfiles.accountId,
      email: accounts.email,
      firstName: creatorProfiles.firstName,
      lastName: creatorProfiles.lastName,
    })
    .from(creatorProfiles)
    .innerJoin(accounts, eq(accounts.id, creatorProfiles.accountId))
    .where(and(eq(creatorProfiles.accountId, creatorId), eq(accounts.status, 'active')))
    .limit(1);
  return row ?? null;
}

/**
 * A campaign the creator is hired on, with the hire time, the brand's unread messages and the
 * terms of the deal in force (null: none accepted yet), which decide the fee the order shows.
 */
export type OrderRow = CampaignRow & {
  orderId: string;
  hiredAt: Date;
  unreadCount: number;
  agreedFeeMinor: number | null;
  dealTerms: DealTerms | null;
};

/** The creator's orders: campaigns they are hired on, newest hire first (DECISIONS: orders). */
export async function listOrders(
  db: Database,
  creatorId: string,
  window: { page: number; pageSize: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const records = await preparedOnce(db, 'creator_orders', selectOrderPage).execute({
    ...pageWindow(window),
    creatorId,
  });
  const { rows, total } = toPage(records);
  return { rows: rows.map(orderOfRecord), total };
}

/** One of the creator's orders; null when she is not hired on the campaign. */
export async function findOrder(db: Database, creatorId: string, campaignId: string): Promise<OrderRow | null> {
  const [record] = await orderRows(db)
    .where(and(hiredBy(creatorId), eq(campaignEntries.campaignId, campaignId)))
    .limit(1);
  return record ? orderOfRecord(record) : null;
}

function orderOfRecord<T extends { hiredAt: Date | null; entryUpdatedAt: Date }>({
  hiredAt,
  entryUpdatedAt,
  ...order
}: T) {
  // Entries hired before hired_at was kept have only their last change as the time.
  return { ...order, hiredAt: hiredAt ?? entryUpdatedAt };
}

function hiredBy(creatorId: SQLWrapper | string) {
  return and(eq(campaignEntries.creatorId, creatorId), eq(campaignEntries.status, 'Hired'));
}

function orderRows(db: Database) {
  return db
    .select({
      ...getTableColumns(campaigns),
      orderId: sql<string>`${campaignEntries.id}`.as('order_id'),
      hiredAt: campaignEntries.hiredAt,
      agreedFeeMinor: campaignEntries.agreedFeeMinor,
      // The latest accepted version is the deal in force (deals.presenter.ts); one index probe.
      dealTerms: sql<DealTerms | null>`(
        select ${orderDeals.terms} from ${orderDeals}
        where ${orderDeals.campaignId} = ${campaignEntries.campaignId}
          and ${orderDeals.creatorId} = ${campaignEntries.creatorId} and ${orderDeals.status} = 'accepted'
        order by ${orderDeals.version} desc limit 1
      )`.as('deal_terms'),
      // The campaign has an updated_at of its own: the entry's is named apart in the page.
      entryUpdatedAt: sql<Date>`${campaignEntries.updatedAt}`.mapWith(campaignEntries.updatedAt).as('entry_updated_at'),
      unreadCount: sql<number>`(
        select count(*)::int from ${messages}
        where ${messages.campaignId} = ${campaignEntries.campaignId}
          and ${messages.creatorId} = ${campaignEntries.creatorId} and ${isUnreadFor('contentCreator')}
      )`.as('unread_count'),
    })
    .from(campaignEntries)
    .innerJoin(campaigns, eq(campaigns.id, campaignEntries.campaignId))
    .$dynamic();
}

function selectOrderPage(db: Database) {
  const hired = hiredBy(sql.placeholder('creatorId'));
  return selectPageWithTotal(db, {
    count: db.select(totalColumn()).from(campaignEntries).where(hired),
    rows: orderRows(db).where(hired),
    orderBy: (order) => [sql`${order.hiredAt} desc nulls last`, desc(order.id)],
  });
}

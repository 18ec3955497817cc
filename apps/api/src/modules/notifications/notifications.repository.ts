import { and, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { pageWindow, selectPageWithTotal, toPage, totalColumn } from '../../db/paging.ts';
import { preparedOnce } from '../../db/prepared-statements.ts';
import {
  accounts,
  brandProfiles,
  campaigns,
  contactMessages,
  creatorProfiles,
  notifications,
  orderRatings,
} from '../../db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'readAt'>;

/** Writes notifications inside the caller's transaction (the one that queues the event's e-mail). */
export async function insertNotifications(executor: Database, rows: NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  await executor.insert(notifications).values(rows);
}

/** Every active admin account: each is told of new brands, contact messages and reviews. */
export async function findAdminAccountIds(executor: Database): Promise<string[]> {
  const rows = await executor
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.type, 'admin'), eq(accounts.status, 'active')));
  return rows.map((row) => row.id);
}

/** A page of the recipient's notifications with what their words need, newest first. */
export async function listNotifications(db: Database, recipientId: string, window: { page: number; pageSize: number }) {
  const statement = preparedOnce(db, 'notifications_page', selectNotificationPage);
  return toPage(await statement.execute({ ...pageWindow(window), recipientId }));
}

function selectNotificationPage(db: Database) {
  const recipient = eq(notifications.recipientId, sql.placeholder('recipientId'));
  return selectPageWithTotal(db, {
    count: db.select(totalColumn()).from(notifications).where(recipient),
    rows: db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        campaignId: notifications.campaignId,
        creatorId: notifications.creatorId,
        brandId: notifications.brandId,
        subjectId: notifications.subjectId,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
        // Named apart: the page is a subquery, where two `first_name`s would be one too many.
        campaignTitle: campaigns.title,
        campaignCompany: nullableText(campaigns.companyName, 'campaign_company'),
        creatorFirstName: nullableText(creatorProfiles.firstName, 'creator_first_name'),
        creatorLastName: nullableText(creatorProfiles.lastName, 'creator_last_name'),
        brandCompany: nullableText(brandProfiles.companyName, 'brand_company'),
        contactFirstName: nullableText(contactMessages.firstName, 'contact_first_name'),
        contactLastName: nullableText(contactMessages.lastName, 'contact_last_name'),
        // Blind ratings (issue 46): the ratee hears that they were rated, the stars once published.
        ratingStars: sql<number | null>`case when ${notifications.kind} = 'rating-received'
          and ${orderRatings.publishedAt} is null then null else ${orderRatings.stars} end`.as('rating_stars'),
      })
      .from(notifications)
      .leftJoin(campaigns, eq(campaigns.id, notifications.campaignId))
      .leftJoin(creatorProfiles, eq(creatorProfiles.accountId, notifications.creatorId))
      .leftJoin(brandProfiles, eq(brandProfiles.accountId, notifications.brandId))
      .leftJoin(
        contactMessages,
        and(eq(notifications.kind, 'contact-message'), eq(contactMessages.id, notifications.subjectId)),
      )
      .leftJoin(
        orderRatings,
        and(
          inArray(notifications.kind, ['rating-received', 'review-to-moderate']),
          eq(orderRatings.id, notifications.subjectId),
        ),
      )
      .where(recipient)
      .$dynamic(),
    orderBy: (row) => [desc(row.createdAt), desc(row.id)],
  });
}
function nullableText(column: AnyPgColumn, alias: string) {
  return sql<string | null>`${column}`.as(alias);
}

export type NotificationRecord = Awaited<ReturnType<typeof listNotifications>>['rows'][number];

export async function countUnreadNotifications(executor: Database, recipientId: string): Promise<number> {
  const [row] = await executor
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.recipientId, recipientId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** Marks one of the recipient's notifications read; false when it is not theirs (or does not exist). */
export async function markNotificationRead(
  executor: Database,
  { recipientId, notificationId, now }: { recipientId: string; notificationId: string; now: Date },
): Promise<{ found: boolean; changed: boolean }> {
  const [row] = await executor
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, notificationId), eq(notifications.recipientId, recipientId)))
    .returning({ readAt: notifications.readAt });
  if (!row) return { found: false, changed: false };
  return { found: true, changed: row.readAt?.getTime() === now.getTime() };
}

/** Marks every unread notification of the recipient read; the number changed. */
export async function markAllNotificationsRead(
  executor: Database,
  { recipientId, now }: { recipientId: string; now: Date },
): Promise<number> {
  const rows = await executor
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.recipientId, recipientId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * Retention (docs/decisions/024): read notifications older than `readBefore` and any older than
 * `anyBefore` go, at most `limit` a round so one round never holds a long lock.
 */
export async function deleteOldNotifications(
  executor: Database,
  { readBefore, anyBefore, limit }: { readBefore: Date; anyBefore: Date; limit: number },
): Promise<number> {
  const old = executor
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      or(
        lt(notifications.createdAt, anyBefore),
        and(lt(notifications.createdAt, readBefore), sql`${notifications.readAt} is not null`),
      ),
    )
    .limit(limit);
  const rows = await executor
    .delete(notifications)
    .where(inArray(notifications.id, old))
    .returning({ id: notifications.id });
  return rows.length;
}

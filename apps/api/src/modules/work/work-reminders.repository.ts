import { WORK_RULES, type AccountStatus } from '@equicreators/shared';
import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  accounts,
  campaignEntries,
  campaigns,
  creatorProfiles,
  orderDeliverables,
  orderSubmissions,
} from '../../db/schema/index.ts';
import { entryOfOrderRow } from './work.repository.ts';
import { shownName } from '../../db/shown-names.ts';

const HOUR_MS = 60 * 60 * 1000;

/** The creator's two reminders of a deliverable: 48 hours before its due date, and once overdue. */
export type DeliverableReminderKind = 'dueSoon' | 'overdue';

/** A reminder claimed for sending: what the e-mail says and where it goes. */
export type ClaimedReminder = {
  campaignId: string;
  creatorId: string;
  campaignTitle: string;
  companyName: string;
  /** The deliverable's title, or (review reminders) the creator's name. */
  subject: string;
  dueAt: Date | null;
  email: string;
  /** The account the reminder goes to (its opt-outs are checked when the e-mail is queued). */
  recipientId: string;
  recipientStatus: AccountStatus;
};

// An open order: the creator is still hired and the brand has not closed it.
const isOrderOpen = and(eq(campaignEntries.status, 'Hired'), isNull(campaignEntries.closedAt));

const joinsEntry = entryOfOrderRow(orderDeliverables);

/**
 * Claims up to `limit` deliverables whose reminder of this kind is due, stamping it sent at `now`
 * in the same statement: `FOR UPDATE SKIP LOCKED` lets several processes share the sweep, and a
 * stamped row is chosen again only once the brand has moved its due date since, and a day after
 * the stamp at the earliest: one reminder of a kind per deliverable a day, however often the date
 * moves (issue 28). The caller queues the e-mails in the same transaction: a crash before its
 * commit leaves the reminders due, after it leaves them sent.
 */
export async function claimDeliverableReminders(
  tx: Database,
  kind: DeliverableReminderKind,
  now: Date,
  limit: number,
): Promise<string[]> {
  const notice = kind === 'dueSoon' ? orderDeliverables.dueSoonNoticeAt : orderDeliverables.overdueNoticeAt;
  // Due soon: the due instant is within the next 48 hours. Overdue: it has passed (shared
  // isDeliverableOverdue). Approved deliverables and closed orders are never reminded of.
  const window: SQL | undefined =
    kind === 'dueSoon'
      ? and(
          gt(orderDeliverables.dueAt, now),
          lte(orderDeliverables.dueAt, new Date(now.getTime() + WORK_RULES.dueSoonHours * HOUR_MS)),
        )
      : lt(orderDeliverables.dueAt, now);
  const due = tx
    .select({ id: orderDeliverables.id })
    .from(orderDeliverables)
    .innerJoin(campaignEntries, joinsEntry)
    .where(
      and(
        isNotNull(orderDeliverables.dueAt),
        ne(orderDeliverables.status, 'approved'),
        or(
          isNull(notice),
          and(
            // At the same instant as the stamp counts as after it (a pass's `now` is taken at its start).
            gte(orderDeliverables.dueChangedAt, notice),
            lte(notice, new Date(now.getTime() - WORK_RULES.reminderMinIntervalHours * HOUR_MS)),
          ),
        ),
        window,
        isOrderOpen,
      ),
    )
    .orderBy(asc(orderDeliverables.dueAt))
    .limit(limit)
    .for('update', { of: orderDeliverables, skipLocked: true });
  const claimed = await tx
    .update(orderDeliverables)
    .set(kind === 'dueSoon' ? { dueSoonNoticeAt: now } : { overdueNoticeAt: now })
    .where(inArray(orderDeliverables.id, due))
    .returning({ id: orderDeliverables.id });
  return claimed.map((row) => row.id);
}

/** The claimed deliverables with their order's names and the creator's address. */
export async function findDeliverableReminders(tx: Database, ids: string[]): Promise<ClaimedReminder[]> {
  if (ids.length === 0) return [];
  return tx
    .select({
      campaignId: orderDeliverables.campaignId,
      creatorId: orderDeliverables.creatorId,
      campaignTitle: campaigns.title,
      companyName: campaigns.companyName,
      subject: orderDeliverables.title,
      dueAt: orderDeliverables.dueAt,
      email: accounts.email,
      recipientId: accounts.id,
      recipientStatus: accounts.status,
    })
    .from(orderDeliverables)
    .innerJoin(campaigns, eq(campaigns.id, orderDeliverables.campaignId))
    .innerJoin(accounts, eq(accounts.id, orderDeliverables.creatorId))
    .where(inArray(orderDeliverables.id, ids))
    .orderBy(asc(orderDeliverables.campaignId), asc(orderDeliverables.creatorId), asc(orderDeliverables.position));
}

/**
 * Claims up to `limit` submissions that have waited `reviewWaitDays` for the brand's review, on
 * open orders, stamping `review_reminder_at` as the deliverables' claim does (once each).
 */
export async function claimReviewReminders(tx: Database, now: Date, limit: number): Promise<string[]> {
  const waitedSince = new Date(now.getTime() - WORK_RULES.reviewWaitDays * 24 * HOUR_MS);
  const due = tx
    .select({ id: orderSubmissions.id })
    .from(orderSubmissions)
    .innerJoin(campaignEntries, entryOfOrderRow(orderSubmissions))
    .where(
      and(
        eq(orderSubmissions.status, 'pending'),
        lte(orderSubmissions.createdAt, waitedSince),
        isNull(orderSubmissions.reviewReminderAt),
        isOrderOpen,
      ),
    )
    .orderBy(asc(orderSubmissions.createdAt))
    .limit(limit)
    .for('update', { of: orderSubmissions, skipLocked: true });
  const claimed = await tx
    .update(orderSubmissions)
    .set({ reviewReminderAt: now })
    .where(inArray(orderSubmissions.id, due))
    .returning({ id: orderSubmissions.id });
  return claimed.map((row) => row.id);
}

/** The claimed submissions with their order's names, the creator's name and the brand's address. */
export async function findReviewReminders(tx: Database, ids: string[]): Promise<ClaimedReminder[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({
      campaignId: orderSubmissions.campaignId,
      creatorId: orderSubmissions.creatorId,
      campaignTitle: campaigns.title,
      companyName: campaigns.companyName,
      subject: shownName(
        creatorProfiles.accountId,
        sql`coalesce(trim(${creatorProfiles.firstName} || ' ' || ${creatorProfiles.lastName}), '')`,
      ),
      email: accounts.email,
      recipientId: accounts.id,
      recipientStatus: accounts.status,
    })
    .from(orderSubmissions)
    .innerJoin(campaigns, eq(campaigns.id, orderSubmissions.campaignId))
    .innerJoin(accounts, eq(accounts.id, campaigns.brandId))
    .leftJoin(creatorProfiles, eq(creatorProfiles.accountId, orderSubmissions.creatorId))
    .where(inArray(orderSubmissions.id, ids))
    .orderBy(asc(orderSubmissions.campaignId), asc(orderSubmissions.creatorId), asc(orderSubmissions.createdAt));
  return rows.map((row) => ({ ...row, dueAt: null }));
}

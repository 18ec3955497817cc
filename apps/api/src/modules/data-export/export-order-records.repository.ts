import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  billingCustomers,
  billingSubscriptions,
  creatorPayoutAccounts,
  emailPreferences,
  newsletterSubscriptions,
  notifications,
  orderDeals,
  orderDeliverables,
  orderPayments,
  orderRatings,
  orderReviews,
  orderSubmissions,
  paymentDisputes,
  sessions,
  shortlistMembers,
  shortlists,
} from '../../db/schema/index.ts';
import { ordersOf, type ExportScope } from './export-records.repository.ts';

/** The work of the scope's orders: deliverables, submitted versions, reviews and deal versions. */
export async function readWork(db: Database, scope: ExportScope) {
  const [deliverables, submissions, reviews, deals] = await Promise.all([
    db.select().from(orderDeliverables).where(ordersOf(scope, orderDeliverables)),
    db
      .select()
      .from(orderSubmissions)
      .where(ordersOf(scope, orderSubmissions))
      .orderBy(asc(orderSubmissions.createdAt)),
    db.select().from(orderReviews).where(ordersOf(scope, orderReviews)),
    db.select().from(orderDeals).where(ordersOf(scope, orderDeals)).orderBy(asc(orderDeals.createdAt)),
  ]);
  return { deliverables, submissions, reviews, deals };
}

/**
 * Money as stored: the orders' payments and their disputes, a creator's payout account (its Stripe
 * id), a payer's Stripe customer and subscriptions. Invoices are Stripe's documents: we store none,
 * only the payment's receipt address, which is in the payment.
 */
export async function readPayments(db: Database, scope: ExportScope) {
  const payments = await db
    .select()
    .from(orderPayments)
    .where(ordersOf(scope, orderPayments))
    .orderBy(asc(orderPayments.createdAt));
  const paymentIds = payments.map((payment) => payment.id);
  const [disputes, payoutAccounts, customers, subscriptions] = await Promise.all([
    paymentIds.length > 0
      ? db.select().from(paymentDisputes).where(inArray(paymentDisputes.paymentId, paymentIds))
      : Promise.resolve([]),
    db.select().from(creatorPayoutAccounts).where(eq(creatorPayoutAccounts.accountId, scope.accountId)),
    db.select().from(billingCustomers).where(eq(billingCustomers.accountId, scope.accountId)),
    db.select().from(billingSubscriptions).where(eq(billingSubscriptions.accountId, scope.accountId)),
  ]);
  return {
    orderPayments: payments,
    disputes,
    payoutAccount: payoutAccounts[0] ?? null,
    billingCustomer: customers[0] ?? null,
    billingSubscriptions: subscriptions,
  };
}

export async function readRatings(db: Database, accountId: string) {
  const rows = await db
    .select()
    .from(orderRatings)
    .where(or(eq(orderRatings.raterAccountId, accountId), eq(orderRatings.rateeAccountId, accountId)))
    .orderBy(asc(orderRatings.createdAt));
  return {
    given: rows.filter((row) => row.raterAccountId === accountId),
    // A rating still withheld (blind ratings, issue 46) is the rater's until it is published.
    received: rows.filter((row) => row.rateeAccountId === accountId && row.publishedAt !== null),
  };
}

export async function readNotifications(db: Database, accountId: string) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.recipientId, accountId))
    .orderBy(asc(notifications.createdAt));
}

/** A brand's lists and who is on them (creator ids; their names are in campaigns.json where they met). */
export async function readShortlists(db: Database, accountId: string) {
  const lists = await db
    .select()
    .from(shortlists)
    .where(eq(shortlists.brandId, accountId))
    .orderBy(asc(shortlists.createdAt));
  if (lists.length === 0) return [];
  const members = await db
    .select()
    .from(shortlistMembers)
    .where(
      inArray(
        shortlistMembers.shortlistId,
        lists.map((list) => list.id),
      ),
    )
    .orderBy(asc(shortlistMembers.addedAt));
  return lists.map((list) => ({ ...list, members: members.filter((member) => member.shortlistId === list.id) }));
}

export async function readEmailPreferences(db: Database, accountId: string) {
  const [row] = await db.select().from(emailPreferences).where(eq(emailPreferences.accountId, accountId));
  return row ?? null;
}

/** The newsletter subscription of the account's address, if any (the newsletter keys on the address). */
export async function readNewsletter(db: Database, email: string) {
  const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
  return row ?? null;
}

export async function readSessions(db: Database, accountId: string) {
  return db.select().from(sessions).where(eq(sessions.accountId, accountId)).orderBy(asc(sessions.createdAt));
}

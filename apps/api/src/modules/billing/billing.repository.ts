import { ACCESS_GRANTING_STATUSES, plansFor, type BillingAudience, type UserType } from '@equicreators/shared';
import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  accounts,
  billingCustomers,
  billingEvents,
  billingSubscriptions,
  brandProfiles,
  creatorProfiles,
} from '../../db/schema/index.ts';

export type BillingSubscriptionRow = typeof billingSubscriptions.$inferSelect;
export type NewBillingSubscriptionRow = typeof billingSubscriptions.$inferInsert;

export async function findCustomerIdOf(db: Database, accountId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: billingCustomers.stripeCustomerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.accountId, accountId))
    .limit(1);
  return row?.id ?? null;
}

/** Links an account to its customer; answers false when the account already had one (nothing written). */
export async function insertCustomer(
  db: Database,
  row: { accountId: string; stripeCustomerId: string; createdAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(billingCustomers)
    .values(row)
    .onConflictDoNothing()
    .returning({ accountId: billingCustomers.accountId });
  return inserted.length > 0;
}

/**
 * Numbers a read of the customer's subscriptions from Stripe before it starts (a statement of its
 * own, no transaction held while Stripe answers). Null for a customer this product did not create.
 */
export async function startSyncRead(
  db: Database,
  customerId: string,
): Promise<{ accountId: string; generation: number } | null> {
  const [row] = await db
    .update(billingCustomers)
    .set({ syncsStarted: sql`${billingCustomers.syncsStarted} + 1` })
    .where(eq(billingCustomers.stripeCustomerId, customerId))
    .returning({ accountId: billingCustomers.accountId, generation: billingCustomers.syncsStarted });
  return row ?? null;
}

/**
 * Records that the read numbered `generation` is being written; false when a read that started
 * later was written already (its answer is at least as recent, so this one must not overwrite it).
 */
export async function claimSyncApply(db: Database, customerId: string, generation: number): Promise<boolean> {
  const rows = await db
    .update(billingCustomers)
    .set({ syncApplied: generation })
    .where(and(eq(billingCustomers.stripeCustomerId, customerId), lt(billingCustomers.syncApplied, generation)))
    .returning({ accountId: billingCustomers.accountId });
  return rows.length > 0;
}

/** The account's type and e-mail, unlocked (what a Stripe customer is created with). */
export async function findAccount(db: Database, accountId: string): Promise<{ type: UserType; email: string } | null> {
  const [row] = await db
    .select({ type: accounts.type, email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row ?? null;
}

/** Holds the account's row until the transaction ends: one writer of an account's billing at a time. */
export async function lockAccount(db: Database, accountId: string): Promise<{ type: UserType; email: string } | null> {
  const [row] = await db
    .select({ type: accounts.type, email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  return row ?? null;
}

/** Overwrites the stored copy of a subscription with what Stripe answered. */
export async function upsertSubscription(db: Database, row: NewBillingSubscriptionRow): Promise<void> {
  const { stripeSubscriptionId: _key, ...changes } = row;
  await db
    .insert(billingSubscriptions)
    .values(row)
    .onConflictDoUpdate({ target: billingSubscriptions.stripeSubscriptionId, set: changes });
}

/**
 * The one order of an account's subscriptions, for what the account sees and what the admin list
 * says (docs/decisions/018): one that grants the audience access first; then Stripe's own order,
 * the newest created first; in the same second, one still running before one that ended; the id
 * last, only so the order is total. Every sync stamps all rows with one `updatedAt`, so that time
 * says nothing about which is latest.
 */
export function subscriptionOrder(audience: BillingAudience): SQL[] {
  const grants = and(
    inArray(billingSubscriptions.status, [...ACCESS_GRANTING_STATUSES]),
    inArray(billingSubscriptions.plan, plansFor(audience)),
  );
  return [
    asc(sql`case when ${grants} then 0 else 1 end`),
    sql`${billingSubscriptions.stripeCreatedAt} desc nulls last`,
    sql`${billingSubscriptions.endedAt} desc nulls first`,
    desc(billingSubscriptions.stripeSubscriptionId),
  ];
}

/** The account's subscriptions in `subscriptionOrder`: the first is the one to show. */
export async function listSubscriptionsOf(
  db: Database,
  accountId: string,
  audience: BillingAudience,
): Promise<BillingSubscriptionRow[]> {
  return db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.accountId, accountId))
    .orderBy(...subscriptionOrder(audience));
}

/** The flags access is derived into, with the brand's override; the profile row stays locked. */
export type AccessFlags = { kind: 'brand'; payment: boolean; comped: boolean } | { kind: 'club'; clubMember: boolean };

/** The flags as they stand; `forUpdate` keeps the profile row locked until the transaction ends. */
export async function readAccessFlags(
  db: Database,
  accountId: string,
  type: UserType,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<AccessFlags | null> {
  if (type === 'brand') {
    const query = db
      .select({ payment: brandProfiles.payment, comped: brandProfiles.comped })
      .from(brandProfiles)
      .where(eq(brandProfiles.accountId, accountId))
      .$dynamic();
    const [row] = await (forUpdate ? query.for('update') : query);
    return row ? { kind: 'brand', ...row } : null;
  }
  if (type === 'contentCreator') {
    const query = db
      .select({ clubMember: creatorProfiles.clubMember })
      .from(creatorProfiles)
      .where(eq(creatorProfiles.accountId, accountId))
      .$dynamic();
    const [row] = await (forUpdate ? query.for('update') : query);
    return row ? { kind: 'club', ...row } : null;
  }
  return null;
}

export async function writeBrandAccess(
  db: Database,
  accountId: string,
  change: { payment: boolean; comped?: boolean; paymentConfirmedAt?: Date | null },
  now: Date,
): Promise<void> {
  await db
    .update(brandProfiles)
    .set({ ...change, updatedAt: now })
    .where(eq(brandProfiles.accountId, accountId));
}

export async function writeClubMember(db: Database, accountId: string, isMember: boolean, now: Date): Promise<void> {
  await db
    .update(creatorProfiles)
    .set({ clubMember: isMember, clubMemberSince: isMember ? now : null, updatedAt: now })
    .where(eq(creatorProfiles.accountId, accountId));
}

/** Every active admin's address: who hears of a new paying brand. */
export async function listAdminEmails(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: accounts.email })
    .from(accounts)
    .where(and(eq(accounts.type, 'admin'), eq(accounts.status, 'active')));
  return rows.map((row) => row.email);
}

/** Records an event in the inbox once; a second delivery of the same id writes nothing. */
export async function insertEvent(db: Database, event: { eventId: string; type: string; receivedAt: Date }) {
  await db.insert(billingEvents).values(event).onConflictDoNothing();
}

/**
 * Claims an unprocessed event until `until`, in a statement of its own (Stripe is then read with no
 * transaction open); false when it is done already or another delivery holds an unexpired claim.
 * A claim left by a process that died expires, and Stripe's next delivery takes it.
 */
export async function claimEvent(db: Database, eventId: string, now: Date, until: Date): Promise<boolean> {
  const rows = await db
    .update(billingEvents)
    .set({ claimedUntil: until })
    .where(
      and(
        eq(billingEvents.eventId, eventId),
        isNull(billingEvents.processedAt),
        or(isNull(billingEvents.claimedUntil), lte(billingEvents.claimedUntil, now)),
      ),
    )
    .returning({ eventId: billingEvents.eventId });
  return rows.length > 0;
}

/** Inside the applying transaction: the event's row, locked, if it is still unprocessed (never apply twice). */
export async function lockUnprocessedEvent(db: Database, eventId: string): Promise<boolean> {
  const rows = await db
    .select({ eventId: billingEvents.eventId })
    .from(billingEvents)
    .where(and(eq(billingEvents.eventId, eventId), isNull(billingEvents.processedAt)))
    .for('update');
  return rows.length > 0;
}

export async function markEventProcessed(db: Database, eventId: string, now: Date): Promise<void> {
  await db
    .update(billingEvents)
    .set({ processedAt: now, attempts: sql`${billingEvents.attempts} + 1`, lastError: null, claimedUntil: null })
    .where(eq(billingEvents.eventId, eventId));
}

/** Notes a failed attempt and lets the claim go, so Stripe's next delivery applies the event. */
export async function recordEventFailure(db: Database, eventId: string, error: string): Promise<void> {
  await db
    .update(billingEvents)
    .set({ attempts: sql`${billingEvents.attempts} + 1`, lastError: error.slice(0, 500), claimedUntil: null })
    .where(eq(billingEvents.eventId, eventId));
}

export async function findEvent(db: Database, eventId: string) {
  const [row] = await db.select().from(billingEvents).where(eq(billingEvents.eventId, eventId)).limit(1);
  return row ?? null;
}

import type { UserType } from '@equicreators/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
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

/** The account a Stripe customer belongs to, null for a customer this product did not create. */
export async function findAccountOfCustomer(db: Database, customerId: string): Promise<string | null> {
  const [row] = await db
    .select({ accountId: billingCustomers.accountId })
    .from(billingCustomers)
    .where(eq(billingCustomers.stripeCustomerId, customerId))
    .limit(1);
  return row?.accountId ?? null;
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

/** Holds the account's row until the transaction ends: one customer creation per account at a time. */
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

/** The account's subscriptions, the most recently changed first. */
export async function listSubscriptionsOf(db: Database, accountId: string): Promise<BillingSubscriptionRow[]> {
  return db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.accountId, accountId))
    .orderBy(desc(billingSubscriptions.updatedAt), desc(billingSubscriptions.stripeSubscriptionId));
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
 * Claims an unprocessed event for this transaction; null when it is done already or another
 * process holds it (SKIP LOCKED: never wait for, never apply twice).
 */
export async function claimEvent(db: Database, eventId: string): Promise<{ attempts: number } | null> {
  const [row] = await db
    .select({ attempts: billingEvents.attempts })
    .from(billingEvents)
    .where(and(eq(billingEvents.eventId, eventId), isNull(billingEvents.processedAt)))
    .for('update', { skipLocked: true });
  return row ?? null;
}

export async function markEventProcessed(db: Database, eventId: string, now: Date): Promise<void> {
  await db
    .update(billingEvents)
    .set({ processedAt: now, attempts: sql`${billingEvents.attempts} + 1`, lastError: null })
    .where(eq(billingEvents.eventId, eventId));
}

export async function recordEventFailure(db: Database, eventId: string, error: string): Promise<void> {
  await db
    .update(billingEvents)
    .set({ attempts: sql`${billingEvents.attempts} + 1`, lastError: error.slice(0, 500) })
    .where(eq(billingEvents.eventId, eventId));
}

export async function findEvent(db: Database, eventId: string) {
  const [row] = await db.select().from(billingEvents).where(eq(billingEvents.eventId, eventId)).limit(1);
  return row ?? null;
}

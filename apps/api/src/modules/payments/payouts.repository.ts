import type { PayoutStatus } from '@equicreators/shared';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { campaigns, creatorPayoutAccounts, creatorProfiles, orderPayments } from '../../db/schema/index.ts';
import type { OrderPaymentRow } from './order-payments.repository.ts';

/** What Stripe last said a connected account allows, as stored. */
export type PayoutAccountPatch = {
  status: PayoutStatus;
  currentlyDue: string[];
  disabledReason: string | null;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
};

/** The country of the creator's profile (ISO 3166-1 alpha-2), if she gave one. */
export async function findProfileCountry(db: Database, accountId: string): Promise<string | null> {
  const [row] = await db
    .select({ country: creatorProfiles.country })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.accountId, accountId));
  return row?.country ?? null;
}

/**
 * Links a creator to the connected account created for them; false when one was linked first (a
 * concurrent click won), so the caller reads the stored one instead.
 */
export async function insertPayoutAccount(
  db: Database,
  row: { accountId: string; stripeAccountId: string; createdAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(creatorPayoutAccounts)
    .values({ ...row, updatedAt: row.createdAt })
    .onConflictDoNothing()
    .returning({ accountId: creatorPayoutAccounts.accountId });
  return inserted.length > 0;
}

/**
 * Numbers a read of the connected account before it starts (as billing_customers' `startSyncRead`);
 * null for a connected account this product did not create.
 */
export async function startPayoutSyncRead(
  db: Database,
  stripeAccountId: string,
): Promise<{ accountId: string; generation: number } | null> {
  const [row] = await db
    .update(creatorPayoutAccounts)
    .set({ syncsStarted: sql`${creatorPayoutAccounts.syncsStarted} + 1` })
    .where(eq(creatorPayoutAccounts.stripeAccountId, stripeAccountId))
    .returning({ accountId: creatorPayoutAccounts.accountId, generation: creatorPayoutAccounts.syncsStarted });
  return row ?? null;
}

/**
 * Writes the read numbered `generation` unless a read that started later was written already (its
 * answer is at least as recent). Answers the status before and after, or null when not written.
 */
export async function applyPayoutRead(
  db: Database,
  stripeAccountId: string,
  generation: number,
  patch: PayoutAccountPatch,
  now: Date,
): Promise<{ accountId: string; before: PayoutStatus; after: PayoutStatus } | null> {
  const [current] = await db
    .select({ status: creatorPayoutAccounts.status })
    .from(creatorPayoutAccounts)
    .where(eq(creatorPayoutAccounts.stripeAccountId, stripeAccountId))
    .for('update');
  if (!current) return null;
  const [written] = await db
    .update(creatorPayoutAccounts)
    .set({ ...patch, syncApplied: generation, updatedAt: now })
    .where(
      and(
        eq(creatorPayoutAccounts.stripeAccountId, stripeAccountId),
        lt(creatorPayoutAccounts.syncApplied, generation),
      ),
    )
    .returning({ accountId: creatorPayoutAccounts.accountId, status: creatorPayoutAccounts.status });
  return written ? { accountId: written.accountId, before: current.status, after: written.status } : null;
}

/** One payment of a creator's, with the campaign it pays for. */
export type EarningsRow = OrderPaymentRow & { campaignTitle: string; companyName: string };

/** Every payment of a creator's orders, newest first (the creator's index). */
export async function listPaymentsOfCreator(db: Database, creatorId: string): Promise<EarningsRow[]> {
  const rows = await db
    .select({ payment: orderPayments, campaignTitle: campaigns.title, companyName: campaigns.companyName })
    .from(orderPayments)
    .innerJoin(campaigns, eq(campaigns.id, orderPayments.campaignId))
    .where(eq(orderPayments.creatorId, creatorId))
    .orderBy(desc(orderPayments.createdAt), desc(orderPayments.id));
  return rows.map(({ payment, campaignTitle, companyName }) => ({ ...payment, campaignTitle, companyName }));
}

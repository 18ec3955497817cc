import type { DealProposer, DealTerms, DealVersionStatus, PaymentAmounts, PaymentStatus } from '@equicreators/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  accounts,
  campaignEntries,
  campaigns,
  creatorProfiles,
  orderDeals,
  orderPayments,
} from '../../db/schema/index.ts';
import { shownName } from '../../db/shown-names.ts';

export type DealRow = typeof orderDeals.$inferSelect;

type Order = { campaignId: string; creatorId: string };

/**
 * Writes a new version of an order's deal (the next number). An accepted one also becomes the
 * entry's agreed fee, in the same transaction, so the brand's totals follow the deal in force.
 */
export async function insertDealVersion(
  executor: Database,
  order: Order,
  version: {
    terms: DealTerms;
    status: DealVersionStatus;
    proposedBy: DealProposer;
    proposerAccountId: string | null;
    note?: string;
    now: Date;
  },
): Promise<DealRow> {
  const [row] = await executor
    .insert(orderDeals)
    .values({
      campaignId: order.campaignId,
      creatorId: order.creatorId,
      version: sql`(select coalesce(max(${orderDeals.version}), 0) + 1 from ${orderDeals}
        where ${orderDeals.campaignId} = ${order.campaignId} and ${orderDeals.creatorId} = ${order.creatorId})`,
      terms: version.terms,
      feeMinor: version.terms.feeMinor,
      currency: version.terms.currency,
      status: version.status,
      proposedBy: version.proposedBy,
      proposerAccountId: version.proposerAccountId,
      note: version.note ?? '',
      createdAt: version.now,
      decidedAt: version.status === 'accepted' ? version.now : null,
    })
    .returning();
  if (!row) throw new Error('The deal version was not written');
  if (version.status === 'accepted') await setAgreedFee(executor, order, version.terms.feeMinor);
  return row;
}

/** The entry's copy of the fee in force. */
export async function setAgreedFee(executor: Database, order: Order, feeMinor: number | null): Promise<void> {
  await executor
    .update(campaignEntries)
    .set({ agreedFeeMinor: feeMinor })
    .where(and(eq(campaignEntries.campaignId, order.campaignId), eq(campaignEntries.creatorId, order.creatorId)));
}

/** Every version of an order's deal, newest first. */
export async function listDealVersions(executor: Database, order: Order): Promise<DealRow[]> {
  return executor
    .select()
    .from(orderDeals)
    .where(and(eq(orderDeals.campaignId, order.campaignId), eq(orderDeals.creatorId, order.creatorId)))
    .orderBy(desc(orderDeals.version));
}

/** One version of the order's deal, locked until the transaction ends; null when it is not this order's. */
export async function lockDealVersion(executor: Database, order: Order, versionId: string): Promise<DealRow | null> {
  const [row] = await executor
    .select()
    .from(orderDeals)
    .where(
      and(
        eq(orderDeals.id, versionId),
        eq(orderDeals.campaignId, order.campaignId),
        eq(orderDeals.creatorId, order.creatorId),
      ),
    )
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Records the answer to a proposal: accepted, declined or withdrawn, at `now`. */
export async function decideDealVersion(
  executor: Database,
  versionId: string,
  decision: { status: Exclude<DealVersionStatus, 'proposed'>; now: Date },
): Promise<void> {
  await executor
    .update(orderDeals)
    .set({ status: decision.status, decidedAt: decision.now })
    .where(eq(orderDeals.id, versionId));
}

const brandAccounts = alias(accounts, 'brand_accounts');
const creatorAccounts = alias(accounts, 'creator_accounts');

/** Who is told of a change to the deal, and the names their notices and e-mails carry. */
export type DealParties = {
  campaignTitle: string;
  companyName: string;
  brandId: string;
  brandEmail: string;
  brandIsActive: boolean;
  creatorEmail: string;
  creatorIsActive: boolean;
  creatorName: string;
};

export async function findDealParties(executor: Database, order: Order): Promise<DealParties | null> {
  const [row] = await executor
    .select({
      campaignTitle: campaigns.title,
      companyName: campaigns.companyName,
      brandId: campaigns.brandId,
      brandEmail: brandAccounts.email,
      brandStatus: brandAccounts.status,
      creatorEmail: creatorAccounts.email,
      creatorStatus: creatorAccounts.status,
      creatorName: shownName(
        creatorProfiles.accountId,
        sql`coalesce(trim(${creatorProfiles.firstName} || ' ' || ${creatorProfiles.lastName}), '')`,
      ),
    })
    .from(campaigns)
    .innerJoin(brandAccounts, eq(brandAccounts.id, campaigns.brandId))
    .innerJoin(creatorAccounts, eq(creatorAccounts.id, order.creatorId))
    .leftJoin(creatorProfiles, eq(creatorProfiles.accountId, order.creatorId))
    .where(eq(campaigns.id, order.campaignId))
    .limit(1);
  if (!row) return null;
  const { brandStatus, creatorStatus, ...names } = row;
  return { ...names, brandIsActive: brandStatus === 'active', creatorIsActive: creatorStatus === 'active' };
}

/**
 * The order's payment when its deal is paid through the platform (docs/decisions/029), locked
 * until the transaction ends. Read here rather than through the payments module, which reads deals.
 */
export async function lockPaymentOfDeal(
  executor: Database,
  order: Order,
): Promise<{ id: string; status: PaymentStatus } | null> {
  const [row] = await executor
    .select({ id: orderPayments.id, status: orderPayments.status })
    .from(orderPayments)
    .where(and(eq(orderPayments.campaignId, order.campaignId), eq(orderPayments.creatorId, order.creatorId)))
    .for('update');
  return row ?? null;
}

/**
 * An unpaid payment priced again at a new agreed fee: the old Checkout no longer applies (its
 * amount is not the payment's any more, so its webhook is refused).
 */
export async function repricePayment(
  executor: Database,
  paymentId: string,
  change: { amounts: PaymentAmounts; dealVersion: number; now: Date },
): Promise<void> {
  const { currency, agreedFeeMinor, brandFeeMinor, creatorFeeMinor, chargeMinor, payoutMinor } = change.amounts;
  await executor
    .update(orderPayments)
    .set({
      currency,
      agreedFeeMinor,
      brandFeeMinor,
      creatorFeeMinor,
      chargeMinor,
      payoutMinor,
      dealVersion: change.dealVersion,
      stripeCheckoutSessionId: null,
      updatedAt: change.now,
    })
    .where(and(eq(orderPayments.id, paymentId), eq(orderPayments.status, 'awaiting_payment')));
}

/** The order's proposal waiting for an answer (a hire offer, or a change after the hire), else null. */
export async function findOpenProposal(executor: Database, order: Order): Promise<DealRow | null> {
  const [row] = await executor
    .select()
    .from(orderDeals)
    .where(
      and(
        eq(orderDeals.campaignId, order.campaignId),
        eq(orderDeals.creatorId, order.creatorId),
        eq(orderDeals.status, 'proposed'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Withdraws the order's waiting proposal, if any (a hire offer replaced by another, or by a hire at
 * the creator's rate, or an application made again): an accept naming it is then refused.
 */
export async function withdrawOpenProposal(executor: Database, order: Order, now: Date): Promise<void> {
  await executor
    .update(orderDeals)
    .set({ status: 'withdrawn', decidedAt: now })
    .where(
      and(
        eq(orderDeals.campaignId, order.campaignId),
        eq(orderDeals.creatorId, order.creatorId),
        eq(orderDeals.status, 'proposed'),
      ),
    );
}

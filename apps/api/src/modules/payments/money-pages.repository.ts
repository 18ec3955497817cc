import type { PaymentStatus } from '@equicreators/shared';
import { and, count, desc, eq, inArray, isNull, max, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { brandProfiles, campaigns, creatorProfiles, orderPayments, paymentDisputes } from '../../db/schema/index.ts';
import type { OrderPaymentRow } from './order-payments.repository.ts';
import { shownName } from '../../db/shown-names.ts';

/** The reads of the money pages (issue 32): a brand's spend by campaign and the admin's list of payments. */

export type Window = { page: number; pageSize: number };

export type SpendCampaignRow = { campaignId: string; title: string };
export type SpendPaymentRow = OrderPaymentRow & { creatorName: string };

/** The brand's campaigns that have a payment, the one paid into latest first, a page of them. */
export async function listSpendCampaigns(
  db: Database,
  brandId: string,
  { page, pageSize }: Window,
): Promise<{ rows: SpendCampaignRow[]; total: number }> {
  const mine = eq(orderPayments.brandId, brandId);
  const latest = max(orderPayments.createdAt);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ campaignId: orderPayments.campaignId, title: campaigns.title, latest })
      .from(orderPayments)
      .innerJoin(campaigns, eq(campaigns.id, orderPayments.campaignId))
      .where(mine)
      .groupBy(orderPayments.campaignId, campaigns.title)
      .orderBy(desc(latest), desc(orderPayments.campaignId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(distinct ${orderPayments.campaignId})`.mapWith(Number) })
      .from(orderPayments)
      .where(mine),
  ]);
  return { rows: rows.map(({ campaignId, title }) => ({ campaignId, title })), total: counted?.total ?? 0 };
}

/** The payments of these campaigns of the brand, with the creator's name, oldest first within a campaign. */
export async function listSpendPayments(
  db: Database,
  brandId: string,
  campaignIds: readonly string[],
): Promise<SpendPaymentRow[]> {
  if (campaignIds.length === 0) return [];
  const rows = await db
    .select({
      payment: orderPayments,
      creatorName: shownName(
        orderPayments.creatorId,
        sql`${creatorProfiles.firstName} || ' ' || ${creatorProfiles.lastName}`,
      ),
    })
    .from(orderPayments)
    .innerJoin(creatorProfiles, eq(creatorProfiles.accountId, orderPayments.creatorId))
    .where(and(eq(orderPayments.brandId, brandId), inArray(orderPayments.campaignId, [...campaignIds])))
    .orderBy(orderPayments.createdAt, orderPayments.id);
  return rows.map(({ payment, creatorName }) => ({ ...payment, creatorName: creatorName.trim() }));
}

export type OpenDisputeRow = typeof paymentDisputes.$inferSelect;

export type AdminPaymentRow = OrderPaymentRow & {
  campaignTitle: string;
  brandName: string;
  creatorName: string;
  dispute: OpenDisputeRow | null;
};

const openDisputes = and(eq(paymentDisputes.paymentId, orderPayments.id), isNull(paymentDisputes.resolvedAt));

function statusFilter(status: PaymentStatus | undefined): SQL | undefined {
  return status ? eq(orderPayments.status, status) : undefined;
}

/** Payments newest first, optionally of one status; `window` null reads them all (the CSV, up to `limit`). */
export async function listAdminPayments(
  db: Database,
  { status, window, limit }: { status?: PaymentStatus; window: Window | null; limit?: number },
): Promise<{ rows: AdminPaymentRow[]; total: number }> {
  const filter = statusFilter(status);
  const select = db
    .select({
      payment: orderPayments,
      campaignTitle: campaigns.title,
      brandName: shownName(
        orderPayments.brandId,
        sql`coalesce(${brandProfiles.companyName}, ${campaigns.companyName})`,
      ),
      creatorName: shownName(
        orderPayments.creatorId,
        sql`${creatorProfiles.firstName} || ' ' || ${creatorProfiles.lastName}`,
      ),
      dispute: paymentDisputes,
    })
    .from(orderPayments)
    .innerJoin(campaigns, eq(campaigns.id, orderPayments.campaignId))
    .innerJoin(creatorProfiles, eq(creatorProfiles.accountId, orderPayments.creatorId))
    .leftJoin(brandProfiles, eq(brandProfiles.accountId, orderPayments.brandId))
    .leftJoin(paymentDisputes, openDisputes)
    .where(filter)
    .orderBy(desc(orderPayments.createdAt), desc(orderPayments.id))
    .$dynamic();
  const paged = window
    ? select.limit(window.pageSize).offset((window.page - 1) * window.pageSize)
    : select.limit(limit ?? 10_000);
  const [rows, [counted]] = await Promise.all([paged, db.select({ total: count() }).from(orderPayments).where(filter)]);
  return {
    rows: rows.map(({ payment, campaignTitle, brandName, creatorName, dispute }) => ({
      ...payment,
      campaignTitle,
      brandName,
      creatorName: creatorName.trim(),
      dispute,
    })),
    total: counted?.total ?? 0,
  };
}

/** The sums of every payment, per currency and status, in minor units. */
export type PaymentSums = {
  currency: OrderPaymentRow['currency'];
  status: PaymentStatus;
  chargeMinor: number;
  feesMinor: number;
  transferMinor: number;
  refundMinor: number;
};

export async function sumPaymentsByCurrencyAndStatus(db: Database): Promise<PaymentSums[]> {
  // sum() of bigint is numeric: read as text and made a number (minor units stay far below 2^53).
  const total = (column: SQL) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
  return db
    .select({
      currency: orderPayments.currency,
      status: orderPayments.status,
      chargeMinor: total(sql`${orderPayments.chargeMinor}`),
      feesMinor: total(sql`${orderPayments.brandFeeMinor} + ${orderPayments.creatorFeeMinor}`),
      transferMinor: total(sql`${orderPayments.transferMinor}`),
      refundMinor: total(sql`${orderPayments.refundMinor}`),
    })
    .from(orderPayments)
    .groupBy(orderPayments.currency, orderPayments.status)
    .orderBy(orderPayments.currency, orderPayments.status);
}

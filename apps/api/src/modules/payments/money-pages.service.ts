import type { AdminPayment, AdminPaymentsQuery, BrandSpend, PageQuery, PaymentStatus } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import {
  listAdminPayments,
  listSpendCampaigns,
  listSpendPayments,
  sumPaymentsByCurrencyAndStatus,
  type AdminPaymentRow,
} from './money-pages.repository.ts';
import { paymentsCsv } from './money-csv.ts';
import { adminTotalsOf, spendTotalsOf } from './money-totals.ts';
import { presentAdminPayment, presentSpendPayment } from './money-pages.presenter.ts';

/** The most rows one CSV carries (as deep as any list may be read). */
export const CSV_ROW_LIMIT = 10_000;

/** A page of the brand's campaigns that have payments, each with its payments and totals. */
export async function brandSpend(context: AppContext, brandId: string, query: PageQuery): Promise<BrandSpend> {
  const { rows, total } = await listSpendCampaigns(context.db, brandId, query);
  const payments = await listSpendPayments(
    context.db,
    brandId,
    rows.map((row) => row.campaignId),
  );
  const items = rows.map(({ campaignId, title }) => {
    const own = payments.filter((payment) => payment.campaignId === campaignId);
    return { campaignId, title, payments: own.map(presentSpendPayment), totals: spendTotalsOf(own) };
  });
  return {
    items,
    page: query.page,
    pageSize: query.pageSize,
    total,
    paymentsEnabled: context.config.payments !== null,
  };
}

export async function adminPayments(context: AppContext, query: AdminPaymentsQuery) {
  const [{ rows, total }, sums] = await Promise.all([
    listAdminPayments(context.db, { status: query.status, window: query }),
    sumPaymentsByCurrencyAndStatus(context.db),
  ]);
  const items: AdminPayment[] = rows.map(presentAdminPayment);
  return { items, page: query.page, pageSize: query.pageSize, total, totals: adminTotalsOf(sums) };
}

export async function adminPaymentsCsv(context: AppContext, status: PaymentStatus | undefined): Promise<string> {
  const { rows }: { rows: AdminPaymentRow[] } = await listAdminPayments(context.db, {
    status,
    window: null,
    limit: CSV_ROW_LIMIT,
  });
  return paymentsCsv(rows);
}

import type { AdminPaymentRow } from './money-pages.repository.ts';
import { platformFeeOf } from './money-totals.ts';

/**
 * The admin's payments as CSV (RFC 4180): one header row, amounts as decimal strings built from
 * the integer minor units (never through a float), and every cell a spreadsheet could take for a
 * formula defused.
 */

/** 31500 → '315.00'; integers only. */
export function decimalOf(amountMinor: number): string {
  const sign = amountMinor < 0 ? '-' : '';
  const absolute = Math.abs(amountMinor);
  return `${sign}${String(Math.trunc(absolute / 100))}.${String(absolute % 100).padStart(2, '0')}`;
}

/**
 * One cell: a text starting with = + - @ (or a tab or carriage return, which some spreadsheets skip
 * before reading a formula) gets a leading quote so it stays text (CSV injection); a cell holding a
 * quote, comma or line break is quoted, its quotes doubled.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Amounts are written by us, never typed by a person: a negative one stays a number. */
function amountCell(amountMinor: number | null): string {
  return amountMinor === null ? '' : decimalOf(amountMinor);
}

const COLUMNS = [
  'payment_id',
  'created_at',
  'status',
  'campaign',
  'brand',
  'creator',
  'currency',
  'agreed_fee',
  'brand_fee',
  'creator_fee',
  'charged',
  'transferred',
  'refunded',
  'platform_fee',
  'paid_at',
  'dispute_opened_by',
  'dispute_reason',
  'dispute_proposed_share',
] as const;

export function paymentsCsv(rows: readonly AdminPaymentRow[]): string {
  const lines = [COLUMNS.join(',')];
  for (const row of rows) {
    const platformFee = platformFeeOf({
      status: row.status,
      feesMinor: row.brandFeeMinor + row.creatorFeeMinor,
      chargeMinor: row.chargeMinor,
      transferMinor: row.transferMinor ?? 0,
      refundMinor: row.refundMinor ?? 0,
    });
    const texts = [
      row.id,
      row.createdAt.toISOString(),
      row.status,
      row.campaignTitle,
      row.brandName,
      row.creatorName,
      row.currency,
    ].map(csvCell);
    const amounts = [
      row.agreedFeeMinor,
      row.brandFeeMinor,
      row.creatorFeeMinor,
      row.chargeMinor,
      row.transferMinor,
      row.refundMinor,
      platformFee,
    ].map(amountCell);
    const rest = [row.paidAt?.toISOString() ?? '', row.dispute?.openedBy ?? '', row.dispute?.reason ?? ''].map(csvCell);
    lines.push([...texts, ...amounts, ...rest, amountCell(row.dispute?.proposedShareMinor ?? null)].join(','));
  }
  // CRLF line ends, as RFC 4180 writes them and spreadsheets expect.
  return `${lines.join('\r\n')}\r\n`;
}

/** equicreators-payments-2026-11-27.csv, the day in UTC. */
export function csvFileName(now: Date): string {
  return `equicreators-payments-${now.toISOString().slice(0, 10)}.csv`;
}

import type { AdminPaymentTotal, Currency, PaymentStatus, SpendTotal } from '@equicreators/shared';
import type { PaymentSums } from './money-pages.repository.ts';

/**
 * The sums the money pages show (issue 32), in integer minor units per currency. Pure, so the
 * arithmetic is tested on its own.
 */

/** The brand was charged: anything past awaiting payment, except an order closed before paying. */
const CHARGED: readonly PaymentStatus[] = [
  'held',
  'frozen',
  'releasing',
  'released',
  'refunding',
  'refunded',
  'settled',
];
/** Money came back to the brand: a full refund, or the brand's part of a split. */
const REFUNDED: readonly PaymentStatus[] = ['refunded', 'settled'];
/** Still on the platform's balance, waiting for approval, a dispute's end or the transfer. */
const HELD: readonly PaymentStatus[] = ['held', 'frozen', 'releasing'];

type SpendInput = { status: PaymentStatus; currency: Currency; chargeMinor: number; refundMinor: number | null };

/** What the brand paid for one payment, and what it got back. */
export function spendOf(payment: SpendInput): { chargedMinor: number; refundedMinor: number } {
  return {
    chargedMinor: CHARGED.includes(payment.status) ? payment.chargeMinor : 0,
    refundedMinor: REFUNDED.includes(payment.status) ? (payment.refundMinor ?? 0) : 0,
  };
}

/** A campaign's totals per currency (charged − refunded), currencies in alphabetical order. */
export function spendTotalsOf(payments: readonly SpendInput[]): SpendTotal[] {
  const byCurrency = new Map<Currency, SpendTotal>();
  for (const payment of payments) {
    const { chargedMinor, refundedMinor } = spendOf(payment);
    const total = byCurrency.get(payment.currency) ?? {
      currency: payment.currency,
      chargedMinor: 0,
      refundedMinor: 0,
      netMinor: 0,
    };
    total.chargedMinor += chargedMinor;
    total.refundedMinor += refundedMinor;
    total.netMinor = total.chargedMinor - total.refundedMinor;
    byCurrency.set(payment.currency, total);
  }
  return [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

/** What the platform kept of one payment: both fees of a release; of a split, what neither party got. */
export function platformFeeOf(payment: {
  status: PaymentStatus;
  feesMinor: number;
  chargeMinor: number;
  transferMinor: number;
  refundMinor: number;
}): number {
  if (payment.status === 'released') return payment.feesMinor;
  if (payment.status === 'settled') return payment.chargeMinor - payment.transferMinor - payment.refundMinor;
  return 0;
}

/** Every payment's sums folded into one line per currency (the sums come per currency and status). */
export function adminTotalsOf(sums: readonly PaymentSums[]): AdminPaymentTotal[] {
  const byCurrency = new Map<Currency, AdminPaymentTotal>();
  for (const sum of sums) {
    const total = byCurrency.get(sum.currency) ?? {
      currency: sum.currency,
      heldMinor: 0,
      releasedMinor: 0,
      refundedMinor: 0,
      platformFeesMinor: 0,
    };
    if (HELD.includes(sum.status)) total.heldMinor += sum.chargeMinor;
    if (sum.status === 'released' || sum.status === 'settled') total.releasedMinor += sum.transferMinor;
    if (REFUNDED.includes(sum.status)) total.refundedMinor += sum.refundMinor;
    total.platformFeesMinor += platformFeeOf(sum);
    byCurrency.set(sum.currency, total);
  }
  return [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

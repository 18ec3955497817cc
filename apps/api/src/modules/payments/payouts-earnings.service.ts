import type {
  Currency,
  Earnings,
  EarningsGroup,
  EarningsPayment,
  EarningsTotal,
  PaymentStatus,
  StripePayoutView,
} from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import { askStripe, BUYER_WAITS } from '../../platform/billing/stripe-client.ts';
import { findPayoutAccount } from './order-payments.repository.ts';
import { paymentsOf } from './payments-of.ts';
import { listPaymentsOfCreator, type EarningsRow } from './payouts.repository.ts';

const GROUP_OF_STATUS: Record<Exclude<PaymentStatus, 'settled'>, EarningsGroup> = {
  awaiting_payment: 'awaiting',
  held: 'held',
  frozen: 'held',
  releasing: 'releasing',
  released: 'paid',
  refunding: 'refunded',
  refunded: 'refunded',
  void: 'void',
};

/** How many of the creator's latest payouts to their bank the page lists. */
const PAYOUTS_SHOWN = 20;

/**
 * GET /api/payments/earnings: the creator's order payments with what each pays them, their totals
 * held, releasing and paid per currency, and Stripe's payouts to their bank (null when Stripe
 * cannot be read now: the rest is ours and still answers).
 */
export async function getEarnings(context: AppContext, creatorId: string): Promise<Earnings> {
  const [rows, payouts] = await Promise.all([
    listPaymentsOfCreator(context.db, creatorId),
    listStripePayouts(context, creatorId),
  ]);
  const payments = rows.map(presentEarningsPayment);
  return { payments, totals: totalsOf(payments), payouts };
}

/** A split pays the creator its transfer; one that gave them nothing reads as refunded. */
export function earningsGroupOf(row: Pick<EarningsRow, 'status' | 'transferMinor'>): EarningsGroup {
  if (row.status === 'settled') return (row.transferMinor ?? 0) > 0 ? 'paid' : 'refunded';
  return GROUP_OF_STATUS[row.status];
}

function presentEarningsPayment(row: EarningsRow): EarningsPayment {
  return {
    _id: row.id,
    campaignId: row.campaignId,
    campaignTitle: row.campaignTitle,
    companyName: row.companyName,
    status: row.status,
    group: earningsGroupOf(row),
    currency: row.currency,
    agreedFeeMinor: row.agreedFeeMinor,
    payoutMinor: row.transferMinor ?? row.payoutMinor,
    paidAt: row.paidAt?.toISOString() ?? null,
    releasedAt: row.releasedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function totalsOf(payments: readonly EarningsPayment[]): EarningsTotal[] {
  const totals = new Map<Currency, EarningsTotal>();
  for (const payment of payments) {
    const field =
      payment.group === 'held'
        ? 'heldMinor'
        : payment.group === 'releasing'
          ? 'releasingMinor'
          : payment.group === 'paid'
            ? 'paidMinor'
            : null;
    if (!field) continue;
    const total = totals.get(payment.currency) ?? {
      currency: payment.currency,
      heldMinor: 0,
      releasingMinor: 0,
      paidMinor: 0,
    };
    total[field] += payment.payoutMinor;
    totals.set(payment.currency, total);
  }
  return [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

async function listStripePayouts(context: AppContext, creatorId: string): Promise<StripePayoutView[] | null> {
  const setup = paymentsOf(context);
  if (!setup) return null;
  const account = await findPayoutAccount(context.db, creatorId);
  if (!account) return null;
  try {
    const list = await askStripe(() =>
      setup.stripe.payouts.list({ limit: PAYOUTS_SHOWN }, { ...BUYER_WAITS, stripeAccount: account.stripeAccountId }),
    );
    return list.data.map((payout) => ({
      id: payout.id,
      amountMinor: payout.amount,
      currency: payout.currency,
      status: payout.status,
      arrivalDate: new Date(payout.arrival_date * 1000).toISOString(),
      createdAt: new Date(payout.created * 1000).toISOString(),
    }));
  } catch (error) {
    context.logger.warn({ err: error, creatorId }, 'earnings: could not read the payouts from Stripe');
    return null;
  }
}

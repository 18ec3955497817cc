import type { Currency } from './offers.ts';

/**
 * Paid through the platform (issue 32, docs/decisions/029): the brand pays the agreed fee plus a
 * service fee at hire, the platform holds it, and the creator's share (the agreed fee less the
 * creator's commission) is transferred to their Stripe Connect account when the work is approved.
 * Every amount is an integer of minor units beside its currency; fees are computed here once, when
 * the payment is created, and stored.
 */

/**
 * An order's payment, from the hire to its end:
 * - `awaiting_payment`: hired; the brand has not paid yet (the creator sees "Hired — awaiting payment");
 * - `held`: paid; the money is on the platform;
 * - `frozen`: a dispute (a party's, or a chargeback) stops any release or refund until it is resolved;
 * - `releasing`: the creator is to be paid; the transfer waits for their payouts, or is on its way;
 * - `released`: the creator's share was transferred (the end of a completed order);
 * - `refunding`: the brand is to be refunded (all, or the part a split leaves them);
 * - `refunded`: refunded in full, nothing transferred;
 * - `settled`: a split: part transferred, part refunded;
 * - `void`: the order closed before anything was paid.
 */
export const PAYMENT_STATUSES = [
  'awaiting_payment',
  'held',
  'frozen',
  'releasing',
  'released',
  'refunding',
  'refunded',
  'settled',
  'void',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Where no further money moves. */
export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = ['released', 'refunded', 'settled', 'void'];

/** What a creator's connected account allows, read from Stripe (`account.updated` or a sync). */
export const PAYOUT_STATUSES = ['not_started', 'pending_verification', 'restricted', 'enabled'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  not_started: 'Not set up',
  pending_verification: 'Pending verification',
  restricted: 'Restricted',
  enabled: 'Payouts enabled',
};

export const DISPUTE_OPENERS = ['brand', 'creator', 'stripe', 'system'] as const;
export type DisputeOpener = (typeof DISPUTE_OPENERS)[number];

export const DISPUTE_RESOLUTIONS = ['release', 'refund', 'split'] as const;
export type DisputeResolution = (typeof DISPUTE_RESOLUTIONS)[number];

/** Why the creator is paid: the brand approved and closed, a silent brand's waiting versions counted, or an admin. */
export const RELEASE_REASONS = ['approved', 'auto_approved', 'dispute', 'agreed_split'] as const;
export type ReleaseReason = (typeof RELEASE_REASONS)[number];

/** One side's fee: a share in basis points (1 = 0.01 %) with a floor in minor units. */
export type FeeRule = { basisPoints: number; minimumMinor: number };

/** The platform's fees: the brand's service fee on top of the agreed fee, and the creator's commission from it. */
export type FeeRules = { brand: FeeRule; creator: FeeRule };

/** An order's money, computed once when its payment is created. */
export type PaymentAmounts = {
  currency: Currency;
  agreedFeeMinor: number;
  brandFeeMinor: number;
  creatorFeeMinor: number;
  /** What the brand pays: the agreed fee and the service fee. */
  chargeMinor: number;
  /** What the creator receives when the work is approved: the agreed fee less the commission. */
  payoutMinor: number;
};

/**
 * A share of an amount in basis points, rounded half up to a whole minor unit (the currency's
 * smallest: every currency we take is counted in minor units), in integers only (`amount × bp` stays far below 2^53 for amounts up to 1,000,000.00).
 */
export function shareOf(amountMinor: number, basisPoints: number): number {
  assertMinor(amountMinor);
  return Math.floor((amountMinor * basisPoints + 5_000) / 10_000);
}

/** A fee by its rule, never more than the amount it is taken from (a creator's share never goes below zero). */
export function feeOf(amountMinor: number, rule: FeeRule): number {
  return Math.min(Math.max(shareOf(amountMinor, rule.basisPoints), rule.minimumMinor), amountMinor);
}

/** The money of a paid deal at an agreed fee: what the brand pays and what the creator receives. */
export function paymentAmounts(agreedFeeMinor: number, currency: Currency, rules: FeeRules): PaymentAmounts {
  assertMinor(agreedFeeMinor);
  if (agreedFeeMinor <= 0) throw new RangeError('A paid deal has an agreed fee above zero.');
  const brandFeeMinor = Math.max(shareOf(agreedFeeMinor, rules.brand.basisPoints), rules.brand.minimumMinor);
  const creatorFeeMinor = feeOf(agreedFeeMinor, rules.creator);
  return {
    currency,
    agreedFeeMinor,
    brandFeeMinor,
    creatorFeeMinor,
    chargeMinor: agreedFeeMinor + brandFeeMinor,
    payoutMinor: agreedFeeMinor - creatorFeeMinor,
  };
}

/** How a split divides the money the brand paid. Always sums to the charge. */
export type Settlement = {
  /** Transferred to the creator. */
  transferMinor: number;
  /** Given back to the brand. */
  refundMinor: number;
  /** Kept by the platform: the fees on the part the creator is paid. */
  platformMinor: number;
};

/**
 * A split where the creator is owed `creatorShareMinor` of the agreed fee (0 = full refund, the
 * agreed fee = full release). The fees scale with the share the creator is paid: nothing paid to
 * the creator, nothing kept by the platform; all of it, both fees kept.
 */
export function settlementOf(amounts: PaymentAmounts, creatorShareMinor: number): Settlement {
  assertMinor(creatorShareMinor);
  if (creatorShareMinor > amounts.agreedFeeMinor) {
    throw new RangeError('A creator share is at most the agreed fee.');
  }
  const part = (feeMinor: number) =>
    Math.floor((feeMinor * creatorShareMinor * 2 + amounts.agreedFeeMinor) / (amounts.agreedFeeMinor * 2));
  const keptCreatorFee = part(amounts.creatorFeeMinor);
  const keptBrandFee = part(amounts.brandFeeMinor);
  const transferMinor = creatorShareMinor - keptCreatorFee;
  const platformMinor = keptCreatorFee + keptBrandFee;
  return { transferMinor, refundMinor: amounts.chargeMinor - transferMinor - platformMinor, platformMinor };
}

/**
 * Stripe holds a charge's funds on the platform for about 90 days in most countries before a
 * transfer can no longer draw on it; we keep a margin. Work whose content window ends later than
 * this after the hire is charged when its window opens instead (docs/decisions/029).
 */
export const HOLD_LIMIT_DAYS = 80;
/** A silent brand: versions waiting this long for every deliverable count as approved. */
export const AUTO_APPROVE_DAYS = 7;
/** The brand is reminded on these days of waiting. */
export const AUTO_APPROVE_REMINDER_DAYS = [3, 6] as const;
/** After a paid order is closed, its creator may still open a dispute this long (issue 46). */
export const DISPUTE_AFTER_CLOSE_DAYS = 14;

const DAY_MS = 24 * 60 * 60_000;

/**
 * When the brand is asked to pay: at the hire, unless the work ends beyond the hold limit; then at
 * the start of the content window (or at the hire when that start is already near).
 */
export function chargeDueAt(hiredAt: Date, contentStart: Date | null, contentEnd: Date | null): Date {
  if (!contentEnd || contentEnd.getTime() - hiredAt.getTime() <= HOLD_LIMIT_DAYS * DAY_MS) return hiredAt;
  if (!contentStart || contentStart.getTime() <= hiredAt.getTime()) return hiredAt;
  return contentStart;
}

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  held: 'Paid, held until approval',
  frozen: 'Frozen by a dispute',
  releasing: 'Releasing to the creator',
  released: 'Paid to the creator',
  refunding: 'Refunding the brand',
  refunded: 'Refunded',
  settled: 'Settled by a split',
  void: 'Not paid',
};

export const PAYMENT_MESSAGES = {
  notConfigured: 'Payment through the platform is not configured here: this deal is paid outside EquiCreators.',
  notPaidDeal: 'This order has no fee to pay through the platform.',
  alreadyPaid: 'This order is already paid.',
  notDueYet: 'Payment for this order opens when its content window starts.',
  awaitingPayment: 'The brand has not paid for this order yet: work starts once it is paid.',
  noPayment: 'This order has no payment.',
  frozen: 'A dispute is open on this payment: nothing is released or refunded until it is resolved.',
  disputeOpen: 'A dispute is already open on this order.',
  closedOrder: 'This order is closed.',
  disputeWindowOver: `This order closed more than ${String(DISPUTE_AFTER_CLOSE_DAYS)} days ago: a dispute can no longer be opened.`,
  moneyMoved: 'The money of this order has already been paid out or refunded: there is nothing left to hold.',
  payoutsCreatorsOnly: 'Payouts are for content creators.',
  shareTooLarge: 'The creator’s share can be at most the agreed fee.',
  noDispute: 'This order has no open dispute.',
} as const;

function assertMinor(amountMinor: number): void {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) {
    throw new RangeError(`Money is a non-negative integer of minor units (got ${amountMinor}).`);
  }
}

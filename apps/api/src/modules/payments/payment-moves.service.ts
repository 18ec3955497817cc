import type Stripe from 'stripe';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { askStripe } from '../../platform/billing/stripe-client.ts';
import { announce } from '../notifications/notification-events.ts';
import { findPayoutAccount, lockPaymentById, type OrderPaymentRow } from './order-payments.repository.ts';
import { changePayment } from './payment-changes.ts';
import { nextMoveOf, statusAfterMoves, type PendingMove } from './payment-moves.ts';
import { listReleasingPaymentsOf } from './payment-moves.repository.ts';
import { findRefundOfPayment } from './payment-stripe-read.ts';
import { paymentsOf } from './payments-of.ts';

/** How long one process owns a payment's move: longer than any Stripe call with its retries. */
export const MOVE_CLAIM_MS = 2 * 60_000;

/** Kept in `last_error` while a release waits for the creator's payouts (and says it was announced). */
export const PAYOUTS_NEEDED = 'Waiting for the creator to enable payouts.';

/**
 * - `done`: every move of the payment is recorded;
 * - `busy`: another process holds it, or it has nothing to move (frozen, held, ended);
 * - `waiting`: the transfer waits for the creator's payouts;
 * - `failed`: Stripe refused or was unreachable (kept in `last_error`; the sweep retries).
 */
export type MoveOutcome = 'done' | 'busy' | 'waiting' | 'failed';

type Claimed = { payment: OrderPaymentRow; move: PendingMove; destination: string | null };

/**
 * Moves a payment's money, exactly once (docs/decisions/029): for each move left (a transfer, then
 * a refund), a short transaction locks the payment, checks it and claims it for MOVE_CLAIM_MS; Stripe
 * is called with no transaction open, under an idempotency key derived from the payment
 * (`release-<id>`, `refund-<id>`), so two processes, a retry or a claim run out make one transfer;
 * another short transaction records Stripe's answer and lets the claim go.
 */
export async function movePayment(
  context: AppContext,
  paymentId: string,
  options: Stripe.RequestOptions = {},
): Promise<MoveOutcome> {
  const setup = paymentsOf(context);
  if (!setup) return 'busy';
  for (let step = 0; step < 2; step += 1) {
    const claimed = await claim(context, paymentId);
    if (claimed === 'done' || claimed === 'busy' || claimed === 'waiting') return claimed;
    try {
      const id = await callStripe(setup.stripe, claimed, options);
      await record(context, paymentId, claimed.move, id);
    } catch (error) {
      context.logger.warn({ err: error, paymentId, move: claimed.move }, 'A payment move failed; the sweep retries');
      await letGo(context, paymentId, error instanceof Error ? error.message : String(error));
      return 'failed';
    }
  }
  return 'done';
}

/** Sends the creator's share of an approved order (a payment `releasing`). */
export function releasePayment(context: AppContext, paymentId: string, options?: Stripe.RequestOptions) {
  return movePayment(context, paymentId, options);
}

/** Gives the brand its money back (a payment `refunding`). */
export function refundPayment(context: AppContext, paymentId: string, options?: Stripe.RequestOptions) {
  return movePayment(context, paymentId, options);
}

/** Every payment of this creator waiting for their payouts, sent now that they may be enabled. */
export async function moveCreatorsWaitingPayments(context: AppContext, creatorId: string): Promise<void> {
  for (const paymentId of await listReleasingPaymentsOf(context.db, creatorId)) {
    await movePayment(context, paymentId);
  }
}

async function claim(context: AppContext, paymentId: string): Promise<Claimed | 'done' | 'busy' | 'waiting'> {
  return context.db.transaction(async (tx) => {
    const now = context.clock.now();
    const payment = await lockPaymentById(tx, paymentId);
    if (!payment || (payment.status !== 'releasing' && payment.status !== 'refunding')) return 'busy';
    if (payment.claimedUntil && payment.claimedUntil.getTime() > now.getTime()) return 'busy';
    const move = nextMoveOf(payment);
    if (!move) {
      await changePayment(tx, paymentId, { status: statusAfterMoves(payment), claimedUntil: null }, now);
      return 'done';
    }
    let destination: string | null = null;
    if (move === 'transfer') {
      const account = await findPayoutAccount(tx, payment.creatorId);
      if (account?.status !== 'enabled') {
        await waitForPayouts(tx, payment, now);
        return 'waiting';
      }
      destination = account.stripeAccountId;
    }
    await changePayment(tx, paymentId, { claimedUntil: new Date(now.getTime() + MOVE_CLAIM_MS) }, now);
    return { payment, move, destination };
  });
}

/** Tells the creator once that their money waits for their payouts. */
async function waitForPayouts(tx: Database, payment: OrderPaymentRow, now: Date): Promise<void> {
  if (payment.lastError === PAYOUTS_NEEDED) return;
  await changePayment(tx, payment.id, { lastError: PAYOUTS_NEEDED }, now);
  await announce(tx, {
    kind: 'payouts-needed',
    to: payment.creatorId,
    about: { campaignId: payment.campaignId, brandId: payment.brandId },
  });
}

async function callStripe(stripe: Stripe, claimed: Claimed, options: Stripe.RequestOptions): Promise<string> {
  const { payment } = claimed;
  const metadata = { paymentId: payment.id };
  if (claimed.move === 'transfer') {
    if (!claimed.destination || !payment.stripeChargeId) throw new Error('A transfer needs its charge and account.');
    // Stripe forgets idempotency keys after 24 hours: a transfer made before a long outage of the
    // sweep is found by its group instead of being made twice.
    const made = await askStripe(() =>
      stripe.transfers.list({ transfer_group: `order_${payment.id}`, limit: 10 }, options),
    );
    const earlier = made.data.find((transfer) => transfer.metadata?.paymentId === payment.id);
    if (earlier) return earlier.id;
    const transfer = await askStripe(() =>
      stripe.transfers.create(
        {
          amount: payment.transferMinor ?? 0,
          currency: payment.currency.toLowerCase(),
          destination: claimed.destination ?? '',
          transfer_group: `order_${payment.id}`,
          source_transaction: payment.stripeChargeId ?? '',
          metadata,
        },
        { ...options, idempotencyKey: `release-${payment.id}` },
      ),
    );
    return transfer.id;
  }
  // As for transfers: a refund made before its key expired, whose answer was lost, is found and recorded.
  const earlier = await askStripe(() => findRefundOfPayment(stripe, payment, options));
  if (earlier) return earlier;
  const target = payment.stripePaymentIntentId
    ? { payment_intent: payment.stripePaymentIntentId }
    : { charge: payment.stripeChargeId ?? '' };
  const refund = await askStripe(() =>
    stripe.refunds.create(
      { ...target, amount: payment.refundMinor ?? 0, metadata },
      { ...options, idempotencyKey: `refund-${payment.id}` },
    ),
  );
  return refund.id;
}

async function record(context: AppContext, paymentId: string, move: PendingMove, stripeId: string): Promise<void> {
  await context.db.transaction(async (tx) => {
    const now = context.clock.now();
    const payment = await lockPaymentById(tx, paymentId);
    if (!payment) return;
    const patch =
      move === 'transfer'
        ? { stripeTransferId: stripeId, releasedAt: payment.releasedAt ?? now }
        : { stripeRefundId: stripeId, refundedAt: payment.refundedAt ?? now };
    // A chargeback that froze the payment mid-move keeps it frozen: the move is recorded, the status waits.
    const status = payment.status === 'frozen' ? 'frozen' : statusAfterMoves({ ...payment, ...patch });
    await changePayment(tx, paymentId, { ...patch, status, claimedUntil: null, lastError: null }, now);
    if (move === 'transfer' && !payment.stripeTransferId) {
      await announce(tx, {
        kind: 'payment-released',
        to: payment.creatorId,
        about: { campaignId: payment.campaignId, brandId: payment.brandId },
      });
    }
    if (move === 'refund' && !payment.stripeRefundId) {
      await announce(tx, {
        kind: 'payment-refunded',
        to: payment.brandId,
        about: { campaignId: payment.campaignId, creatorId: payment.creatorId },
      });
    }
  });
}

async function letGo(context: AppContext, paymentId: string, error: string): Promise<void> {
  await context.db.transaction(async (tx) => {
    const now = context.clock.now();
    if (!(await lockPaymentById(tx, paymentId))) return;
    await changePayment(tx, paymentId, { claimedUntil: null, lastError: error.slice(0, 500) }, now);
  });
}

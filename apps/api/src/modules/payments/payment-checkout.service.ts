import { AppError, PAYMENT_MESSAGES, type OrderPaymentAnswer, type PaymentTerms } from '@equicreators/shared';
import type Stripe from 'stripe';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import type { Principal } from '../../platform/auth/authenticate.ts';
import { askStripe, BUYER_WAITS } from '../../platform/billing/stripe-client.ts';
import type { AfterCommit } from '../../platform/billing/stripe-events.ts';
import { findCustomerIdOf } from '../billing/billing.repository.ts';
import { findDealParties } from '../deals/deals.repository.ts';
import { announce } from '../notifications/notification-events.ts';
import { creatorOrderLink } from '../work/work-reminders.emails.ts';
import { orderOpenTo, workNotFound } from '../work/work.service.ts';
import { presentOrderPayment, type PaymentViewer } from './order-payment.presenter.ts';
import { findPaymentOfOrder, lockPaymentById, type Order, type OrderPaymentRow } from './order-payments.repository.ts';
import { changePayment } from './payment-changes.ts';
import { autoApproveAtOfPayment } from './auto-approval.service.ts';
import { findOrderFacts, type OrderFacts } from './payment-checkout.repository.ts';
import { findShownDispute } from './payment-disputes.repository.ts';
import { paymentReceivedEmail } from './payment.emails.ts';
import { paymentsOf, requirePayments } from './payments-of.ts';
import { readCheckoutSession, type StripePaymentRead } from './payment-stripe-read.ts';

/**
 * The brand pays at the hire (issue 32, docs/decisions/029): an order's payment as each party sees
 * it, the brand's Checkout in payment mode, and what Stripe answers applied once, from the webhook
 * or the return page's sync, whichever comes first.
 */

/** GET /api/payments/terms: whether paid deals go through the platform here, and at what fees. */
export function paymentTerms(context: AppContext): PaymentTerms {
  const setup = paymentsOf(context);
  return { enabled: setup !== null, fees: setup ? setup.config.fees : null };
}

/** GET …/payment: the order's payment for its brand, its creator and admins. */
export async function getOrderPayment(
  context: AppContext,
  principal: Principal,
  order: Order,
): Promise<OrderPaymentAnswer> {
  const { viewer, facts } = await paymentViewerOf(context, principal, order);
  return answerOf(context.db, order, facts, viewer);
}

/**
 * POST …/payment/checkout: a Checkout session in payment mode for what the payment says the brand
 * pays (agreed fee and service fee), answered by its address. A session still open at the same
 * amount is answered again, so a second click pays once.
 */
export async function startOrderCheckout(context: AppContext, principal: Principal, order: Order): Promise<string> {
  const { stripe } = requirePayments(context);
  const { facts } = await brandParty(context, principal, order);
  const payment = await payableOf(context.db, order, context.clock.now());
  if (payment.stripeCheckoutSessionId) {
    const stored = await askStripe(() =>
      stripe.checkout.sessions.retrieve(payment.stripeCheckoutSessionId ?? '', {}, BUYER_WAITS),
    );
    if (stored.status === 'open' && stored.amount_total === payment.chargeMinor && stored.url) return stored.url;
    if (stored.payment_status === 'paid') {
      // Paid, and the webhook has not come yet: apply it now rather than charge twice.
      await applyRead(context, await readCheckoutSession(stripe, stored.id, BUYER_WAITS));
      throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyPaid);
    }
  }
  const customer = await findCustomerIdOf(context.db, principal.accountId);
  const session = await askStripe(() =>
    stripe.checkout.sessions.create(
      checkoutParams(context, order, payment, facts, customer),
      // One session per payment, deal version and session before it: a double click makes one.
      {
        ...BUYER_WAITS,
        idempotencyKey: `checkout-${payment.id}-${payment.dealVersion}-${payment.chargeMinor}-${payment.stripeCheckoutSessionId ?? 'first'}`,
      },
    ),
  );
  if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without an address.`);
  await context.db.transaction(async (tx) => {
    const locked = await lockPaymentById(tx, payment.id);
    if (locked?.status === 'awaiting_payment') {
      await changePayment(tx, payment.id, { stripeCheckoutSessionId: session.id }, context.clock.now());
    }
  });
  return session.url;
}

/** POST …/payment/sync: the return page asks; the stored session is read from Stripe and applied. */
export async function syncOrderPayment(
  context: AppContext,
  principal: Principal,
  order: Order,
): Promise<OrderPaymentAnswer> {
  const { stripe } = requirePayments(context);
  const { facts } = await brandParty(context, principal, order);
  const payment = await findPaymentOfOrder(context.db, order);
  if (payment?.status === 'awaiting_payment' && payment.stripeCheckoutSessionId) {
    await applyRead(context, await readCheckoutSession(stripe, payment.stripeCheckoutSessionId, BUYER_WAITS));
  }
  return answerOf(context.db, order, facts, 'brand');
}

/** Applies a read in its own short transaction, then its after-commit work. */
async function applyRead(context: AppContext, read: StripePaymentRead | null): Promise<void> {
  if (!read) return;
  const after = await context.db.transaction((tx) => applyStripePayment(context, tx, read));
  after?.();
}

/**
 * Stripe's word on a payment, in the caller's transaction: an order awaiting payment that Stripe
 * says is paid in full, at the amount and currency the payment asks, becomes held. Anything else
 * changes nothing, so a repeated or late event, or a stale session at an older amount, is a no-op.
 */
export async function applyStripePayment(
  context: AppContext,
  tx: Database,
  read: StripePaymentRead,
): Promise<AfterCommit | void> {
  const payment = await lockPaymentById(tx, read.paymentId);
  if (!payment || payment.status !== 'awaiting_payment' || !read.paid) return;
  const now = context.clock.now();
  if (read.amountMinor !== payment.chargeMinor || read.currency?.toUpperCase() !== payment.currency) {
    const error = `Stripe charged ${read.amountMinor} ${read.currency} (${read.paymentIntentId}); this payment asks ${payment.chargeMinor} ${payment.currency}.`;
    context.logger.warn({ paymentId: payment.id, paymentIntentId: read.paymentIntentId }, error);
    await changePayment(tx, payment.id, { lastError: error }, now);
    return;
  }
  await changePayment(
    tx,
    payment.id,
    {
      status: 'held',
      paidAt: now,
      stripePaymentIntentId: read.paymentIntentId,
      stripeChargeId: read.chargeId,
      receiptUrl: read.receiptUrl,
      lastError: null,
    },
    now,
  );
  const order = { campaignId: payment.campaignId, creatorId: payment.creatorId };
  const parties = await findDealParties(tx, order);
  await announce(tx, {
    kind: 'payment-received',
    to: payment.creatorId,
    about: { campaignId: payment.campaignId, brandId: payment.brandId },
    mail:
      parties?.creatorIsActive === true
        ? paymentReceivedEmail(parties.creatorEmail, {
            companyName: parties.companyName,
            campaignTitle: parties.campaignTitle,
            payoutMinor: payment.payoutMinor,
            currency: payment.currency,
            url: creatorOrderLink(context.config.publicUrl, payment.campaignId),
          })
        : null,
  });
  return () => context.changes.raise('campaigns');
}

function checkoutParams(
  context: AppContext,
  order: Order,
  payment: OrderPaymentRow,
  facts: OrderFacts,
  customer: string | null,
): Stripe.Checkout.SessionCreateParams {
  const currency = payment.currency.toLowerCase();
  const metadata = { paymentId: payment.id };
  const back = `${context.config.publicUrl}/orders-influencer/${encodeURIComponent(order.creatorId)}?campaign=${encodeURIComponent(order.campaignId)}`;
  const who = facts.creatorFirstName ? ` (${facts.creatorFirstName})` : '';
  return {
    mode: 'payment',
    ...(customer ? { customer } : {}),
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency,
          unit_amount: payment.agreedFeeMinor,
          product_data: { name: `Agreed fee — ${facts.campaignTitle}${who}` },
        },
      },
      {
        quantity: 1,
        price_data: {
          currency,
          unit_amount: payment.brandFeeMinor,
          product_data: { name: 'EquiCreators service fee' },
        },
      },
    ],
    payment_intent_data: { transfer_group: `order_${payment.id}`, metadata },
    metadata,
    client_reference_id: payment.id,
    success_url: `${back}&payment=success&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${back}&payment=cancelled`,
  };
}

/** The payment the brand may pay now, or why not. */
async function payableOf(db: Database, order: Order, now: Date): Promise<OrderPaymentRow> {
  const payment = await findPaymentOfOrder(db, order);
  if (!payment) throw new AppError('CONFLICT', PAYMENT_MESSAGES.noPayment);
  if (payment.status !== 'awaiting_payment') throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyPaid);
  if (payment.chargeDueAt.getTime() > now.getTime()) throw new AppError('CONFLICT', PAYMENT_MESSAGES.notDueYet);
  return payment;
}

async function answerOf(
  db: Database,
  order: Order,
  facts: OrderFacts,
  viewer: PaymentViewer,
): Promise<OrderPaymentAnswer> {
  const payment = await findPaymentOfOrder(db, order);
  if (payment) {
    const [dispute, autoApproveAt] = await Promise.all([
      findShownDispute(db, payment.id),
      autoApproveAtOfPayment(db, payment),
    ]);
    return { mode: 'platform', payment: presentOrderPayment(payment, dispute, viewer, autoApproveAt) };
  }
  return { mode: (facts.agreedFeeMinor ?? 0) > 0 ? 'outside' : 'none', payment: null };
}

/** Who may read the order's payment: its brand, its hired creator (as for the work), and admins. */
async function paymentViewerOf(
  context: AppContext,
  principal: Principal,
  order: Order,
): Promise<{ viewer: PaymentViewer; facts: OrderFacts }> {
  if (principal.type === 'admin') {
    const facts = await findOrderFacts(context.db, order);
    if (!facts || facts.entryStatus !== 'Hired') throw workNotFound();
    return { viewer: 'admin', facts };
  }
  await orderOpenTo(context, principal, order);
  const facts = await findOrderFacts(context.db, order);
  if (!facts) throw workNotFound();
  return { viewer: principal.type === 'brand' ? 'brand' : 'creator', facts };
}

async function brandParty(context: AppContext, principal: Principal, order: Order): Promise<{ facts: OrderFacts }> {
  if (principal.type !== 'brand') throw workNotFound();
  const { facts } = await paymentViewerOf(context, principal, order);
  return { facts };
}

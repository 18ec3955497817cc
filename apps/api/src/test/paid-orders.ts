import { paymentAmounts } from '@equicreators/shared';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { creatorPayoutAccounts, orderPayments } from '../db/schema/index.ts';
import type { OrderPaymentRow } from '../modules/payments/order-payments.repository.ts';
import { createOrderCast } from './order-work.ts';
import type { FakeStripe } from './stripe/fake-stripe-server.ts';
import type { TestContext } from './test-context.ts';

/** The agreed fee of the paid orders made here: 100.00 GBP. */
export const AGREED_FEE_MINOR = 10_000;

/** A card payment of `amountMinor` made through the fake's payment-mode Checkout: its intent and charge. */
export async function paidCharge(
  context: TestContext,
  fake: FakeStripe,
  amountMinor: number,
): Promise<{ paymentIntentId: string; chargeId: string }> {
  const stripe = stripeOf(context);
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      { quantity: 1, price_data: { currency: 'gbp', unit_amount: amountMinor, product_data: { name: 'Order' } } },
    ],
    success_url: 'http://equicreators.test/ok',
    cancel_url: 'http://equicreators.test/cancel',
  });
  await fake.completeCheckout(session.id);
  const paid = await stripe.checkout.sessions.retrieve(session.id);
  const paymentIntentId = typeof paid.payment_intent === 'string' ? paid.payment_intent : paid.payment_intent?.id;
  if (!paymentIntentId) throw new Error('The paid session has no payment intent');
  const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
  const chargeId = typeof intent.latest_charge === 'string' ? intent.latest_charge : intent.latest_charge?.id;
  if (!chargeId) throw new Error('The payment intent has no charge');
  return { paymentIntentId, chargeId };
}

/** The creator's connected account, onboarded (payouts enabled) unless `enabled` is false. */
export async function payoutAccountFor(
  context: TestContext,
  fake: FakeStripe,
  creatorId: string,
  enabled = true,
): Promise<string> {
  const account = await stripeOf(context).accounts.create({
    type: 'express',
    country: 'GB',
    capabilities: { transfers: { requested: true } },
  });
  if (enabled) await fake.completeOnboarding(account.id);
  await context.db.insert(creatorPayoutAccounts).values({
    accountId: creatorId,
    stripeAccountId: account.id,
    status: enabled ? 'enabled' : 'pending_verification',
    payoutsEnabled: enabled,
    detailsSubmitted: enabled,
  });
  return account.id;
}

/** Completes the creator's onboarding at the fake Stripe, which tells the product as Stripe would. */
export async function enablePayouts(context: TestContext, fake: FakeStripe, creatorId: string): Promise<void> {
  const [row] = await context.db
    .select()
    .from(creatorPayoutAccounts)
    .where(eq(creatorPayoutAccounts.accountId, creatorId));
  if (!row) throw new Error('No payout account');
  // The fake delivers account.updated, whose handler writes the account as Stripe answers it.
  await fake.completeOnboarding(row.stripeAccountId);
}

/**
 * The order cast of order-work.ts (brand, hired creator, admin, two deliverables) with its payment
 * paid and held: the charge made through the fake, the amounts by the configured fees.
 */
export async function createPaidOrder(
  context: TestContext,
  fake: FakeStripe,
  { payouts = true }: { payouts?: boolean } = {},
) {
  const cast = await createOrderCast(context);
  const fees = context.config.payments?.fees;
  if (!fees) throw new Error('Payments are not configured');
  const amounts = paymentAmounts(AGREED_FEE_MINOR, 'GBP', fees);
  const charge = await paidCharge(context, fake, amounts.chargeMinor);
  const now = context.clock.now();
  const [payment] = await context.db
    .insert(orderPayments)
    .values({
      ...cast.order,
      brandId: cast.brand.id,
      status: 'held',
      ...amounts,
      dealVersion: 1,
      chargeDueAt: now,
      stripePaymentIntentId: charge.paymentIntentId,
      stripeChargeId: charge.chargeId,
      paidAt: now,
    })
    .returning();
  if (!payment) throw new Error('No payment');
  const stripeAccountId = await payoutAccountFor(context, fake, cast.hired.id, payouts);
  return { ...cast, payment, amounts, charge, stripeAccountId };
}
export type PaidOrder = Awaited<ReturnType<typeof createPaidOrder>>;

export async function paymentNow(context: TestContext, paymentId: string): Promise<OrderPaymentRow> {
  const [row] = await context.db.select().from(orderPayments).where(eq(orderPayments.id, paymentId));
  if (!row) throw new Error('No payment');
  return row;
}

function stripeOf(context: TestContext): Stripe {
  if (!context.stripe) throw new Error('Stripe is not configured');
  return context.stripe;
}

import { formatMoney } from '@equicreators/shared';
import type Stripe from 'stripe';
import type { AppContext } from '../../app-context.ts';
import type { StripeEventHandler } from '../../platform/billing/stripe-events.ts';
import { askStripe } from '../../platform/billing/stripe-client.ts';
import { announce, EVERY_ADMIN } from '../notifications/notification-events.ts';
import { findPaymentByCharge, lockPaymentById } from './order-payments.repository.ts';
import { changePayment } from './payment-changes.ts';
import { findDisputeByStripeId, insertDispute, lockOpenDispute, updateDispute } from './payment-disputes.repository.ts';
import { paymentsOf } from './payments-of.ts';

/** A payment that may still move is frozen by a chargeback; one already ended is only reported. */
const FREEZABLE = new Set(['awaiting_payment', 'held', 'releasing', 'refunding', 'frozen']);

/**
 * A chargeback (`charge.dispute.created`, docs/decisions/029): the dispute is read from Stripe (the
 * event names it, nothing more is trusted), its charge must be one of our payments; the payment is
 * frozen with a dispute opened by 'stripe' (once per Stripe dispute), every admin is told and the
 * support address e-mailed.
 */
export const chargebackEventHandler: StripeEventHandler = {
  types: ['charge.dispute.created'],
  async prepare(context: AppContext, event: Stripe.Event) {
    const setup = paymentsOf(context);
    const object = event.data.object as { id?: unknown };
    if (!setup || typeof object.id !== 'string') return null;
    const disputeId = object.id;
    const dispute = await askStripe(() => setup.stripe.disputes.retrieve(disputeId));
    const chargeId = typeof dispute.charge === 'string' ? dispute.charge : dispute.charge.id;
    const found = await findPaymentByCharge(context.db, chargeId);
    if (!found) return null;
    return async (tx) => {
      const now = context.clock.now();
      const payment = await lockPaymentById(tx, found.id);
      if (!payment || (await findDisputeByStripeId(tx, dispute.id))) return;
      const reason = `Chargeback at Stripe (${dispute.reason}): ${formatMoney(dispute.amount, payment.currency)} disputed by the card holder.`;
      const open = await lockOpenDispute(tx, payment.id);
      if (open) {
        // One open dispute per payment: the chargeback joins the parties' one, whose decision it awaits.
        if (!open.stripeDisputeId) await updateDispute(tx, open.id, { stripeDisputeId: dispute.id });
      } else {
        await insertDispute(tx, {
          paymentId: payment.id,
          openedBy: 'stripe',
          reason,
          stripeDisputeId: dispute.id,
          openedAt: now,
        });
      }
      if (FREEZABLE.has(payment.status)) await changePayment(tx, payment.id, { status: 'frozen' }, now);
      await announce(tx, {
        kind: 'dispute-opened',
        to: EVERY_ADMIN,
        about: { campaignId: payment.campaignId },
        mail: {
          category: 'essential',
          to: context.config.mail.supportEmail,
          subject: 'Chargeback on an order payment',
          text: `${reason}\n\nPayment ${payment.id}, Stripe dispute ${dispute.id}, charge ${chargeId}. The payment is ${FREEZABLE.has(payment.status) ? 'frozen' : `already ${payment.status}`}: respond in Stripe's dashboard and resolve it in the admin area.`,
        },
      });
    };
  },
};

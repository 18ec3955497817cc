import type { StripeEventHandler } from '../../platform/billing/stripe-events.ts';
import { paymentCheckoutEventHandler } from './payment-checkout.events.ts';
import { chargebackEventHandler } from './payment-disputes.events.ts';
import { payoutAccountEventHandler } from './payouts-events.ts';

/** The payments' part of Stripe's webhook (docs/decisions/029). */
export const PAYMENT_EVENT_HANDLERS: readonly StripeEventHandler[] = [
  paymentCheckoutEventHandler,
  payoutAccountEventHandler,
  chargebackEventHandler,
];

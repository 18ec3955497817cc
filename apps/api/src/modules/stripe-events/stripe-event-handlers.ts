import type { StripeEventHandler } from '../../platform/billing/stripe-events.ts';
import { billingEventHandler } from '../billing/billing-events.ts';
import { PAYMENT_EVENT_HANDLERS } from '../payments/payment-events.ts';

/** Every concern's part of Stripe's webhook; an event runs each handler that names its type. */
export const STRIPE_EVENT_HANDLERS: readonly StripeEventHandler[] = [billingEventHandler, ...PAYMENT_EVENT_HANDLERS];

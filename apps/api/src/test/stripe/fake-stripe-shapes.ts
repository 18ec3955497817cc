import type Stripe from 'stripe';
import type {
  StripeAccountObject,
  StripeChargeObject,
  StripePaymentIntentObject,
} from './fake-stripe-connect-objects.ts';
import type { StripeInvoiceLineObject, StripeInvoiceObject } from './fake-stripe-invoices.ts';
import type {
  FakeStripeEvent,
  StripeCustomerObject,
  StripePriceObject,
  StripeProductObject,
} from './fake-stripe-objects.ts';
import type { StripeCheckoutSessionObject, StripePortalSessionObject } from './fake-stripe-sessions.ts';
import type {
  StripePlanObject,
  StripeSubscriptionItemObject,
  StripeSubscriptionObject,
} from './fake-stripe-subscriptions.ts';
import type {
  StripeBalanceObject,
  StripeDisputeObject,
  StripePayoutObject,
  StripeRefundObject,
  StripeTransferObject,
} from './fake-stripe-transfers.ts';

/**
 * Compile-time proof that the fake's objects keep Stripe's shapes for the SDK's pinned API version:
 * `npm run typecheck` fails when the SDK is upgraded and a shape drifts. The objects the product
 * reads (subscriptions and their items, prices, products, customers, portal sessions) must be
 * complete; Checkout Sessions, invoices and events must type every field they carry as Stripe does.
 */

/** On the wire a decimal is a string; the SDK turns it into its `Decimal` class after parsing. */
type Wire<T> = T extends Stripe.Decimal
  ? string
  : T extends string | number | boolean | null | undefined
    ? T
    : T extends readonly (infer Item)[]
      ? Wire<Item>[]
      : { [Key in keyof T]: Wire<T[Key]> };

type IsComplete<Fake, Sdk> = [Fake] extends [Wire<Sdk>] ? true : { fake: Fake; isNot: Wire<Sdk> };
type Shared<Fake, Sdk, Skipped extends string> = Exclude<Extract<keyof Fake, keyof Wire<Sdk>>, Skipped>;
type AgreesOnShared<Fake, Sdk, Skipped extends string = never> = [Pick<Fake, Shared<Fake, Sdk, Skipped>>] extends [
  Pick<Wire<Sdk>, Shared<Fake, Sdk, Skipped>>,
]
  ? true
  : { fake: Pick<Fake, Shared<Fake, Sdk, Skipped>>; isNot: Pick<Wire<Sdk>, Shared<Fake, Sdk, Skipped>> };

export const FAKE_STRIPE_SHAPES_AGREE: [
  IsComplete<StripeSubscriptionObject, Stripe.Subscription>,
  IsComplete<StripeSubscriptionItemObject, Stripe.SubscriptionItem>,
  IsComplete<StripePlanObject, Stripe.Plan>,
  IsComplete<StripePriceObject, Stripe.Price>,
  IsComplete<StripeProductObject, Stripe.Product>,
  IsComplete<StripeCustomerObject, Stripe.Customer>,
  IsComplete<StripePortalSessionObject, Stripe.BillingPortal.Session>,
  IsComplete<StripeInvoiceLineObject, Stripe.InvoiceLineItem>,
  AgreesOnShared<StripeCheckoutSessionObject, Stripe.Checkout.Session>,
  AgreesOnShared<StripeInvoiceObject, Stripe.Invoice>,
  // The SDK types `type` and `data` as a union of every event; the fake's are open.
  AgreesOnShared<FakeStripeEvent, Stripe.Event, 'type' | 'data'>,
  // Connect and one-off payments: every field the fake carries is typed as Stripe types it.
  AgreesOnShared<StripeAccountObject, Stripe.Account>,
  AgreesOnShared<StripePaymentIntentObject, Stripe.PaymentIntent>,
  AgreesOnShared<StripeChargeObject, Stripe.Charge>,
  AgreesOnShared<StripeTransferObject, Stripe.Transfer>,
  AgreesOnShared<StripeRefundObject, Stripe.Refund>,
  AgreesOnShared<StripeDisputeObject, Stripe.Dispute>,
  AgreesOnShared<StripePayoutObject, Stripe.Payout>,
  AgreesOnShared<StripeBalanceObject, Stripe.Balance>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true];

import {
  listOf,
  newId,
  nowSeconds,
  type Metadata,
  type StripeCustomerObject,
  type StripeList,
} from './fake-stripe-objects.ts';
import type { StripeSubscriptionObject } from './fake-stripe-subscriptions.ts';

/**
 * Invoices as the pinned API version shapes them: since 2025-03-31 the subscription is no longer a
 * top-level `subscription` field but `parent.subscription_details.subscription`, and a line's
 * price sits under `pricing.price_details`.
 */
export type StripeInvoiceLineObject = {
  id: string;
  object: 'line_item';
  amount: number;
  currency: string;
  description: string;
  discount_amounts: never[];
  discountable: boolean;
  discounts: never[];
  invoice: string;
  livemode: false;
  metadata: Metadata;
  parent: {
    type: 'subscription_item_details';
    invoice_item_details: null;
    subscription_item_details: {
      invoice_item: null;
      proration: false;
      proration_details: { credited_items: null };
      subscription: string;
      subscription_item: string;
    };
  };
  period: { end: number; start: number };
  pretax_credit_amounts: never[];
  pricing: { type: 'price_details'; price_details: { price: string; product: string }; unit_amount_decimal: string };
  quantity: number;
  quantity_decimal: string;
  subscription: string;
  subtotal: number;
  taxes: never[];
};

export type StripeInvoiceObject = {
  id: string;
  object: 'invoice';
  account_country: string;
  account_name: string;
  amount_due: number;
  amount_overpaid: number;
  amount_paid: number;
  amount_remaining: number;
  amount_shipping: number;
  attempt_count: number;
  attempted: boolean;
  auto_advance: boolean;
  billing_reason: 'subscription_create' | 'subscription_cycle';
  collection_method: 'charge_automatically';
  created: number;
  currency: string;
  customer: string;
  customer_email: string | null;
  customer_name: string | null;
  description: null;
  discounts: never[];
  due_date: null;
  effective_at: number;
  ending_balance: number;
  hosted_invoice_url: null;
  invoice_pdf: null;
  lines: StripeList<StripeInvoiceLineObject>;
  livemode: false;
  metadata: Metadata;
  next_payment_attempt: number | null;
  number: string;
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { metadata: Metadata; subscription: string };
  };
  period_end: number;
  period_start: number;
  starting_balance: number;
  status: 'paid' | 'open';
  status_transitions: { finalized_at: number; marked_uncollectible_at: null; paid_at: number | null; voided_at: null };
  subtotal: number;
  subtotal_excluding_tax: number;
  test_clock: null;
  total: number;
  total_excluding_tax: number;
  webhooks_delivered_at: number;
};

/** When Stripe's smart retries try a declined card again, roughly. */
export const RETRY_AFTER_SECONDS = 3 * 24 * 60 * 60;

/** The invoice of the subscription's current period, paid or (for a failed payment) left open. */
export function buildInvoice(
  subscription: StripeSubscriptionObject,
  customer: StripeCustomerObject,
  options: { reason: 'subscription_create' | 'subscription_cycle'; paid: boolean },
): StripeInvoiceObject {
  const id = newId('in');
  const created = nowSeconds();
  const item = subscription.items.data[0];
  if (!item) throw new Error(`Subscription ${subscription.id} has no item`);
  const amount = (item.price.unit_amount ?? 0) * item.quantity;
  const product = typeof item.price.product === 'string' ? item.price.product : item.price.product.id;
  const sequence = customer.next_invoice_sequence;
  customer.next_invoice_sequence += 1;
  const line: StripeInvoiceLineObject = {
    id: newId('il'),
    object: 'line_item',
    amount,
    currency: subscription.currency,
    description: `${item.quantity} × ${item.price.nickname ?? product}`,
    discount_amounts: [],
    discountable: true,
    discounts: [],
    invoice: id,
    livemode: false,
    metadata: {},
    parent: {
      type: 'subscription_item_details',
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: false,
        proration_details: { credited_items: null },
        subscription: subscription.id,
        subscription_item: item.id,
      },
    },
    period: { end: item.current_period_end, start: item.current_period_start },
    pretax_credit_amounts: [],
    pricing: {
      type: 'price_details',
      price_details: { price: item.price.id, product },
      unit_amount_decimal: String(item.price.unit_amount),
    },
    quantity: item.quantity,
    quantity_decimal: String(item.quantity),
    subscription: subscription.id,
    subtotal: amount,
    taxes: [],
  };
  return {
    id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'EquiCreators (offline test Stripe)',
    amount_due: amount,
    amount_overpaid: 0,
    amount_paid: options.paid ? amount : 0,
    amount_remaining: options.paid ? 0 : amount,
    amount_shipping: 0,
    attempt_count: 1,
    attempted: true,
    auto_advance: !options.paid,
    billing_reason: options.reason,
    collection_method: 'charge_automatically',
    created,
    currency: subscription.currency,
    customer: customer.id,
    customer_email: customer.email,
    customer_name: customer.name,
    description: null,
    discounts: [],
    due_date: null,
    effective_at: created,
    ending_balance: 0,
    hosted_invoice_url: null,
    invoice_pdf: null,
    lines: { ...listOf([line], `/v1/invoices/${id}/lines`), total_count: 1 },
    livemode: false,
    metadata: {},
    next_payment_attempt: options.paid ? null : created + RETRY_AFTER_SECONDS,
    number: `${customer.invoice_prefix}-${String(sequence).padStart(4, '0')}`,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: { ...subscription.metadata }, subscription: subscription.id },
    },
    // Stripe dates a subscription invoice's own period at the previous period; the line carries the billed one.
    period_end: item.current_period_start,
    period_start: item.current_period_start,
    starting_balance: 0,
    status: options.paid ? 'paid' : 'open',
    status_transitions: {
      finalized_at: created,
      marked_uncollectible_at: null,
      paid_at: options.paid ? created : null,
      voided_at: null,
    },
    subtotal: amount,
    subtotal_excluding_tax: amount,
    test_clock: null,
    total: amount,
    total_excluding_tax: amount,
    webhooks_delivered_at: created,
  };
}

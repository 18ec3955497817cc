import {
  listOf,
  newId,
  nowSeconds,
  periodEnd,
  type Metadata,
  type StripeCustomerObject,
  type StripeList,
  type StripePriceObject,
  type StripeRecurring,
} from './fake-stripe-objects.ts';

/**
 * Subscriptions as the pinned API version shapes them: since 2025-03-31 the billing period lives on
 * each item (`items.data[0].current_period_start/_end`), not on the subscription.
 */

export type StripePlanObject = {
  id: string;
  object: 'plan';
  active: boolean;
  amount: number;
  amount_decimal: string;
  billing_scheme: 'per_unit';
  created: number;
  currency: string;
  interval: StripeRecurring['interval'];
  interval_count: number;
  livemode: false;
  metadata: Metadata;
  meter: null;
  nickname: string | null;
  product: string;
  tiers_mode: null;
  transform_usage: null;
  trial_period_days: null;
  usage_type: 'licensed';
};

export type StripeSubscriptionItemObject = {
  id: string;
  object: 'subscription_item';
  billing_thresholds: null;
  created: number;
  current_period_end: number;
  current_period_start: number;
  current_trial: null;
  discounts: string[];
  metadata: Metadata;
  /** Stripe's legacy view of the price, still on every item. */
  plan: StripePlanObject;
  price: StripePriceObject;
  quantity: number;
  subscription: string;
  tax_rates: never[];
};

export type StripeSubscriptionObject = {
  id: string;
  object: 'subscription';
  application: null;
  application_fee_percent: null;
  automatic_tax: { disabled_reason: null; enabled: false; liability: null };
  billing_cycle_anchor: number;
  billing_cycle_anchor_config: null;
  billing_mode: { flexible: null; type: 'classic' };
  billing_schedules: never[];
  billing_thresholds: null;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  cancellation_details: {
    comment: null;
    feedback: null;
    feedback_option: null;
    reason: 'cancellation_requested' | 'payment_failed' | null;
  };
  collection_method: 'charge_automatically';
  created: number;
  currency: string;
  customer: string;
  customer_account: null;
  days_until_due: null;
  default_payment_method: null;
  default_source: null;
  description: null;
  discounts: string[];
  ended_at: number | null;
  invoice_settings: {
    account_tax_ids: null;
    custom_fields: null;
    description: null;
    footer: null;
    issuer: { type: 'self' };
  };
  items: StripeList<StripeSubscriptionItemObject>;
  latest_invoice: string | null;
  livemode: false;
  managed_payments: null;
  metadata: Metadata;
  next_pending_invoice_item_invoice: null;
  on_behalf_of: null;
  pause_collection: null;
  payment_settings: { payment_method_options: null; payment_method_types: null; save_default_payment_method: 'off' };
  pending_invoice_item_interval: null;
  pending_setup_intent: null;
  pending_update: null;
  schedule: null;
  start_date: number;
  status: string;
  test_clock: null;
  transfer_data: null;
  trial_end: null;
  trial_settings: { end_behavior: { billing_cycle_anchor: null; missing_payment_method: 'create_invoice' } };
  trial_start: null;
};

export function planOf(price: StripePriceObject): StripePlanObject {
  return {
    id: price.id,
    object: 'plan',
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    interval: price.recurring.interval,
    interval_count: price.recurring.interval_count,
    livemode: false,
    metadata: { ...price.metadata },
    meter: null,
    nickname: price.nickname,
    product: typeof price.product === 'string' ? price.product : price.product.id,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}

/** An active subscription to one price, its first period starting now. */
export function buildSubscription(
  customer: StripeCustomerObject,
  price: StripePriceObject,
  quantity: number,
  metadata: Metadata,
): StripeSubscriptionObject {
  const id = newId('sub');
  const now = nowSeconds();
  const subscription: StripeSubscriptionObject = {
    id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: now,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: 'charge_automatically',
    created: now,
    currency: price.currency,
    customer: customer.id,
    customer_account: null,
    days_until_due: null,
    default_payment_method: null,
    default_source: null,
    description: null,
    discounts: [],
    ended_at: null,
    invoice_settings: {
      account_tax_ids: null,
      custom_fields: null,
      description: null,
      footer: null,
      issuer: { type: 'self' },
    },
    items: {
      ...listOf(
        [
          {
            id: newId('si'),
            object: 'subscription_item',
            billing_thresholds: null,
            created: now,
            current_period_end: periodEnd(now, price.recurring),
            current_period_start: now,
            current_trial: null,
            discounts: [],
            metadata: {},
            plan: planOf(price),
            price: structuredClone(price),
            quantity,
            subscription: id,
            tax_rates: [],
          },
        ],
        `/v1/subscription_items?subscription=${id}`,
      ),
      total_count: 1,
    },
    latest_invoice: null,
    livemode: false,
    managed_payments: null,
    metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: null,
      save_default_payment_method: 'off',
    },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: now,
    status: 'active',
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: { end_behavior: { billing_cycle_anchor: null, missing_payment_method: 'create_invoice' } },
    trial_start: null,
  };
  return subscription;
}

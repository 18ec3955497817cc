import { randomBytes } from 'node:crypto';
import type { BillingPlan } from '@equicreators/shared';

/**
 * The objects of the offline Stripe test server, shaped like Stripe's for the SDK's pinned API
 * version (2026-10-28.endive, see node_modules/stripe/cjs/resources/*.d.ts). Fields the product is
 * unlikely to read are still present with Stripe's neutral values (null, [], false) so a reader
 * that follows the SDK's types finds them where Stripe puts them.
 */

export const FAKE_STRIPE_API_VERSION = '2026-10-28.endive';

export type Metadata = Record<string, string>;
export type StripeList<T> = { object: 'list'; data: T[]; has_more: boolean; url: string; total_count?: number };

export type StripeRecurring = {
  interval: 'day' | 'week' | 'month' | 'year';
  interval_count: number;
  meter: null;
  trial_period_days: null;
  usage_type: 'licensed';
};

export type StripePriceObject = {
  id: string;
  object: 'price';
  active: boolean;
  billing_scheme: 'per_unit';
  created: number;
  currency: string;
  custom_unit_amount: null;
  livemode: false;
  lookup_key: string | null;
  metadata: Metadata;
  nickname: string | null;
  product: string | StripeProductObject;
  recurring: StripeRecurring;
  tax_behavior: 'unspecified';
  tiers_mode: null;
  transform_quantity: null;
  type: 'recurring';
  unit_amount: number;
  unit_amount_decimal: string;
};

export type StripeProductObject = {
  id: string;
  object: 'product';
  active: boolean;
  created: number;
  default_price: string | null;
  description: string | null;
  images: string[];
  livemode: false;
  marketing_features: never[];
  metadata: Metadata;
  name: string;
  package_dimensions: null;
  shippable: null;
  statement_descriptor: null;
  tax_code: null;
  type: 'service';
  unit_label: null;
  updated: number;
  url: null;
};

export type StripeCustomerObject = {
  id: string;
  object: 'customer';
  address: null;
  balance: number;
  created: number;
  currency: string | null;
  default_source: null;
  delinquent: boolean;
  description: string | null;
  discount: null;
  email: string | null;
  invoice_prefix: string;
  invoice_settings: { custom_fields: null; default_payment_method: null; footer: null; rendering_options: null };
  livemode: false;
  metadata: Metadata;
  name: string | null;
  next_invoice_sequence: number;
  phone: string | null;
  preferred_locales: string[];
  shipping: null;
  tax_exempt: 'none';
  test_clock: null;
};

export type StripeSubscriptionItemObject = {
  id: string;
  object: 'subscription_item';
  billing_thresholds: null;
  created: number;
  current_period_end: number;
  current_period_start: number;
  discounts: string[];
  metadata: Metadata;
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
  billing_thresholds: null;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  cancellation_details: { comment: null; feedback: null; reason: 'cancellation_requested' | 'payment_failed' | null };
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
  invoice_settings: { account_tax_ids: null; issuer: { type: 'self' } };
  items: StripeList<StripeSubscriptionItemObject>;
  latest_invoice: string | null;
  livemode: false;
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
  trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } };
  trial_start: null;
};

export type StripeCheckoutSessionObject = {
  id: string;
  object: 'checkout.session';
  allow_promotion_codes: null;
  amount_subtotal: number;
  amount_total: number;
  automatic_tax: { enabled: false; liability: null; provider: null; status: null };
  billing_address_collection: null;
  cancel_url: string | null;
  client_reference_id: string | null;
  client_secret: null;
  created: number;
  currency: string;
  customer: string | null;
  customer_creation: 'always' | null;
  customer_details: {
    email: string | null;
    name: string | null;
    phone: null;
    address: null;
    tax_exempt: 'none';
    tax_ids: never[];
  } | null;
  customer_email: string | null;
  expires_at: number;
  invoice: string | null;
  livemode: false;
  locale: null;
  metadata: Metadata;
  mode: 'subscription';
  payment_intent: null;
  payment_link: null;
  payment_method_collection: 'always';
  payment_method_types: string[];
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  status: 'open' | 'complete' | 'expired';
  submit_type: null;
  subscription: string | null;
  success_url: string | null;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  ui_mode: 'hosted';
  url: string | null;
};

export type StripePortalSessionObject = {
  id: string;
  object: 'billing_portal.session';
  configuration: string;
  created: number;
  customer: string;
  customer_account: null;
  flow: null;
  livemode: false;
  locale: null;
  on_behalf_of: null;
  return_url: string | null;
  url: string;
};

export type FakeStripeEvent = {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
};

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A Stripe-looking id: the object's prefix and 24 random base62 characters. */
export function newId(prefix: string): string {
  const bytes = randomBytes(24);
  let suffix = '';
  for (const byte of bytes) suffix += BASE62[byte % BASE62.length];
  return `${prefix}_${suffix}`;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export function toSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** The end of the period that starts at `start` (seconds), as Stripe counts calendar months and years. */
export function periodEnd(start: number, recurring: StripeRecurring): number {
  const date = new Date(start * 1000);
  const count = recurring.interval_count;
  if (recurring.interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + count);
  else if (recurring.interval === 'month') date.setUTCMonth(date.getUTCMonth() + count);
  else date.setUTCDate(date.getUTCDate() + count * (recurring.interval === 'week' ? 7 : 1));
  return toSeconds(date);
}

export function listOf<T>(data: T[], url: string, hasMore = false): StripeList<T> {
  return { object: 'list', data, has_more: hasMore, url };
}

/** What the fake sells: deterministic ids, so `npm run dev:stripe` prints the same lines every time. */
export const FAKE_PLANS: Record<
  BillingPlan,
  { priceId: string; productId: string; unitAmount: number; interval: 'month' | 'year'; nickname: string }
> = {
  'brand-monthly': {
    priceId: 'price_brand_monthly',
    productId: 'prod_brand',
    unitAmount: 14_900,
    interval: 'month',
    nickname: 'Brand, monthly',
  },
  'brand-yearly': {
    priceId: 'price_brand_yearly',
    productId: 'prod_brand',
    unitAmount: 149_000,
    interval: 'year',
    nickname: 'Brand, yearly',
  },
  'club-monthly': {
    priceId: 'price_club_monthly',
    productId: 'prod_club',
    unitAmount: 1_999,
    interval: 'month',
    nickname: 'Club, monthly',
  },
  'club-yearly': {
    priceId: 'price_club_yearly',
    productId: 'prod_club',
    unitAmount: 19_900,
    interval: 'year',
    nickname: 'Club, yearly',
  },
};

export const FAKE_PRODUCTS: Record<string, string> = {
  prod_brand: 'EquiCreators for brands',
  prod_club: 'EquiCreators Club',
};

export function buildProduct(id: string, name: string, created: number): StripeProductObject {
  return {
    id,
    object: 'product',
    active: true,
    created,
    default_price: null,
    description: null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: {},
    name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    type: 'service',
    unit_label: null,
    updated: created,
    url: null,
  };
}

export function buildPrice(plan: BillingPlan, created: number): StripePriceObject {
  const spec = FAKE_PLANS[plan];
  return {
    id: spec.priceId,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created,
    currency: 'usd',
    custom_unit_amount: null,
    livemode: false,
    lookup_key: plan,
    metadata: {},
    nickname: spec.nickname,
    product: spec.productId,
    recurring: {
      interval: spec.interval,
      interval_count: 1,
      meter: null,
      trial_period_days: null,
      usage_type: 'licensed',
    },
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'recurring',
    unit_amount: spec.unitAmount,
    unit_amount_decimal: String(spec.unitAmount),
  };
}

export function buildCustomer(fields: {
  email: string | null;
  name: string | null;
  description: string | null;
  phone: string | null;
  metadata: Metadata;
}): StripeCustomerObject {
  return {
    id: newId('cus'),
    object: 'customer',
    address: null,
    balance: 0,
    created: nowSeconds(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: fields.description,
    discount: null,
    email: fields.email,
    invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: fields.metadata,
    name: fields.name,
    next_invoice_sequence: 1,
    phone: fields.phone,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}

export function buildEvent(
  type: string,
  object: unknown,
  previousAttributes?: Record<string, unknown>,
): FakeStripeEvent {
  // A snapshot: later changes to the object must not rewrite an event already sent.
  const data: FakeStripeEvent['data'] = { object: structuredClone(object) };
  if (previousAttributes) data.previous_attributes = structuredClone(previousAttributes);
  return {
    id: newId('evt'),
    object: 'event',
    api_version: FAKE_STRIPE_API_VERSION,
    created: nowSeconds(),
    data,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

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
  tax_details: null;
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

export type FakeStripeEvent = {
  id: string;
  object: 'event';
  /** The connected account a Connect event happened on. */
  account?: string;
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
    tax_details: null,
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

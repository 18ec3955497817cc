import { newId, nowSeconds, type Metadata } from './fake-stripe-objects.ts';

/** Checkout and customer portal sessions, with the hosted pages' URLs on the fake. */

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
  customer_creation: 'always' | 'if_required' | null;
  customer_details: {
    business_name: null;
    individual_name: null;
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
  mode: 'subscription' | 'payment';
  payment_intent: string | null;
  payment_link: null;
  payment_method_collection: 'always' | null;
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

/** The parameters of a Checkout Session that it shows as they were given. */
export type CheckoutFields = Pick<
  StripeCheckoutSessionObject,
  'cancel_url' | 'client_reference_id' | 'customer' | 'customer_email' | 'metadata' | 'mode' | 'success_url'
>;

export function buildCheckoutSession(
  fields: CheckoutFields,
  amount: number,
  currency: string,
  baseUrl: string,
): StripeCheckoutSessionObject {
  const id = newId('cs_test');
  const created = nowSeconds();
  return {
    id,
    object: 'checkout.session',
    allow_promotion_codes: null,
    amount_subtotal: amount,
    amount_total: amount,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: fields.cancel_url,
    client_reference_id: fields.client_reference_id,
    client_secret: null,
    created,
    currency,
    customer: fields.customer,
    customer_creation: fields.customer ? null : fields.mode === 'payment' ? 'if_required' : 'always',
    customer_details: null,
    customer_email: fields.customer_email,
    expires_at: created + 24 * 60 * 60,
    invoice: null,
    livemode: false,
    locale: null,
    metadata: fields.metadata,
    mode: fields.mode,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: fields.mode === 'payment' ? null : 'always',
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: fields.success_url,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url: `${baseUrl}/checkout/${id}`,
  };
}

export function buildPortalSession(
  customer: string,
  returnUrl: string | null,
  baseUrl: string,
): StripePortalSessionObject {
  const id = newId('bps');
  return {
    id,
    object: 'billing_portal.session',
    configuration: 'bpc_fake_default',
    created: nowSeconds(),
    customer,
    customer_account: null,
    flow: null,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    return_url: returnUrl,
    url: `${baseUrl}/portal/${id}`,
  };
}

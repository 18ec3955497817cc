import { payoutCurrencyOf } from '@equicreators/shared';
import { buildEvent, newId, nowSeconds, type FakeStripeEvent, type Metadata } from './fake-stripe-objects.ts';

/**
 * Stripe Connect's objects on the offline fake (connected accounts, payment-mode payments,
 * transfers, refunds, disputes, payouts), shaped as the SDK's types describe them for the pinned
 * API version. Fields the product is unlikely to read carry Stripe's neutral values.
 */

/** The reasons the fake gives for an account that cannot receive payouts. */
export type DisabledReason = 'requirements.past_due' | 'requirements.pending_verification';

export type StripeRequirements = {
  alternatives: never[];
  current_deadline: number | null;
  currently_due: string[];
  disabled_reason: DisabledReason | null;
  errors: never[];
  eventually_due: string[];
  past_due: string[];
  pending_verification: string[];
};

export type StripeAccountObject = {
  id: string;
  object: 'account';
  business_profile: {
    mcc: null;
    minority_owned_business_designation: null;
    name: null;
    product_description: null;
    specified_commercial_transactions_act_url: null;
    support_address: null;
    support_email: null;
    support_phone: null;
    support_url: null;
    url: null;
  };
  business_type: 'individual' | null;
  capabilities: { transfers?: 'active' | 'inactive' | 'pending' };
  charges_enabled: boolean;
  country: string;
  created: number;
  default_currency: string;
  details_submitted: boolean;
  email: string | null;
  future_requirements: StripeRequirements;
  metadata: Metadata;
  payouts_enabled: boolean;
  requirements: StripeRequirements;
  type: 'express' | 'standard' | 'custom';
};

export type StripeAccountLinkObject = { object: 'account_link'; created: number; expires_at: number; url: string };

export type StripePaymentIntentObject = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  application_fee_amount: null;
  capture_method: 'automatic';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: string;
  customer: string | null;
  description: string | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Metadata;
  on_behalf_of: null;
  payment_method: null;
  payment_method_types: string[];
  receipt_email: string | null;
  status: 'succeeded';
  transfer_data: null;
  transfer_group: string | null;
};

export type StripeChargeObject = {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  balance_transaction: string;
  captured: boolean;
  created: number;
  currency: string;
  customer: string | null;
  description: string | null;
  disputed: boolean;
  failure_code: null;
  failure_message: null;
  livemode: false;
  metadata: Metadata;
  paid: boolean;
  payment_intent: string;
  receipt_email: string | null;
  receipt_url: string;
  refunded: boolean;
  source_transfer: null;
  status: 'succeeded';
  transfer_group: string | null;
};

/** What an Express account must still give before it may receive transfers and payouts. */
export const ONBOARDING_DUE = [
  'business_type',
  'external_account',
  'individual.dob.day',
  'individual.dob.month',
  'individual.dob.year',
  'individual.first_name',
  'individual.last_name',
  'tos_acceptance.date',
  'tos_acceptance.ip',
];

export function requirements(currentlyDue: string[], disabledReason: DisabledReason | null): StripeRequirements {
  return {
    alternatives: [],
    current_deadline: null,
    currently_due: [...currentlyDue],
    disabled_reason: disabledReason,
    errors: [],
    eventually_due: [...currentlyDue],
    past_due: disabledReason === 'requirements.past_due' ? [...currentlyDue] : [],
    pending_verification: [],
  };
}

export function buildAccount(fields: {
  type: StripeAccountObject['type'];
  country: string;
  /** Lowercase ISO 4217; default: the country's own, as Stripe picks it. */
  defaultCurrency: string | null;
  email: string | null;
  metadata: Metadata;
  wantsTransfers: boolean;
}): StripeAccountObject {
  return {
    id: newId('acct'),
    object: 'account',
    business_profile: {
      mcc: null,
      minority_owned_business_designation: null,
      name: null,
      product_description: null,
      specified_commercial_transactions_act_url: null,
      support_address: null,
      support_email: null,
      support_phone: null,
      support_url: null,
      url: null,
    },
    business_type: null,
    capabilities: fields.wantsTransfers ? { transfers: 'inactive' } : {},
    charges_enabled: false,
    country: fields.country,
    created: nowSeconds(),
    default_currency: fields.defaultCurrency ?? payoutCurrencyOf(fields.country) ?? 'usd',
    details_submitted: false,
    email: fields.email,
    future_requirements: requirements([], null),
    metadata: fields.metadata,
    payouts_enabled: false,
    requirements: requirements(ONBOARDING_DUE, 'requirements.past_due'),
    type: fields.type,
  };
}

/** A Connect event: the object, with the connected account it happened on (Stripe's top-level `account`). */
export function connectEvent(type: string, object: unknown, account: string): FakeStripeEvent {
  return { ...buildEvent(type, object), account };
}

export function buildPaymentIntent(fields: {
  amount: number;
  currency: string;
  customer: string | null;
  receiptEmail: string | null;
  metadata: Metadata;
  transferGroup: string | null;
  description: string | null;
}): StripePaymentIntentObject {
  const id = newId('pi');
  return {
    id,
    object: 'payment_intent',
    amount: fields.amount,
    amount_capturable: 0,
    amount_received: fields.amount,
    application_fee_amount: null,
    capture_method: 'automatic',
    client_secret: `${id}_secret_${newId('x').slice(2, 26)}`,
    confirmation_method: 'automatic',
    created: nowSeconds(),
    currency: fields.currency,
    customer: fields.customer,
    description: fields.description,
    latest_charge: null,
    livemode: false,
    metadata: fields.metadata,
    on_behalf_of: null,
    payment_method: null,
    payment_method_types: ['card'],
    receipt_email: fields.receiptEmail,
    status: 'succeeded',
    transfer_data: null,
    transfer_group: fields.transferGroup,
  };
}

export function buildCharge(intent: StripePaymentIntentObject, baseUrl: string): StripeChargeObject {
  const id = newId('ch');
  return {
    id,
    object: 'charge',
    amount: intent.amount,
    amount_captured: intent.amount,
    amount_refunded: 0,
    balance_transaction: newId('txn'),
    captured: true,
    created: nowSeconds(),
    currency: intent.currency,
    customer: intent.customer,
    description: intent.description,
    disputed: false,
    failure_code: null,
    failure_message: null,
    livemode: false,
    metadata: intent.metadata,
    paid: true,
    payment_intent: intent.id,
    receipt_email: intent.receipt_email,
    receipt_url: `${baseUrl}/receipts/${id}`,
    refunded: false,
    source_transfer: null,
    status: 'succeeded',
    transfer_group: intent.transfer_group,
  };
}

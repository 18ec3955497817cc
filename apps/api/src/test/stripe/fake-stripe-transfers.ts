import type { StripeChargeObject } from './fake-stripe-connect-objects.ts';
import { newId, nowSeconds, type Metadata } from './fake-stripe-objects.ts';

/**
 * The money that moves after a payment, on the offline fake: transfers to connected accounts,
 * refunds, disputes, payouts and balances, shaped as the SDK's types describe them.
 */

const DAY = 24 * 60 * 60;

export type StripeTransferObject = {
  id: string;
  object: 'transfer';
  amount: number;
  amount_reversed: number;
  balance_transaction: string;
  created: number;
  currency: string;
  description: string | null;
  destination: string;
  destination_payment: string;
  livemode: false;
  metadata: Metadata;
  reversed: boolean;
  source_transaction: string | null;
  source_type: 'card';
  transfer_group: string | null;
};

export type StripeRefundObject = {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: string;
  charge: string;
  created: number;
  currency: string;
  metadata: Metadata;
  payment_intent: string;
  reason: 'duplicate' | 'fraudulent' | 'requested_by_customer' | null;
  receipt_number: null;
  source_transfer_reversal: null;
  status: 'succeeded';
  transfer_reversal: null;
};

export type StripeDisputeObject = {
  id: string;
  object: 'dispute';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  evidence_details: {
    due_by: number;
    enhanced_eligibility: Record<string, never>;
    has_evidence: boolean;
    past_due: boolean;
    submission_count: number;
    submission_method: 'not_submitted';
  };
  is_charge_refundable: boolean;
  livemode: false;
  metadata: Metadata;
  payment_intent: string;
  reason: string;
  status: 'needs_response' | 'under_review' | 'won' | 'lost';
};

export type StripePayoutObject = {
  id: string;
  object: 'payout';
  amount: number;
  arrival_date: number;
  automatic: boolean;
  balance_transaction: string;
  created: number;
  currency: string;
  description: string | null;
  failure_code: null;
  failure_message: null;
  livemode: false;
  metadata: Metadata;
  method: 'standard';
  source_type: 'card';
  statement_descriptor: null;
  status: 'paid';
  type: 'bank_account';
};

export type StripeBalanceObject = {
  object: 'balance';
  available: { amount: number; currency: string; source_types: { card: number } }[];
  livemode: false;
  pending: { amount: number; currency: string; source_types: { card: number } }[];
};

export type TransferFields = {
  amount: number;
  currency: string;
  destination: string;
  transferGroup: string | null;
  sourceTransaction: string | null;
  metadata: Metadata;
  description: string | null;
};

export function buildTransfer(fields: TransferFields, destination: string): StripeTransferObject {
  return {
    id: newId('tr'),
    object: 'transfer',
    amount: fields.amount,
    amount_reversed: 0,
    balance_transaction: newId('txn'),
    created: nowSeconds(),
    currency: fields.currency,
    description: fields.description,
    destination,
    destination_payment: newId('py'),
    livemode: false,
    metadata: fields.metadata,
    reversed: false,
    source_transaction: fields.sourceTransaction,
    source_type: 'card',
    transfer_group: fields.transferGroup,
  };
}

export function buildRefund(
  charge: StripeChargeObject,
  amount: number,
  metadata: Metadata,
  reason: StripeRefundObject['reason'],
): StripeRefundObject {
  return {
    id: newId('re'),
    object: 'refund',
    amount,
    balance_transaction: newId('txn'),
    charge: charge.id,
    created: nowSeconds(),
    currency: charge.currency,
    metadata,
    payment_intent: charge.payment_intent,
    reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
}

/** A dispute just opened: the buyer's bank wants an answer within a week. */
export function buildDispute(charge: StripeChargeObject, reason: string): StripeDisputeObject {
  const created = nowSeconds();
  return {
    id: newId('dp'),
    object: 'dispute',
    amount: charge.amount - charge.amount_refunded,
    charge: charge.id,
    created,
    currency: charge.currency,
    evidence_details: {
      due_by: created + 7 * DAY,
      enhanced_eligibility: {},
      has_evidence: false,
      past_due: false,
      submission_count: 0,
      submission_method: 'not_submitted',
    },
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: charge.payment_intent,
    reason,
    status: 'needs_response',
  };
}

/** A standard payout, already paid: it arrives two days later. */
export function buildPayout(amount: number, currency: string): StripePayoutObject {
  const created = nowSeconds();
  return {
    id: newId('po'),
    object: 'payout',
    amount,
    arrival_date: created + 2 * DAY,
    automatic: true,
    balance_transaction: newId('txn'),
    created,
    currency,
    description: 'STRIPE PAYOUT',
    failure_code: null,
    failure_message: null,
    livemode: false,
    metadata: {},
    method: 'standard',
    source_type: 'card',
    statement_descriptor: null,
    status: 'paid',
    type: 'bank_account',
  };
}

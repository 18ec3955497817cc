import {
  buildAccount,
  buildCharge,
  buildPaymentIntent,
  connectEvent,
  requirements,
  type StripeAccountObject,
  type StripeChargeObject,
  type StripePaymentIntentObject,
} from './fake-stripe-connect-objects.ts';
import { buildEvent, type FakeStripeEvent, type Metadata } from './fake-stripe-objects.ts';
import {
  buildDispute,
  buildPayout,
  buildRefund,
  buildTransfer,
  type StripeDisputeObject,
  type StripePayoutObject,
  type StripeRefundObject,
  type StripeTransferObject,
  type TransferFields,
} from './fake-stripe-transfers.ts';
import { noSuch, StripeApiError } from './fake-stripe-params.ts';
import type { StripeCheckoutSessionObject } from './fake-stripe-sessions.ts';

/** One line of a payment-mode Checkout Session (`price_data` with `product_data[name]`). */
export type PaymentLine = { name: string; unitAmount: number; quantity: number };

/** What a payment-mode Checkout Session remembers for the PaymentIntent it makes when paid. */
export type PaymentCheckoutExtras = {
  lines: PaymentLine[];
  transferGroup: string | null;
  intentMetadata: Metadata;
  description: string | null;
  baseUrl: string;
};

/**
 * The Connect half of the fake's account: connected accounts, payments made through payment-mode
 * Checkout, the transfers and refunds drawing on them, disputes and payouts. Each change returns
 * the events Stripe would send for it.
 */
export class ConnectState {
  readonly accounts = new Map<string, StripeAccountObject>();
  readonly paymentIntents = new Map<string, StripePaymentIntentObject>();
  readonly charges = new Map<string, StripeChargeObject>();
  readonly transfers = new Map<string, StripeTransferObject>();
  readonly refunds = new Map<string, StripeRefundObject>();
  readonly disputes = new Map<string, StripeDisputeObject>();
  readonly payouts = new Map<string, StripePayoutObject>();
  readonly paymentCheckouts = new Map<string, PaymentCheckoutExtras>();
  /** Whose balance each payout left (Stripe knows it from the request's Stripe-Account). */
  private readonly payoutAccounts = new Map<string, string>();
  /** Set by `failNextTransfer()`: the next POST /v1/transfers answers 500 and makes nothing. */
  failNextTransfer = false;

  /** The stores `expand` finds objects in, by id prefix. */
  stores(): [string, Map<string, unknown>][] {
    return [
      ['acct_', this.accounts],
      ['pi_', this.paymentIntents],
      ['ch_', this.charges],
      ['tr_', this.transfers],
      ['re_', this.refunds],
      ['dp_', this.disputes],
      ['po_', this.payouts],
    ];
  }

  account(id: string, param?: string): StripeAccountObject {
    return this.accounts.get(id) ?? raise(noSuch('account', id, param));
  }

  paymentIntent(id: string, param?: string): StripePaymentIntentObject {
    return this.paymentIntents.get(id) ?? raise(noSuch('payment_intent', id, param));
  }

  charge(id: string, param?: string): StripeChargeObject {
    return this.charges.get(id) ?? raise(noSuch('charge', id, param));
  }

  createAccount(fields: Parameters<typeof buildAccount>[0]): StripeAccountObject {
    const account = buildAccount(fields);
    this.accounts.set(account.id, account);
    return account;
  }

  /** Onboarding finished and verified: the account can receive transfers and payouts. */
  completeOnboarding(id: string): FakeStripeEvent[] {
    const account = this.account(id);
    Object.assign(account, {
      business_type: 'individual',
      charges_enabled: true,
      details_submitted: true,
      payouts_enabled: true,
      requirements: requirements([], null),
    } satisfies Partial<StripeAccountObject>);
    if (account.capabilities.transfers) account.capabilities.transfers = 'active';
    return [connectEvent('account.updated', account, id)];
  }

  /** Details given, but Stripe still verifies them: no payouts yet. */
  leaveOnboarding(id: string): FakeStripeEvent[] {
    const account = this.account(id);
    // Leaving an account already complete changes nothing.
    if (account.payouts_enabled && account.requirements.currently_due.length === 0)
      return [connectEvent('account.updated', account, id)];
    account.details_submitted = true;
    account.payouts_enabled = false;
    account.requirements = requirements(account.requirements.currently_due, 'requirements.pending_verification');
    account.requirements.pending_verification = [...account.requirements.currently_due];
    if (account.capabilities.transfers) account.capabilities.transfers = 'pending';
    return [connectEvent('account.updated', account, id)];
  }

  /** Stripe wants more (a document, a new bank account): payouts stop until it is given. */
  restrictAccount(id: string, currentlyDue: string[]): FakeStripeEvent[] {
    const account = this.account(id);
    account.payouts_enabled = false;
    account.requirements = requirements(currentlyDue, 'requirements.past_due');
    if (account.capabilities.transfers) account.capabilities.transfers = 'inactive';
    return [connectEvent('account.updated', account, id)];
  }

  /** Paying a payment-mode session: a succeeded PaymentIntent and its Charge, the session complete. */
  completePaymentCheckout(session: StripeCheckoutSessionObject): FakeStripeEvent[] {
    const extras = this.paymentCheckouts.get(session.id) ?? raise(noSuch('checkout.session', session.id));
    if (session.status !== 'open')
      throw new StripeApiError(
        400,
        `This Checkout Session is ${session.status}.`,
        undefined,
        'checkout_session_not_open',
      );
    const intent = buildPaymentIntent({
      amount: session.amount_total,
      currency: session.currency,
      customer: session.customer,
      receiptEmail: session.customer_email,
      metadata: extras.intentMetadata,
      transferGroup: extras.transferGroup,
      description: extras.description,
    });
    const charge = buildCharge(intent, extras.baseUrl);
    intent.latest_charge = charge.id;
    this.paymentIntents.set(intent.id, intent);
    this.charges.set(charge.id, charge);
    Object.assign(session, {
      customer_details: {
        business_name: null,
        individual_name: null,
        email: session.customer_email,
        name: null,
        phone: null,
        address: null,
        tax_exempt: 'none',
        tax_ids: [],
      },
      payment_intent: intent.id,
      payment_status: 'paid',
      status: 'complete',
      url: null,
    } satisfies Partial<StripeCheckoutSessionObject>);
    return [
      buildEvent('checkout.session.completed', session),
      buildEvent('payment_intent.succeeded', intent),
      buildEvent('charge.succeeded', charge),
    ];
  }

  /** What a charge can still give: its amount less refunds and the transfers drawing on it. */
  chargeLeft(charge: StripeChargeObject): number {
    const transferred = [...this.transfers.values()]
      .filter((transfer) => transfer.source_transaction === charge.id)
      .reduce((sum, transfer) => sum + transfer.amount - transfer.amount_reversed, 0);
    return charge.amount - charge.amount_refunded - transferred;
  }

  createTransfer(fields: TransferFields): { transfer: StripeTransferObject; events: FakeStripeEvent[] } {
    const destination = this.account(fields.destination, 'destination');
    if (destination.capabilities.transfers !== 'active') {
      throw new StripeApiError(
        400,
        'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
        'destination',
        'insufficient_capabilities_for_transfer',
      );
    }
    if (fields.sourceTransaction) {
      const charge = this.charge(fields.sourceTransaction, 'source_transaction');
      if (charge.currency !== fields.currency)
        throw new StripeApiError(
          400,
          `The currency of source_transaction's balance transaction (${charge.currency}) must be the same as the transfer currency (${fields.currency}).`,
          'currency',
          'parameter_invalid_string',
        );
      if (fields.amount > this.chargeLeft(charge))
        throw new StripeApiError(
          400,
          `Insufficient funds: the transfer amount exceeds what is left of source_transaction ${charge.id} (${this.chargeLeft(charge)}).`,
          'amount',
          'balance_insufficient',
        );
    }
    const transfer = buildTransfer(fields, destination.id);
    this.transfers.set(transfer.id, transfer);
    return { transfer, events: [buildEvent('transfer.created', transfer)] };
  }

  createRefund(fields: {
    chargeId: string;
    amount: number | undefined;
    metadata: Metadata;
    reason: StripeRefundObject['reason'];
  }): { refund: StripeRefundObject; events: FakeStripeEvent[] } {
    const charge = this.charge(fields.chargeId);
    const left = this.chargeLeft(charge);
    const amount = fields.amount ?? left;
    // Stripe refuses any refund of a charge refunded in full, whatever the amount asked.
    if (charge.refunded || (left <= 0 && fields.amount === undefined))
      throw new StripeApiError(
        400,
        `Charge ${charge.id} has already been refunded.`,
        undefined,
        'charge_already_refunded',
      );
    if (amount > left)
      throw new StripeApiError(
        400,
        `Refund amount (${amount}) is greater than what is left of charge ${charge.id} (${left}).`,
        'amount',
        'amount_too_large',
      );
    const refund = buildRefund(charge, amount, fields.metadata, fields.reason);
    this.refunds.set(refund.id, refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded >= charge.amount;
    return { refund, events: [buildEvent('charge.refunded', charge), buildEvent('refund.created', refund)] };
  }

  createDispute(chargeId: string, reason: string): FakeStripeEvent[] {
    const charge = this.charge(chargeId);
    const dispute = buildDispute(charge, reason);
    this.disputes.set(dispute.id, dispute);
    charge.disputed = true;
    return [buildEvent('charge.dispute.created', dispute)];
  }

  /** A connected account's available balance per currency: its transfers less its payouts. */
  availableOf(accountId: string): Map<string, number> {
    const balance = new Map<string, number>();
    for (const transfer of this.transfers.values()) {
      if (transfer.destination !== accountId) continue;
      const net = transfer.amount - transfer.amount_reversed;
      balance.set(transfer.currency, (balance.get(transfer.currency) ?? 0) + net);
    }
    for (const payout of this.payoutsOf(accountId))
      balance.set(payout.currency, (balance.get(payout.currency) ?? 0) - payout.amount);
    return balance;
  }

  /** The platform's own balance per currency: what its charges kept after refunds and transfers. */
  platformAvailable(): Map<string, number> {
    const balance = new Map<string, number>();
    for (const charge of this.charges.values())
      balance.set(charge.currency, (balance.get(charge.currency) ?? 0) + charge.amount - charge.amount_refunded);
    for (const transfer of this.transfers.values())
      balance.set(
        transfer.currency,
        (balance.get(transfer.currency) ?? 0) - transfer.amount + transfer.amount_reversed,
      );
    return balance;
  }

  /** Newest first. */
  payoutsOf(accountId: string): StripePayoutObject[] {
    return [...this.payouts.values()].filter((payout) => this.payoutAccounts.get(payout.id) === accountId).reverse();
  }

  /** Pays out the account's whole available balance, one payout per currency: payout.paid each. */
  payOut(accountId: string): FakeStripeEvent[] {
    this.account(accountId);
    const events: FakeStripeEvent[] = [];
    for (const [currency, amount] of this.availableOf(accountId)) {
      if (amount <= 0) continue;
      const payout = buildPayout(amount, currency);
      this.payouts.set(payout.id, payout);
      this.payoutAccounts.set(payout.id, accountId);
      events.push(connectEvent('payout.paid', payout, accountId));
    }
    return events;
  }
}

function raise(error: Error): never {
  throw error;
}

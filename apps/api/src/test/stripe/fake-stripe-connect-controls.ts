import type {
  StripeAccountObject,
  StripeDisputeObject,
  StripePayoutObject,
  StripeRefundObject,
  StripeTransferObject,
} from './fake-stripe-connect-objects.ts';
import type { FakeStripeEvent } from './fake-stripe-objects.ts';
import type { FakeStripeState } from './fake-stripe-state.ts';

/**
 * What a test (or the dev script) does on the fake's Connect side that a person would do on
 * Stripe's pages or Stripe itself would decide. Each returns the events it delivered; a refused
 * change (an unknown id) is a rejected promise.
 */
export type ConnectControls = {
  /** What onboarding's "Complete onboarding" does: transfers active, payouts on, nothing due; account.updated. */
  completeOnboarding(accountId: string): Promise<FakeStripeEvent[]>;
  /** Stripe wants more: payouts off, `currentlyDue` due, disabled_reason requirements.past_due; account.updated. */
  restrictAccount(accountId: string, currentlyDue: string[]): Promise<FakeStripeEvent[]>;
  /** Every connected account, oldest first. */
  accounts(): StripeAccountObject[];
  /** The next POST /v1/transfers answers 500 api_error and makes nothing (not replayed for its idempotency key). */
  failNextTransfer(): void;
  /** Every transfer, oldest first. */
  transfers(): StripeTransferObject[];
  /** Every refund, oldest first. */
  refunds(): StripeRefundObject[];
  /** The buyer's bank disputes the charge: a needs_response dispute, charge.disputed; charge.dispute.created. */
  createDispute(chargeId: string, reason?: string): Promise<FakeStripeEvent[]>;
  /** Every dispute, oldest first. */
  disputes(): StripeDisputeObject[];
  /** Pays out the account's whole available balance, one paid payout per currency; payout.paid each. */
  payOut(accountId: string): Promise<FakeStripeEvent[]>;
  /** The account's payouts, newest first. */
  payoutsOf(accountId: string): StripePayoutObject[];
};

export function connectControls(
  state: FakeStripeState,
  run: (events: FakeStripeEvent[]) => Promise<FakeStripeEvent[]>,
): ConnectControls {
  const connect = state.connect;
  return {
    completeOnboarding: async (accountId) => run(connect.completeOnboarding(accountId)),
    restrictAccount: async (accountId, currentlyDue) => run(connect.restrictAccount(accountId, currentlyDue)),
    accounts: () => [...connect.accounts.values()],
    failNextTransfer: () => {
      connect.failNextTransfer = true;
    },
    transfers: () => [...connect.transfers.values()],
    refunds: () => [...connect.refunds.values()],
    createDispute: async (chargeId, reason = 'fraudulent') => run(connect.createDispute(chargeId, reason)),
    disputes: () => [...connect.disputes.values()],
    payOut: async (accountId) => run(connect.payOut(accountId)),
    payoutsOf: (accountId) => connect.payoutsOf(accountId),
  };
}

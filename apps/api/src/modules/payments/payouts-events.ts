import type Stripe from 'stripe';
import type { AppContext } from '../../app-context.ts';
import type { StripeEventHandler } from '../../platform/billing/stripe-events.ts';
import { applyPayoutAccountRead, readPayoutAccount } from './payouts.service.ts';

/**
 * A creator's connected account changed (docs/decisions/029): the event is trusted for the account
 * id only, and only for an account this product created for a creator; what it allows is read from
 * Stripe, never taken from the event.
 */
export const payoutAccountEventHandler: StripeEventHandler = {
  types: ['account.updated'],
  async prepare(context: AppContext, event: Stripe.Event) {
    const stripeAccountId = connectedAccountOf(event);
    const read = stripeAccountId ? await readPayoutAccount(context, stripeAccountId) : null;
    if (!read) return null;
    return (tx) => applyPayoutAccountRead(context, tx, read);
  },
};

/** A Connect event names its account in `account`; the account object's own id says the same. */
function connectedAccountOf(event: Stripe.Event): string | null {
  if (typeof event.account === 'string' && event.account.startsWith('acct_')) return event.account;
  const object = event.data.object as { id?: unknown; object?: unknown };
  return object.object === 'account' && typeof object.id === 'string' ? object.id : null;
}

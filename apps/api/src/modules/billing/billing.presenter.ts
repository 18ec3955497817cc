import type { BillingAudience, BillingState } from '@equicreators/shared';
import { grantsAccess, unpaidStandingOf } from './billing-access.service.ts';
import type { BillingSubscriptionRow } from './billing.repository.ts';

/**
 * The caller's standing. The subscription shown is the first in `subscriptionOrder` (one that
 * grants access, else Stripe's newest); `access` is the derived flag itself.
 */
export function presentBillingState(input: {
  audience: BillingAudience;
  access: boolean;
  comped: boolean;
  /** In `subscriptionOrder` (billing.repository.ts). */
  subscriptions: BillingSubscriptionRow[];
  hasBillingAccount: boolean;
}): BillingState {
  const { audience, subscriptions } = input;
  const shown = subscriptions[0] ?? null;
  const granting = shown !== null && grantsAccess(shown, audience);
  return {
    audience,
    access: input.access,
    source: granting ? 'subscription' : input.access && input.comped ? 'comped' : 'none',
    plan: shown?.plan ?? null,
    status: shown?.status ?? null,
    currentPeriodEnd: shown?.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: shown?.cancelAtPeriodEnd ?? false,
    pastDue: shown?.status === 'past_due',
    hasBillingAccount: input.hasBillingAccount,
    lapsed: !input.access && unpaidStandingOf(subscriptions, audience) === 'lapsed',
  };
}

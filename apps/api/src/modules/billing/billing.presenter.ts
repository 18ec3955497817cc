import type { BillingAudience, BillingState } from '@equicreators/shared';
import { grantsAccess, unpaidStandingOf } from './billing-access.service.ts';
import type { BillingSubscriptionRow } from './billing.repository.ts';

/**
 * The caller's standing. The subscription shown is the one that grants access, or else the most
 * recently changed one (how it ended); `access` is the derived flag itself.
 */
export function presentBillingState(input: {
  audience: BillingAudience;
  access: boolean;
  comped: boolean;
  subscriptions: BillingSubscriptionRow[];
  hasBillingAccount: boolean;
}): BillingState {
  const { audience, subscriptions } = input;
  const granting = subscriptions.find((subscription) => grantsAccess(subscription, audience));
  const shown = granting ?? subscriptions[0] ?? null;
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

import { describe, expect, it } from 'vitest';
import { paymentRefusalMessage } from '../contracts/billing.ts';
import { CAMPAIGN_MESSAGES } from '../contracts/campaigns.ts';
import { BILLING_MESSAGES, SUBSCRIPTION_STATUSES, unpaidStanding } from './billing.ts';

describe('lapsed or never paid (docs/decisions/018)', () => {
  it('calls a brand that never had a subscription, or only one whose first payment never went through, never paid', () => {
    expect(unpaidStanding([])).toBe('neverPaid');
    // An abandoned or declined checkout leaves `incomplete`, then `incomplete_expired`.
    expect(unpaidStanding(['incomplete'])).toBe('neverPaid');
    expect(unpaidStanding(['incomplete_expired', 'incomplete'])).toBe('neverPaid');
    expect(paymentRefusalMessage('neverPaid')).toBe(CAMPAIGN_MESSAGES.paymentRequired);
  });

  it('calls a brand lapsed once a subscription of its granted access, whatever came after it', () => {
    const onceGranted = SUBSCRIPTION_STATUSES.filter((status) => !status.startsWith('incomplete'));
    expect(onceGranted).toEqual(['active', 'trialing', 'past_due', 'unpaid', 'canceled', 'paused']);
    for (const status of onceGranted) expect(unpaidStanding([status])).toBe('lapsed');
    // An abandoned checkout after a cancelled plan: still lapsed.
    expect(unpaidStanding(['incomplete_expired', 'canceled'])).toBe('lapsed');
    // A status Stripe adds later counts as having granted access.
    expect(unpaidStanding(['something_new'])).toBe('lapsed');
    expect(paymentRefusalMessage('lapsed')).toBe(BILLING_MESSAGES.resubscribe);
  });
});

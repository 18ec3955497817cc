import { BILLING_MESSAGES, CAMPAIGN_MESSAGES, type BillingState } from '@equicreators/shared';
import { describe, expect, it } from 'vitest';
import { paymentRefusalFor } from './payment-refusal';

function brandWithout(access: Pick<BillingState, 'status' | 'lapsed' | 'plan'>): BillingState {
  return {
    audience: 'brand',
    access: false,
    source: 'none',
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    pastDue: false,
    hasBillingAccount: true,
    ...access,
  };
}

describe('paymentRefusalFor (the account menu, the campaign page, the banner)', () => {
  it('gives a brand that never paid the spec’s sentence, also after an abandoned checkout', () => {
    expect(paymentRefusalFor(null)).toBe(CAMPAIGN_MESSAGES.paymentRequired);
    expect(paymentRefusalFor(brandWithout({ status: null, lapsed: false, plan: null }))).toBe(
      CAMPAIGN_MESSAGES.paymentRequired,
    );
    // The checkout's first payment never went through: Stripe keeps its subscription `incomplete`,
    // then `incomplete_expired`, so `status` is set although the brand never had access.
    for (const status of ['incomplete', 'incomplete_expired']) {
      expect(paymentRefusalFor(brandWithout({ status, lapsed: false, plan: 'brand-monthly' }))).toBe(
        CAMPAIGN_MESSAGES.paymentRequired,
      );
    }
  });

  it('tells a lapsed brand how to resubscribe', () => {
    expect(paymentRefusalFor(brandWithout({ status: 'canceled', lapsed: true, plan: 'brand-monthly' }))).toBe(
      BILLING_MESSAGES.resubscribe,
    );
  });
});

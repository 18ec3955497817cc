import { describe, expect, it } from 'vitest';
import { formatStripeAmount, payoutStateLabel } from './earnings-format';

describe("Stripe's payouts in the creator's words", () => {
  it("formats Stripe's lower-case currencies as ours, and others plainly", () => {
    expect(formatStripeAmount(12_345, 'gbp')).toBe('£123.45');
    expect(formatStripeAmount(5_000, 'usd')).toBe('US$50');
    expect(formatStripeAmount(1_050, 'chf')).toBe('10.50 CHF');
  });

  it('names the statuses', () => {
    expect(payoutStateLabel('in_transit')).toBe('On its way to your bank');
    expect(payoutStateLabel('unknown_state')).toBe('unknown_state');
  });
});

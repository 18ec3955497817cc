import { describe, expect, it } from 'vitest';
import { chargeDueAt, feeOf, paymentAmounts, settlementOf, shareOf, type FeeRules } from './payments.ts';

const DEFAULT_RULES: FeeRules = {
  brand: { basisPoints: 500, minimumMinor: 100 },
  creator: { basisPoints: 1000, minimumMinor: 0 },
};

describe('payment amounts', () => {
  it('adds the service fee and takes the commission, at the defaults', () => {
    expect(paymentAmounts(30_000, 'GBP', DEFAULT_RULES)).toEqual({
      currency: 'GBP',
      agreedFeeMinor: 30_000,
      brandFeeMinor: 1_500,
      creatorFeeMinor: 3_000,
      chargeMinor: 31_500,
      payoutMinor: 27_000,
    });
  });

  it('rounds each fee half up to a whole minor unit', () => {
    // 5 % of 12.34 is 0.617 → 62 pence; 10 % is 1.234 → 123; 7.5 % of 0.10 is 0.0075 → 1 cent.
    expect(shareOf(1_234, 500)).toBe(62);
    expect(shareOf(1_234, 1_000)).toBe(123);
    expect(shareOf(10, 750)).toBe(1);
    expect(shareOf(1_230, 500)).toBe(62);
    expect(shareOf(1_229, 500)).toBe(61);
  });

  it('charges at least the minimum service fee, and never takes more commission than the fee', () => {
    const small = paymentAmounts(500, 'USD', DEFAULT_RULES);
    expect(small.brandFeeMinor).toBe(100);
    expect(small.chargeMinor).toBe(600);
    expect(feeOf(50, { basisPoints: 1_000, minimumMinor: 200 })).toBe(50);
  });

  it('keeps to whole non-negative minor units on the largest fee', () => {
    const large = paymentAmounts(100_000_000, 'EUR', DEFAULT_RULES);
    expect(large.chargeMinor).toBe(105_000_000);
    expect(Number.isSafeInteger(large.payoutMinor)).toBe(true);
  });

  it('refuses fractions, negatives and a zero fee', () => {
    expect(() => paymentAmounts(10.5, 'GBP', DEFAULT_RULES)).toThrow(RangeError);
    expect(() => paymentAmounts(-1, 'GBP', DEFAULT_RULES)).toThrow(RangeError);
    expect(() => paymentAmounts(0, 'GBP', DEFAULT_RULES)).toThrow(RangeError);
  });
});

describe('settlements', () => {
  const amounts = paymentAmounts(30_000, 'GBP', DEFAULT_RULES);

  it('pays the creator everything less commission when the share is the whole fee', () => {
    expect(settlementOf(amounts, 30_000)).toEqual({ transferMinor: 27_000, refundMinor: 0, platformMinor: 4_500 });
  });

  it('refunds everything, fees included, when the share is nothing', () => {
    expect(settlementOf(amounts, 0)).toEqual({ transferMinor: 0, refundMinor: 31_500, platformMinor: 0 });
  });

  it('scales the fees with the share and always sums to the charge', () => {
    expect(settlementOf(amounts, 10_000)).toEqual({ transferMinor: 9_000, refundMinor: 21_000, platformMinor: 1_500 });
    for (const share of [1, 333, 9_999, 15_001, 29_999]) {
      const split = settlementOf(amounts, share);
      expect(split.transferMinor + split.refundMinor + split.platformMinor).toBe(amounts.chargeMinor);
      expect(Math.min(split.transferMinor, split.refundMinor, split.platformMinor)).toBeGreaterThanOrEqual(0);
    }
  });

  it('refuses a share above the agreed fee', () => {
    expect(() => settlementOf(amounts, 30_001)).toThrow(RangeError);
  });
});

describe('when the brand pays', () => {
  const hired = new Date('2026-03-01T10:00:00Z');
  const day = (iso: string) => new Date(iso);

  it('pays at the hire for work that ends within the hold limit', () => {
    expect(chargeDueAt(hired, day('2026-04-01T00:00:00Z'), day('2026-05-01T00:00:00Z'))).toEqual(hired);
    expect(chargeDueAt(hired, null, null)).toEqual(hired);
  });

  it('pays at the start of the content window for work that ends beyond it', () => {
    const start = day('2026-05-01T00:00:00Z');
    expect(chargeDueAt(hired, start, day('2026-07-01T00:00:00Z'))).toEqual(start);
    expect(chargeDueAt(hired, null, day('2026-07-01T00:00:00Z'))).toEqual(hired);
  });
});

import { describe, expect, it } from 'vitest';
import { brandChargePreview, creatorPayoutPreview, feeTermsSentences, formatBasisPoints } from './fee-previews.ts';
import type { FeeRules } from './payments.ts';

const RULES: FeeRules = {
  brand: { basisPoints: 500, minimumMinor: 100 },
  creator: { basisPoints: 1000, minimumMinor: 0 },
};
const NBSP = '\u00a0';

describe('fee previews', () => {
  it('writes basis points as a percentage', () => {
    expect(formatBasisPoints(500)).toBe(`5${NBSP}%`);
    expect(formatBasisPoints(1250)).toBe(`12.5${NBSP}%`);
    expect(formatBasisPoints(725)).toBe(`7.25${NBSP}%`);
    expect(formatBasisPoints(1)).toBe(`0.01${NBSP}%`);
    expect(formatBasisPoints(0)).toBe(`0${NBSP}%`);
  });

  it('tells the brand what a hire costs from the configured service fee', () => {
    expect(brandChargePreview(45_000, 'EUR', RULES)).toBe(`You pay €472.50: €450 fee + 5${NBSP}% service fee (€22.50)`);
    const other: FeeRules = { ...RULES, brand: { basisPoints: 800, minimumMinor: 0 } };
    expect(brandChargePreview(45_000, 'EUR', other)).toBe(`You pay €486: €450 fee + 8${NBSP}% service fee (€36)`);
    // 5 % of 10.00 is 0.50: the floor of 1.00 applies, and says so.
    expect(brandChargePreview(1_000, 'GBP', RULES)).toBe('You pay £11: £10 fee + £1 service fee (the minimum)');
  });

  it('tells the creator what she receives of a rate from the configured commission', () => {
    expect(creatorPayoutPreview(52_000, 'EUR', RULES)).toBe(`You receive €468 of €520 (10${NBSP}% commission)`);
    const other: FeeRules = { ...RULES, creator: { basisPoints: 1500, minimumMinor: 0 } };
    expect(creatorPayoutPreview(52_000, 'EUR', other)).toBe(`You receive €442 of €520 (15${NBSP}% commission)`);
    expect(creatorPayoutPreview(999, 'USD', RULES)).toBe(`You receive US$8.99 of US$9.99 (10${NBSP}% commission)`);
  });

  it('shows nothing without platform payments, or without a fee', () => {
    for (const fee of [null, 0, -5, 10.5]) {
      expect(brandChargePreview(fee, 'EUR', RULES)).toBeNull();
      expect(creatorPayoutPreview(fee, 'EUR', RULES)).toBeNull();
    }
    expect(brandChargePreview(45_000, 'EUR', null)).toBeNull();
    expect(creatorPayoutPreview(45_000, 'EUR', null)).toBeNull();
    expect(feeTermsSentences(null)).toBeNull();
  });

  it('puts the fees in words for the plan page and the FAQ', () => {
    expect(feeTermsSentences(RULES)).toEqual({
      brand: `Brands pay each paid deal’s agreed fee plus a 5${NBSP}% service fee (at least 1.00 in the deal’s currency), when they hire; EquiCreators holds the money until the work is approved.`,
      creator: `Creators receive the agreed fee less a 10${NBSP}% commission, paid out when the brand approves the work.`,
    });
    const free: FeeRules = {
      brand: { basisPoints: 250, minimumMinor: 0 },
      creator: { basisPoints: 0, minimumMinor: 0 },
    };
    expect(feeTermsSentences(free)?.brand).toContain(`a 2.5${NBSP}% service fee, when they hire`);
    expect(feeTermsSentences(free)?.creator).toBe(
      'Creators receive the whole agreed fee, paid out when the brand approves the work.',
    );
  });
});

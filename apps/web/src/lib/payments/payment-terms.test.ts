import { describe, expect, it } from 'vitest';
import { hireChargeSentence } from './payment-terms';

const terms = {
  enabled: true,
  fees: { brand: { basisPoints: 500, minimumMinor: 100 }, creator: { basisPoints: 1000, minimumMinor: 0 } },
};

describe('what the brand pays at the hire', () => {
  it('adds the service fee to the agreed fee', () => {
    expect(hireChargeSentence(terms, 30_000, 'GBP')).toBe(
      'You pay £300 + £15 service fee = £315 at hire; the creator is paid when you approve the work.',
    );
  });

  it('takes the minimum service fee on a small fee', () => {
    expect(hireChargeSentence(terms, 1_000, 'GBP')).toContain('£10 + £1 service fee = £11');
  });

  it('says nothing when payments are off here, or there is no fee', () => {
    expect(hireChargeSentence({ enabled: false, fees: null }, 30_000, 'GBP')).toBeNull();
    expect(hireChargeSentence(terms, null, 'GBP')).toBeNull();
    expect(hireChargeSentence(undefined, 30_000, 'GBP')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { dealChanges, describeContentWindow } from './deal-changes.ts';
import type { DealTerms } from './offers.ts';

const TERMS: DealTerms = {
  kinds: ['fee'],
  currency: 'GBP',
  feeMinor: 45_000,
  productName: null,
  productValueMinor: null,
  commissionBasisPoints: null,
  timeZone: 'Europe/London',
  contentStart: '2099-10-01',
  contentEnd: '2099-10-31',
  deliverables: [],
  usageRights: { kind: 'organic', months: null },
  exclusivity: null,
};

describe('the changes of a deal version', () => {
  it('names nothing when the terms are the same', () => {
    expect(dealChanges(TERMS, { ...TERMS })).toEqual([]);
  });

  it('names each changed term in words, before and after', () => {
    const after: DealTerms = {
      ...TERMS,
      feeMinor: 52_050,
      contentEnd: null,
      usageRights: { kind: 'paid_ads', months: 6 },
      exclusivity: { days: 30, category: 'Saddle care' },
    };
    expect(dealChanges(TERMS, after)).toEqual([
      { term: 'Fee', before: '£450', after: '£520.50' },
      { term: 'Content window', before: '1 Oct 2099 – 31 Oct 2099', after: 'From 1 Oct 2099' },
      { term: 'Usage rights', before: 'Organic use only', after: 'Paid ads for 6 months' },
      { term: 'Exclusivity', before: 'No exclusivity', after: '30 days in Saddle care' },
    ]);
  });

  it('writes a window with one end or none', () => {
    expect(describeContentWindow({ contentStart: null, contentEnd: '2099-10-31' })).toBe('By 31 Oct 2099');
    expect(describeContentWindow({ contentStart: null, contentEnd: null })).toBe('Not set');
  });
});

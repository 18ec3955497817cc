import type { CampaignOffer } from '@equicreators/shared';
import { describe, expect, it } from 'vitest';
import { applyByOf, offerSummaryOf, payOf, spotsOf } from './offer-summary';

const OFFER: CampaignOffer = {
  kinds: ['fee', 'gifted'],
  currency: 'GBP',
  feeMinor: 25_050,
  productName: 'Saddle soap',
  productValueMinor: 1_500,
  commissionBasisPoints: null,
  spots: 5,
  timeZone: 'Europe/London',
  applicationDeadline: '2027-01-10',
  contentStart: null,
  contentEnd: null,
  deliverables: [
    { platform: 'Instagram', format: 'reel', quantity: 1, dueDate: null, notes: '' },
    { platform: 'Instagram', format: 'story', quantity: 3, dueDate: null, notes: '' },
  ],
  usageRights: { kind: 'organic', months: null },
  exclusivity: null,
  mentions: [],
  hashtags: [],
  links: [],
  dos: '',
  donts: '',
};

describe('the offer on a feed card', () => {
  it('says the fee first, in its currency, then the other kinds', () => {
    expect(payOf(OFFER)).toBe('£250.50 per creator + Gifted product');
    expect(payOf({ kinds: ['fee'], currency: 'USD', feeMinor: 40_000 })).toBe('US$400 per creator');
    expect(payOf({ kinds: ['gifted', 'affiliate'], currency: 'EUR', feeMinor: null })).toBe(
      'Gifted product + Affiliate commission',
    );
    expect(payOf({ kinds: ['fee'], currency: 'EUR', feeMinor: null })).toBe('Paid fee');
    expect(payOf({ kinds: ['exposure'], currency: 'GBP', feeMinor: null })).toBe('Unpaid (exposure)');
  });

  it('says the deadline as the day it is written', () => {
    expect(applyByOf(OFFER)).toBe('Apply by 10 Jan 2027');
    expect(applyByOf({ applicationDeadline: null })).toBeNull();
  });

  it('says the spots left, full, or nothing when the number was never stated', () => {
    expect(spotsOf(5, 2)).toBe('2 of 5 spots left');
    expect(spotsOf(1, 1)).toBe('1 of 1 spot left');
    expect(spotsOf(5, 0)).toBe('Full');
    expect(spotsOf(null, null)).toBeNull();
  });

  it('summarises the deliverables', () => {
    expect(offerSummaryOf({ offer: OFFER, spotsLeft: 0 })).toEqual({
      pay: '£250.50 per creator + Gifted product',
      applyBy: 'Apply by 10 Jan 2027',
      deliverables: 'Instagram Reel, 3 × Instagram Story',
      spots: 'Full',
      isFull: true,
    });
  });
});

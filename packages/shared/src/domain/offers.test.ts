import { describe, expect, it } from 'vitest';
import {
  amountInputOf,
  dealTermsAtHire,
  deliverablesSummary,
  describeCompensation,
  describeDates,
  describeExclusivity,
  describeUsageRights,
  endOfLocalDay,
  formatCommission,
  formatMoney,
  isLocalDate,
  isTimeZone,
  kindsOfferCompensation,
  localDateOf,
  parseAmountInput,
  planFromOffer,
  priceOfKinds,
  spotsLeft,
  type CampaignOffer,
} from './offers.ts';

const OFFER: CampaignOffer = {
  kinds: ['fee', 'gifted'],
  currency: 'GBP',
  feeMinor: 25050,
  productName: 'Leather care kit',
  productValueMinor: 4500,
  commissionBasisPoints: null,
  spots: 3,
  timeZone: 'Europe/London',
  applicationDeadline: '2027-01-10',
  contentStart: '2027-01-15',
  contentEnd: '2027-02-10',
  deliverables: [
    { platform: 'Instagram', format: 'reel', quantity: 1, dueDate: '2027-01-20', notes: '' },
    { platform: 'Instagram', format: 'story', quantity: 3, dueDate: null, notes: 'Tag the shop' },
  ],
  usageRights: { kind: 'paid_ads', months: 6 },
  exclusivity: { days: 30, category: 'Saddle care' },
  mentions: ['@hartwell'],
  hashtags: ['#saddlecare'],
  links: [],
  dos: '',
  donts: '',
};

describe('money in minor units', () => {
  it('reads typed amounts digit by digit, never through a float', () => {
    expect(parseAmountInput('250')).toBe(25000);
    expect(parseAmountInput('250.5')).toBe(25050);
    expect(parseAmountInput('0.29')).toBe(29);
    // 0.1 + 0.2 style amounts stay exact: 1,234,567.89 is 123456789 minor units.
    expect(parseAmountInput('1,234,567.89')).toBe(123456789);
    expect(parseAmountInput(' 19.99 ')).toBe(1999);
    for (const bad of ['', '12.345', '-5', '1e3', '£5', '12,34', 'abc', '1.2.3']) {
      expect(parseAmountInput(bad), bad).toBeNull();
    }
  });

  it('writes minor units back for a form field and for people', () => {
    expect(amountInputOf(25050)).toBe('250.50');
    expect(amountInputOf(25000)).toBe('250');
    expect(amountInputOf(7)).toBe('0.07');
    expect(formatMoney(25000, 'GBP')).toBe('£250');
    expect(formatMoney(125050, 'USD')).toBe('US$1,250.50');
    expect(formatMoney(9999, 'EUR')).toBe('€99.99');
    expect(formatMoney(100_000_000, 'GBP')).toBe('£1,000,000');
    expect(formatCommission(1250)).toBe('12.5 %');
    expect(formatCommission(1000)).toBe('10 %');
    expect(formatCommission(5)).toBe('0.05 %');
  });
});

describe('days in the brand’s time zone', () => {
  it('knows real days and zones', () => {
    expect(isLocalDate('2027-02-28')).toBe(true);
    expect(isLocalDate('2027-02-29')).toBe(false);
    expect(isLocalDate('2028-02-29')).toBe(true);
    expect(isLocalDate('2027-1-5')).toBe(false);
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('ends a day at the last millisecond before the zone’s next midnight', () => {
    expect(endOfLocalDay('2027-01-10', 'America/Los_Angeles').toISOString()).toBe('2027-01-11T07:59:59.999Z');
    expect(endOfLocalDay('2027-01-10', 'Pacific/Auckland').toISOString()).toBe('2027-01-10T10:59:59.999Z');
    expect(endOfLocalDay('2027-07-10', 'Europe/London').toISOString()).toBe('2027-07-10T22:59:59.999Z');
    expect(endOfLocalDay('2027-01-10', 'UTC').toISOString()).toBe('2027-01-10T23:59:59.999Z');
  });

  it('ends the days around a clock change at the right instant', () => {
    // London springs forward on 28 March 2027 (the next midnight is in summer time)…
    expect(endOfLocalDay('2027-03-27', 'Europe/London').toISOString()).toBe('2027-03-27T23:59:59.999Z');
    expect(endOfLocalDay('2027-03-28', 'Europe/London').toISOString()).toBe('2027-03-28T22:59:59.999Z');
    // …and falls back on 31 October 2027.
    expect(endOfLocalDay('2027-10-30', 'Europe/London').toISOString()).toBe('2027-10-30T22:59:59.999Z');
    expect(endOfLocalDay('2027-10-31', 'Europe/London').toISOString()).toBe('2027-10-31T23:59:59.999Z');
  });

  it('tells the local day of an instant', () => {
    const instant = new Date('2027-01-10T20:00:00Z');
    expect(localDateOf(instant, 'UTC')).toBe('2027-01-10');
    expect(localDateOf(instant, 'Pacific/Auckland')).toBe('2027-01-11');
    expect(localDateOf(instant, 'America/Los_Angeles')).toBe('2027-01-10');
  });
});

describe('the spec’s texts, derived from the offer', () => {
  it('describes compensation, dates and deliverables', () => {
    expect(describeCompensation(OFFER)).toBe('£250.50 fee per creator; Gifted: Leather care kit (retail £45)');
    expect(describeCompensation({ ...OFFER, kinds: ['affiliate'], commissionBasisPoints: 1250 })).toBe(
      '12.5 % affiliate commission',
    );
    expect(describeCompensation({ ...OFFER, kinds: ['exposure'] })).toBe('Unpaid (exposure)');
    expect(describeDates(OFFER)).toBe('Apply by 10 Jan 2027; Content live 15 Jan 2027 – 10 Feb 2027');
    expect(describeDates({ applicationDeadline: null, contentStart: null, contentEnd: null })).toBe('');
    expect(deliverablesSummary(OFFER.deliverables)).toBe('Instagram Reel, 3 × Instagram Story');
  });

  it('derives the price label and the compensation-offered flag from the kinds', () => {
    expect(priceOfKinds(['fee'])).toBe('Paid');
    expect(priceOfKinds(['gifted', 'affiliate'])).toBe('Unpaid');
    expect(kindsOfferCompensation(['exposure'])).toBe(false);
    expect(kindsOfferCompensation(['gifted'])).toBe(true);
  });

  it('builds each hire’s Work plan from the deliverables, due at the end of their day in the zone', () => {
    expect(planFromOffer(OFFER)).toEqual([
      { title: 'Instagram Reel', quantity: 1, dueAt: '2027-01-20T23:59:59.999Z' },
      { title: 'Instagram Story: Tag the shop', quantity: 3, dueAt: null },
    ]);
  });

  it('records the deal at hire at the agreed fee, and words its rights', () => {
    const terms = dealTermsAtHire(OFFER, 30000);
    expect(terms.feeMinor).toBe(30000);
    expect(terms.deliverables).toEqual(OFFER.deliverables);
    expect(describeUsageRights(terms.usageRights)).toBe('Paid ads for 6 months');
    expect(describeUsageRights({ kind: 'organic', months: null })).toBe('Organic use only');
    expect(describeExclusivity(terms.exclusivity)).toBe('30 days in Saddle care');
    expect(describeExclusivity(null)).toBe('No exclusivity');
  });

  it('counts spots left, never below zero, and none when not stated', () => {
    expect(spotsLeft(3, 1)).toBe(2);
    expect(spotsLeft(3, 5)).toBe(0);
    expect(spotsLeft(null, 5)).toBeNull();
  });
});

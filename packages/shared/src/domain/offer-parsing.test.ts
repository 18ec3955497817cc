import { describe, expect, it } from 'vitest';
import { offerFromSpecTexts, type SpecTerms } from './offer-parsing.ts';

const terms = (overrides: Partial<SpecTerms>): SpecTerms => ({
  compensation: '',
  deadlines: '',
  deliverables: '',
  price: 'Paid',
  platform: 'Instagram',
  ...overrides,
});

describe('offerFromSpecTexts', () => {
  it('reads the three texts into one offer, the deliverables due at the end of the content window', () => {
    const { offer, asWritten } = offerFromSpecTexts(
      terms({
        compensation: '$400 and product',
        deadlines: 'Apply by 1 January 2027; content live 2027-01-10 to 2027-02-10',
        deliverables: '1 Instagram Reel, 3 Stories',
      }),
      'America/New_York',
    );
    expect(asWritten).toEqual({});
    expect(offer).toMatchObject({
      kinds: ['fee', 'gifted'],
      currency: 'USD',
      feeMinor: 40000,
      productName: 'product',
      spots: null,
      timeZone: 'America/New_York',
      applicationDeadline: '2027-01-01',
      contentStart: '2027-01-10',
      contentEnd: '2027-02-10',
      usageRights: { kind: 'organic', months: null },
    });
    expect(offer.deliverables).toEqual([
      { platform: 'Instagram', format: 'reel', quantity: 1, dueDate: '2027-02-10', notes: '' },
      { platform: 'Instagram', format: 'story', quantity: 3, dueDate: '2027-02-10', notes: '' },
    ]);
  });

  it("reads a Reel as Instagram's whatever the campaign's platform, unless the item names another (issue 46)", () => {
    const read = (deliverables: string, platform: SpecTerms['platform']) =>
      offerFromSpecTexts(terms({ deliverables, platform })).offer.deliverables.map(
        ({ platform: on, format, quantity }) => ({ on, format, quantity }),
      );
    expect(read('1 Reel, 3 Stories', 'TikTok')).toEqual([
      { on: 'Instagram', format: 'reel', quantity: 1 },
      { on: 'Instagram', format: 'story', quantity: 3 },
    ]);
    expect(read('2 reels', 'YouTube')).toEqual([{ on: 'Instagram', format: 'reel', quantity: 2 }]);
    expect(read('1 Facebook reel', 'TikTok')).toEqual([{ on: 'Facebook', format: 'reel', quantity: 1 }]);
    expect(read('3 Stories', 'TikTok')).toEqual([{ on: 'TikTok', format: 'story', quantity: 3 }]);
  });

  it('keeps each text it cannot read as written, and leaves its part of the offer empty', () => {
    const { offer, asWritten } = offerFromSpecTexts(
      terms({
        compensation: 'TBD',
        deadlines: 'Content live 1 October - 31 October',
        deliverables: '1 Reel and a Stories takeover',
      }),
    );
    expect(asWritten).toEqual({
      compensation: 'TBD',
      deadlines: 'Content live 1 October - 31 October',
      deliverables: '1 Reel and a Stories takeover',
    });
    expect(offer).toMatchObject({
      kinds: ['fee'],
      feeMinor: null,
      applicationDeadline: null,
      contentStart: null,
      contentEnd: null,
      deliverables: [],
    });
  });

  it('reads one text and keeps another as written', () => {
    const { offer, asWritten } = offerFromSpecTexts(terms({ compensation: '£250', deadlines: 'ASAP' }));
    expect(asWritten).toEqual({ deadlines: 'ASAP' });
    expect(offer.feeMinor).toBe(25000);
    expect(offer.currency).toBe('GBP');
  });

  it('reads the number of creators only where the text states it', () => {
    const stated = offerFromSpecTexts(terms({ compensation: '£250 each for 5 creators' }));
    expect(stated.offer).toMatchObject({ spots: 5, kinds: ['fee'], feeMinor: 25000 });
    expect(stated.asWritten).toEqual({});
    expect(offerFromSpecTexts(terms({ compensation: '€1,200.50 per creator' })).offer.spots).toBeNull();
  });

  it("keeps a compensation that contradicts the campaign's price as written", () => {
    const unpaidWithFee = offerFromSpecTexts(terms({ compensation: '$500', price: 'Unpaid' }));
    expect(unpaidWithFee.asWritten).toEqual({ compensation: '$500' });
    expect(unpaidWithFee.offer.kinds).toEqual(['exposure']);
    const paidWithoutFee = offerFromSpecTexts(terms({ compensation: 'Gifted product only', price: 'Paid' }));
    expect(paidWithoutFee.asWritten).toEqual({ compensation: 'Gifted product only' });
    const gifted = offerFromSpecTexts(terms({ compensation: 'Gifted product only', price: 'Unpaid' }));
    expect(gifted.offer).toMatchObject({ kinds: ['gifted'], productName: 'product' });
  });

  it('gives empty texts nothing as written, and the price label alone', () => {
    expect(offerFromSpecTexts(terms({ price: 'Unpaid' }))).toMatchObject({
      offer: { kinds: ['exposure'], deliverables: [], contentEnd: null },
      asWritten: {},
    });
  });

  it('keeps a text longer than terms are as written, unread', () => {
    const long = `1 Instagram Reel, ${'3 Stories, '.repeat(100)}`.trim();
    expect(offerFromSpecTexts(terms({ deliverables: long })).asWritten).toEqual({ deliverables: long });
  });

  it("takes an item's platform from the item before it, else from the campaign", () => {
    const { offer } = offerFromSpecTexts(
      terms({ deliverables: 'Story, 2 TikTok videos, 1 post', platform: 'Facebook' }),
    );
    expect(offer.deliverables.map((item) => [item.platform, item.format, item.quantity])).toEqual([
      ['Facebook', 'story', 1],
      ['TikTok', 'short_video', 2],
      ['TikTok', 'post', 1],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { feedQueryOf, isFeedFiltered, readFeedParams, withFeedFilters } from './feed-params';

const ID = '0b7d6c9e-3f7a-4c1e-9a55-2d1f0e6b8a41';
const NO_OFFER_FILTERS = {
  kind: '',
  currency: '',
  feeMin: null,
  feeMax: null,
  contentFrom: '',
  contentTo: '',
  format: '',
  spotsLeft: false,
  discipline: '',
};

describe('readFeedParams', () => {
  it('reads the search, the filters, the order and the campaign to highlight', () => {
    const query = `q=+saddle+&platform=TikTok&type=Unpaid&niche=sports&compensation=true&sort=deadline&campaign=${ID}`;
    expect(readFeedParams(new URLSearchParams(query))).toEqual({
      q: 'saddle',
      platform: 'TikTok',
      type: 'Unpaid',
      niche: 'Sports',
      compensation: true,
      sort: 'deadline',
      campaignId: ID,
      ...NO_OFFER_FILTERS,
    });
  });

  it('means "all", newest first, when a parameter is missing', () => {
    expect(readFeedParams(new URLSearchParams(''))).toEqual({
      q: '',
      platform: '',
      type: '',
      niche: '',
      compensation: false,
      sort: 'newest',
      campaignId: null,
      ...NO_OFFER_FILTERS,
    });
  });

  it('reads the creator’s own disciplines filter (issue 33) and ignores any other value of it', () => {
    const mine = readFeedParams(new URLSearchParams('discipline=mine'));
    expect(mine.discipline).toBe('mine');
    expect(isFeedFiltered(mine)).toBe(true);
    expect(feedQueryOf(mine)).toMatchObject({ discipline: 'mine' });
    expect(withFeedFilters(new URLSearchParams('discipline=mine&q=hay'), { discipline: '' }).toString()).toBe('q=hay');
    expect(readFeedParams(new URLSearchParams('discipline=dressage')).discipline).toBe('');
  });

  it('ignores values the server does not know and a campaign that is not an id', () => {
    const params = readFeedParams(
      new URLSearchParams('platform=Myspace&type=Free&niche=Knitting&sort=oldest&campaign=42'),
    );
    expect(params).toMatchObject({ platform: '', type: '', niche: '', sort: 'newest', campaignId: null });
  });

  it('reads the offer filters (issue 31), the fee range in minor units', () => {
    const query =
      'kind=fee&currency=GBP&feeMin=10000&feeMax=50000&contentFrom=2027-01-01&contentTo=2027-01-31&format=reel&spotsLeft=true';
    const params = readFeedParams(new URLSearchParams(query));
    expect(params).toMatchObject({
      kind: 'fee',
      currency: 'GBP',
      feeMin: 10_000,
      feeMax: 50_000,
      contentFrom: '2027-01-01',
      contentTo: '2027-01-31',
      format: 'reel',
      spotsLeft: true,
    });
    expect(isFeedFiltered(params)).toBe(true);
    expect(feedQueryOf(params)).toMatchObject({ feeMin: '10000', feeMax: '50000', spotsLeft: 'true' });
  });

  it('drops what the server would refuse: a range without its currency or upside down, days that are not days', () => {
    expect(readFeedParams(new URLSearchParams('feeMin=100&feeMax=500'))).toMatchObject({ feeMin: null, feeMax: null });
    expect(readFeedParams(new URLSearchParams('currency=GBP&feeMin=500&feeMax=100'))).toMatchObject({
      feeMin: 500,
      feeMax: null,
    });
    expect(readFeedParams(new URLSearchParams('currency=GBP&feeMin=12.5&feeMax=0'))).toMatchObject({
      feeMin: null,
      feeMax: null,
    });
    expect(
      readFeedParams(new URLSearchParams('contentFrom=2027-02-30&contentTo=2027-01-01&kind=cash&format=tweet')),
    ).toMatchObject({ contentFrom: '', contentTo: '2027-01-01', kind: '', format: '' });
    expect(readFeedParams(new URLSearchParams('contentFrom=2027-02-10&contentTo=2027-02-01'))).toMatchObject({
      contentFrom: '2027-02-10',
      contentTo: '',
    });
    expect(isFeedFiltered(readFeedParams(new URLSearchParams('sort=deadline')))).toBe(false);
  });

  it('cuts a search to the length the server accepts', () => {
    expect(readFeedParams(new URLSearchParams(`q=${'a'.repeat(150)}`)).q).toHaveLength(100);
  });
});

describe('withFeedFilters', () => {
  it('sets the changed filters and keeps the other parameters', () => {
    const next = withFeedFilters(new URLSearchParams(`campaign=${ID}&platform=Instagram`), { q: ' bridle ' });
    expect(next.toString()).toBe(`campaign=${ID}&platform=Instagram&q=bridle`);
  });

  it('removes a filter set back to "all" or emptied', () => {
    const next = withFeedFilters(new URLSearchParams('q=bridle&platform=Instagram'), { q: '  ', platform: '' });
    expect(next.toString()).toBe('');
  });

  it('writes the compensation flag only when set, and the order only when not the default', () => {
    const set = withFeedFilters(new URLSearchParams(''), { compensation: true, sort: 'deadline', niche: 'Sports' });
    expect(set.toString()).toBe('compensation=true&sort=deadline&niche=Sports');
    expect(withFeedFilters(set, { compensation: false, sort: 'newest', niche: '' }).toString()).toBe('');
  });

  it('writes the fee range as minor units and the spots flag only when set', () => {
    const set = withFeedFilters(new URLSearchParams(''), {
      currency: 'GBP',
      feeMin: 10_000,
      feeMax: null,
      spotsLeft: true,
    });
    expect(set.toString()).toBe('currency=GBP&feeMin=10000&spotsLeft=true');
    expect(withFeedFilters(set, { currency: '', feeMin: null, spotsLeft: false }).toString()).toBe('');
  });

  it('does not change the parameters it was given', () => {
    const current = new URLSearchParams('q=bridle');
    withFeedFilters(current, { q: 'saddle' });
    expect(current.get('q')).toBe('bridle');
  });
});

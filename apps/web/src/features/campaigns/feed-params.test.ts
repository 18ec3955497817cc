import { describe, expect, it } from 'vitest';
import { readFeedParams, withFeedFilters } from './feed-params';

const ID = '0b7d6c9e-3f7a-4c1e-9a55-2d1f0e6b8a41';

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
    });
  });

  it('ignores values the server does not know and a campaign that is not an id', () => {
    const params = readFeedParams(
      new URLSearchParams('platform=Myspace&type=Free&niche=Knitting&sort=oldest&campaign=42'),
    );
    expect(params).toMatchObject({ platform: '', type: '', niche: '', sort: 'newest', campaignId: null });
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

  it('does not change the parameters it was given', () => {
    const current = new URLSearchParams('q=bridle');
    withFeedFilters(current, { q: 'saddle' });
    expect(current.get('q')).toBe('bridle');
  });
});

import { describe, expect, it } from 'vitest';
import { readFeedParams, withFeedFilters } from './feed-params';

const ID = '0b7d6c9e-3f7a-4c1e-9a55-2d1f0e6b8a41';

describe('readFeedParams', () => {
  it('reads the search, the platform and the campaign to highlight', () => {
    expect(readFeedParams(new URLSearchParams(`q=+saddle+&platform=Facebook&campaign=${ID}`))).toEqual({
      q: 'saddle',
      platform: 'Facebook',
      campaignId: ID,
    });
  });

  it('means "all" when a parameter is missing', () => {
    expect(readFeedParams(new URLSearchParams(''))).toEqual({ q: '', platform: '', campaignId: null });
  });

  it('ignores a platform the server does not know and a campaign that is not an id', () => {
    const params = readFeedParams(new URLSearchParams('platform=TikTok&campaign=42'));
    expect(params.platform).toBe('');
    expect(params.campaignId).toBeNull();
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

  it('does not change the parameters it was given', () => {
    const current = new URLSearchParams('q=bridle');
    withFeedFilters(current, { q: 'saddle' });
    expect(current.get('q')).toBe('bridle');
  });
});

import { describe, expect, it } from 'vitest';
import {
  countBrowseFilters,
  formatCreatorTotal,
  hasBrowseFilters,
  readBrowseParams,
  toInfluencerQuery,
  withBrowseChanges,
  withoutBrowseFilters,
} from './browse-params';
import { NO_FACETS } from './browse-facet-params';

const read = (query: string) => readBrowseParams(new URLSearchParams(query));

describe('readBrowseParams', () => {
  it('reads repeatable niches and ranges, canonical and in list order', () => {
    const params = read('niche=books&niche=Art&niche=ART&followers=800k%2B&followers=0-100k');
    expect(params.niche).toEqual(['Art', 'Books']);
    expect(params.followers).toEqual(['0-100k', '800k+']);
  });

  it('drops what the server would refuse and falls back to the defaults', () => {
    expect(read('niche=Knitting&followers=1m-2m&sort=oldest&minRating=4.5&page=-3&q=%20%20&campaign=42')).toEqual({
      niche: [],
      followers: [],
      q: '',
      sort: 'newest',
      campaign: '',
      minRating: null,
      page: 1,
      ...NO_FACETS,
    });
    expect(read('page=2.5').page).toBe(1);
    expect(read('page=abc').page).toBe(1);
  });

  it('keeps a valid sort, page and trimmed search', () => {
    expect(read('sort=followers&page=4&q=%20Ava%20')).toMatchObject({ sort: 'followers', page: 4, q: 'Ava' });
  });

  it('reads the top-rated sort and a minimum rating the filter offers', () => {
    expect(read('sort=rating&minRating=4')).toMatchObject({ sort: 'rating', minRating: 4 });
    expect(read('minRating=5').minRating).toBe(5);
    expect(read('minRating=3').minRating).toBe(3);
  });

  it('reads a minimum the filter does not offer as none', () => {
    for (const value of ['0', '1', '2', '6', '4.5', 'four', '']) {
      expect(read(`minRating=${value}`).minRating).toBeNull();
    }
  });

  it('cuts an overlong search to the server limit', () => {
    expect(read(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });
});

describe('withBrowseChanges', () => {
  it('writes the filters with the API parameter names and resets the page', () => {
    const next = withBrowseChanges(new URLSearchParams('page=3&sort=verified'), {
      niche: ['Art', 'Fitness'],
      followers: ['100k-200k'],
    });
    // Fitness comes before Art in the canonical list, whatever order they were ticked in.
    expect(next.getAll('niche')).toEqual(['Fitness', 'Art']);
    expect(next.getAll('followers')).toEqual(['100k-200k']);
    expect(next.get('sort')).toBe('verified');
    expect(next.has('page')).toBe(false);
  });

  it('resets the page when the search or the sort changes', () => {
    expect(withBrowseChanges(new URLSearchParams('page=3'), { q: 'ava' }).has('page')).toBe(false);
    expect(withBrowseChanges(new URLSearchParams('page=3'), { sort: 'followers' }).has('page')).toBe(false);
    expect(withBrowseChanges(new URLSearchParams('page=3'), { sort: 'rating' }).toString()).toBe('sort=rating');
  });

  it('writes a minimum rating, resets the page, and removes it again for Any', () => {
    const rated = withBrowseChanges(new URLSearchParams('niche=Art&page=3'), { minRating: 4 });
    expect(rated.toString()).toBe('niche=Art&minRating=4');
    expect(withBrowseChanges(rated, { minRating: null }).toString()).toBe('niche=Art');
  });

  it('keeps the minimum rating when another filter or the page changes', () => {
    const current = new URLSearchParams('minRating=5&sort=rating');
    expect(withBrowseChanges(current, { niche: ['Art'] }).toString()).toBe('niche=Art&sort=rating&minRating=5');
    expect(withBrowseChanges(current, { page: 2 }).toString()).toBe('sort=rating&minRating=5&page=2');
  });

  it('changes only the page when paging, keeping every filter', () => {
    const next = withBrowseChanges(new URLSearchParams('niche=Art&followers=0-100k&q=ava&sort=followers'), {
      page: 2,
    });
    expect(next.toString()).toBe('niche=Art&followers=0-100k&q=ava&sort=followers&page=2');
  });

  it('leaves defaults out of the address', () => {
    expect(withBrowseChanges(new URLSearchParams('sort=verified&page=2'), { sort: 'newest', page: 1 }).toString()).toBe(
      '',
    );
  });

  it('round-trips through the reader', () => {
    const params = {
      niche: ['Books' as const],
      followers: ['800k+' as const],
      q: 'Ava',
      sort: 'rating' as const,
      campaign: '',
      minRating: 4 as const,
      page: 5,
      ...NO_FACETS,
    };
    expect(readBrowseParams(withBrowseChanges(new URLSearchParams(), params))).toEqual(params);
  });

  it('keeps the campaign of "Best match first" (issue 33), and asks for the newest until one is chosen', () => {
    const campaign = '0b7d6c9e-3f7a-4c1e-9a55-2d1f0e6b8a41';
    const match = withBrowseChanges(new URLSearchParams('page=3'), { sort: 'match', campaign });
    expect(match.toString()).toBe(`sort=match&campaign=${campaign}`);
    expect(toInfluencerQuery(readBrowseParams(match), 20)).toMatchObject({ sort: 'match', campaign });
    expect(toInfluencerQuery(read('sort=match'), 20)).toMatchObject({ sort: 'newest' });
    expect(toInfluencerQuery(read('sort=match'), 20)).not.toHaveProperty('campaign');
    // Another order leaves the campaign out of the address.
    expect(withBrowseChanges(match, { sort: 'rating' }).toString()).toBe('sort=rating');
  });
});

describe('withoutBrowseFilters', () => {
  it('clears niches, ranges, minimum rating, search and page but keeps the sort', () => {
    const next = withoutBrowseFilters(
      new URLSearchParams('niche=Art&followers=0-100k&q=ava&sort=followers&minRating=3&page=4'),
    );
    expect(next.toString()).toBe('sort=followers');
    expect(hasBrowseFilters(readBrowseParams(next))).toBe(false);
  });
});

describe('hasBrowseFilters and countBrowseFilters', () => {
  it('count a minimum rating as one filter', () => {
    const params = read('niche=Art&niche=Books&minRating=4');
    expect(hasBrowseFilters(read('minRating=4'))).toBe(true);
    expect(hasBrowseFilters(read('sort=rating'))).toBe(false);
    expect(countBrowseFilters(params)).toBe(3);
  });
});

describe('toInfluencerQuery', () => {
  it('asks the server for the minimum rating only when one is chosen', () => {
    expect(toInfluencerQuery(read('sort=rating&minRating=4'), 20)).toMatchObject({
      sort: 'rating',
      minRating: 4,
      pageSize: 20,
    });
    expect(toInfluencerQuery(read('sort=rating'), 20)).not.toHaveProperty('minRating');
  });
});

describe('formatCreatorTotal', () => {
  it('says creator for one and creators otherwise', () => {
    expect(formatCreatorTotal(0)).toBe('0 creators');
    expect(formatCreatorTotal(1)).toBe('1 creator');
    expect(formatCreatorTotal(248)).toBe('248 creators');
    expect(formatCreatorTotal(100000)).toBe('100,000 creators');
  });
});

import { describe, expect, it } from 'vitest';
import { NO_FACETS } from './browse-facet-params';
import {
  countBrowseFilters,
  hasBrowseFilters,
  readBrowseParams,
  toInfluencerQuery,
  withBrowseChanges,
  withoutBrowseFilters,
} from './browse-params';

const read = (query: string) => readBrowseParams(new URLSearchParams(query));

describe('the equestrian facets in the address (issue 33)', () => {
  it('reads every facet, lists in the canonical order, codes in their ISO case', () => {
    const params = read(
      'discipline=eventing&discipline=dressage&level=national&country=de&region=de-by&language=EN&language=de' +
        '&platform=Instagram&minEngagement=2.5&audienceCountry=at',
    );
    expect(params).toMatchObject({
      discipline: ['dressage', 'eventing'],
      level: ['national'],
      country: 'DE',
      region: 'DE-BY',
      language: ['de', 'en'],
      platform: 'Instagram',
      minEngagement: 2.5,
      audienceCountry: 'AT',
    });
    expect(countBrowseFilters(params)).toBe(10);
    expect(hasBrowseFilters(params)).toBe(true);
  });

  it('drops what the server would refuse', () => {
    const params = read(
      'discipline=knitting&level=expert&country=XX&region=DE-BY&language=zz&platform=MySpace&minEngagement=2.555&audienceCountry=Narnia',
    );
    expect(params).toMatchObject(NO_FACETS);
    expect(read('country=FR&region=DE-BY').region).toBeNull();
    for (const rate of ['-1', '101', 'abc', '']) expect(read(`minEngagement=${rate}`).minEngagement).toBeNull();
    expect(read('minEngagement=0').minEngagement).toBe(0);
    expect(read('minEngagement=100').minEngagement).toBe(100);
  });

  it('writes the facets with the API names, starts again at page 1, and forgets a region when the country changes', () => {
    const start = new URLSearchParams('page=4&country=DE&region=DE-BY');
    const next = withBrowseChanges(start, { discipline: ['dressage'], country: 'AT' });
    expect(next.toString()).toBe('discipline=dressage&country=AT');
    const kept = withBrowseChanges(new URLSearchParams('country=DE&region=DE-BY'), { level: ['amateur'] });
    expect(kept.toString()).toBe('level=amateur&country=DE&region=DE-BY');
    expect(readBrowseParams(withBrowseChanges(new URLSearchParams(), { minEngagement: 3 })).minEngagement).toBe(3);
  });

  it('clears the facets with the other filters, keeping the sort', () => {
    const cleared = withoutBrowseFilters(
      new URLSearchParams('discipline=dressage&country=DE&platform=TikTok&sort=rating'),
    );
    expect(cleared.toString()).toBe('sort=rating');
  });

  it('asks the server only for the chosen facets', () => {
    const query = toInfluencerQuery(read('discipline=dressage&country=DE'), 20);
    expect(query).toMatchObject({ discipline: ['dressage'], level: [], language: [], country: 'DE' });
    for (const name of ['region', 'platform', 'minEngagement', 'audienceCountry']) {
      expect(query).not.toHaveProperty(name);
    }
  });
});

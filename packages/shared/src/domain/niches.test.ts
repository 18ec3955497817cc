import { describe, expect, it } from 'vitest';
import { matchesNicheFilter, NICHES, toCanonicalNiche } from './niches.ts';

describe('niches', () => {
  it('is one list: the 20 filter niches plus Comedy, College/Student Life and Luxury', () => {
    expect(NICHES).toHaveLength(23);
    expect(new Set(NICHES).size).toBe(23);
    expect(NICHES).toEqual(
      expect.arrayContaining(['Fashion', 'Automotive', 'Comedy', 'College/Student Life', 'Luxury']),
    );
  });

  it('maps any casing to the canonical spelling', () => {
    expect(toCanonicalNiche('  college/student life ')).toBe('College/Student Life');
    expect(toCanonicalNiche('EDUCATION')).toBe('Education');
    expect(toCanonicalNiche('Knitting')).toBeNull();
  });

  it('matches any selected niche ignoring case, and everyone when nothing is selected', () => {
    expect(matchesNicheFilter(['Lifestyle', 'Fashion'], [])).toBe(true);
    expect(matchesNicheFilter(['Lifestyle', 'Fashion'], ['fashion'])).toBe(true);
    expect(matchesNicheFilter(['Lifestyle'], ['Travel', 'Food'])).toBe(false);
  });
});

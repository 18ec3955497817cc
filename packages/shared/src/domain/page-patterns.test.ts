import { describe, expect, it } from 'vitest';
import { PAGE_PATTERNS, pagePatternOf } from './page-patterns.ts';

describe('pagePatternOf', () => {
  it('names public pages by their path', () => {
    for (const path of [
      '/',
      '/about',
      '/club',
      '/joinclub',
      '/faq',
      '/terms',
      '/privacy',
      '/join',
      '/login',
      '/reset-password',
    ]) {
      expect(pagePatternOf(path)).toBe(path);
    }
  });

  it('replaces ids with the pattern of their route', () => {
    expect(pagePatternOf('/orders/0b6c2f4e-8d0a-4c55-9c7e-2f1b8f7a9e11')).toBe('/orders/:id');
    expect(pagePatternOf('/orders-influencer/42')).toBe('/orders-influencer/:id');
    expect(pagePatternOf('/orders')).toBe('/orders');
    expect(pagePatternOf('/c/ava-rides')).toBe('/c/:handle');
  });

  it('matches as the router does: any case, with or without a trailing slash', () => {
    expect(pagePatternOf('/FAQ')).toBe('/faq');
    expect(pagePatternOf('/contentcreator/')).toBe('/contentCreator');
    expect(pagePatternOf('/influencers/profile/edit/')).toBe('/influencers/profile/edit');
  });

  it('calls anything else other, so no unknown address is ever reported', () => {
    for (const path of ['/orders/1/2', '/ava@example.com', '/faq/extra', '//', '/orders//', '', 'faq']) {
      expect(pagePatternOf(path)).toBe('other');
    }
  });

  it('only ever answers a listed pattern', () => {
    for (const path of ['/', '/x', '/orders/abc', '/admin']) expect(PAGE_PATTERNS).toContain(pagePatternOf(path));
  });
});

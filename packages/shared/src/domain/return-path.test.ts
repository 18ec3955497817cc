import { describe, expect, it } from 'vitest';
import { APP_PAGE_TYPES, areaTypeOfPath, loginPathFor, returnPathFor } from './return-path.ts';
import { APP_PAGE_PATTERNS } from './page-patterns.ts';

describe('returnPathFor', () => {
  it('lands exactly on a path of the type, with its query', () => {
    expect(returnPathFor('/contentCreator?campaign=c1', 'contentCreator')).toBe('/contentCreator?campaign=c1');
    expect(returnPathFor('/orders/abc-123', 'contentCreator')).toBe('/orders/abc-123');
    expect(returnPathFor('/orders-influencer/42?x=1#top', 'brand')).toBe('/orders-influencer/42?x=1#top');
    expect(returnPathFor('/manage-campaign?status=closed', 'brand')).toBe('/manage-campaign?status=closed');
    expect(returnPathFor('/admin', 'admin')).toBe('/admin');
  });

  it('lets any type land on a public page, but never on /join or /login', () => {
    expect(returnPathFor('/joinclub', 'contentCreator')).toBe('/joinclub');
    expect(returnPathFor('/faq', 'brand')).toBe('/faq');
    expect(returnPathFor('/terms', 'contentCreator')).toBe('/terms');
    expect(returnPathFor('/privacy', 'brand')).toBe('/privacy');
    expect(returnPathFor('/', 'brand')).toBe('/');
    expect(returnPathFor('/login?next=%2Fbrands', 'brand')).toBe('/brands');
    expect(returnPathFor('/join', 'contentCreator')).toBe('/contentCreator');
  });

  it("lets any type land on a creator's media kit, one segment after /c/", () => {
    expect(returnPathFor('/c/ava-rides', 'brand')).toBe('/c/ava-rides');
    expect(returnPathFor('/c/ava-rides', 'contentCreator')).toBe('/c/ava-rides');
    expect(returnPathFor('/c/ava/rides', 'brand')).toBe('/brands');
    expect(returnPathFor('/c/', 'brand')).toBe('/brands');
  });

  it("sends a path of another type's area home", () => {
    expect(returnPathFor('/manage-campaign', 'contentCreator')).toBe('/contentCreator');
    expect(returnPathFor('/orders/1', 'brand')).toBe('/brands');
    expect(returnPathFor('/admin', 'brand')).toBe('/brands');
    expect(returnPathFor('/orders/../manage-campaign', 'contentCreator')).toBe('/contentCreator');
    expect(returnPathFor('/orders/%2e%2e/%2e%2e/manage-campaign', 'contentCreator')).toBe('/contentCreator');
    expect(returnPathFor('/orders/x%2F..', 'contentCreator')).toBe('/contentCreator');
    expect(returnPathFor('/nowhere', 'contentCreator')).toBe('/contentCreator');
  });

  it('falls back home without a next', () => {
    expect(returnPathFor(null, 'brand')).toBe('/brands');
    expect(returnPathFor(undefined, 'contentCreator')).toBe('/contentCreator');
    expect(returnPathFor('', 'admin')).toBe('/admin');
  });

  it('refuses every way out of this origin', () => {
    const attempts = [
      '//evil.com',
      '//evil.com/contentCreator',
      '/\\evil.com',
      '\\\\evil.com',
      '/\\/evil.com',
      'https://evil.com',
      'https://evil.com/contentCreator',
      'http:/evil.com',
      'javascript:alert(1)',
      'JavaScript:alert(1)//',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '%2F%2Fevil.com',
      '/%2Fevil.com',
      '/%2F%2Fevil.com',
      '/%5Cevil.com',
      '%2F%5Cevil.com',
      '/%09/evil.com',
      '/\t/evil.com',
      '/\n/evil.com',
      '\t//evil.com',
      '/contentCreator\u0000',
      '/%00contentCreator',
      'evil.com',
      './/evil.com',
      '/%E0%A4%A',
    ];
    for (const next of attempts) expect(returnPathFor(next, 'contentCreator'), next).toBe('/contentCreator');
  });

  it('has a type for every page of the logged-in areas', () => {
    expect(Object.keys(APP_PAGE_TYPES).sort()).toEqual([...APP_PAGE_PATTERNS].sort());
  });
});

describe('loginPathFor', () => {
  it('carries the target in next, encoded, and returnPathFor reads it back', () => {
    expect(loginPathFor('/joinclub')).toBe('/login?next=%2Fjoinclub');
    const target = '/contentCreator?campaign=a&b=c';
    const next = decodeURIComponent(loginPathFor(target).slice('/login?next='.length));
    expect(returnPathFor(next, 'contentCreator')).toBe(target);
  });
});

describe('areaTypeOfPath', () => {
  it('names the type whose area a path is in, and nothing for other paths', () => {
    expect(areaTypeOfPath('/contentCreator?campaign=1')).toBe('contentCreator');
    expect(areaTypeOfPath('/orders-influencer/7')).toBe('brand');
    expect(areaTypeOfPath('/joinclub')).toBeNull();
    expect(areaTypeOfPath('/billing')).toBeNull();
    expect(areaTypeOfPath('//evil.com/brands')).toBeNull();
    expect(areaTypeOfPath(null)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { formatJoinedDate, linkHost, linkHref, nameInitials, siteOfLink } from './influencer-display';

describe('linkHost', () => {
  it('shows the host without www, with or without a scheme', () => {
    expect(linkHost('https://www.instagram.com/ava.rides')).toBe('instagram.com');
    expect(linkHost('youtube.com/@ava')).toBe('youtube.com');
    expect(linkHost('  http://m.facebook.com/ava ')).toBe('m.facebook.com');
  });

  it('keeps text that is no address', () => {
    expect(linkHost('not a link')).toBe('not a link');
  });
});

describe('linkHref', () => {
  it('opens http and https addresses only', () => {
    expect(linkHref('instagram.com/ava')).toBe('https://instagram.com/ava');
    expect(linkHref('http://example.com')).toBe('http://example.com/');
    expect(linkHref('javascript:alert(1)')).toBeNull();
    expect(linkHref('not a link')).toBeNull();
  });
});

describe('siteOfLink', () => {
  it('names the sites that have an icon', () => {
    expect(siteOfLink('https://www.instagram.com/a')).toBe('Instagram');
    expect(siteOfLink('https://fb.me/a')).toBe('Facebook');
    expect(siteOfLink('https://twitter.com/a')).toBe('X');
    expect(siteOfLink('x.com/a')).toBe('X');
    expect(siteOfLink('https://youtu.be/a')).toBe('YouTube');
    expect(siteOfLink('https://www.tiktok.com/@a')).toBe('TikTok');
    expect(siteOfLink('https://github.com/a')).toBe('GitHub');
  });

  it('gives no site for others, even when the name only looks alike', () => {
    expect(siteOfLink('https://myinstagram.com.evil.test/a')).toBeNull();
    expect(siteOfLink('https://notx.com/a')).toBeNull();
    expect(siteOfLink('https://blog.example.com')).toBeNull();
  });
});

describe('nameInitials', () => {
  it('takes the first letter of the first and the last name', () => {
    expect(nameInitials({ firstName: 'ava', lastName: 'Sinclair' })).toBe('AS');
    expect(nameInitials({ firstName: 'Émile', lastName: '' })).toBe('É');
  });
});

describe('formatJoinedDate', () => {
  it('writes a date a person reads, and leaves other text alone', () => {
    expect(formatJoinedDate('2026-03-03T10:00:00.000Z')).toBe('3 March 2026');
    expect(formatJoinedDate('soon')).toBe('soon');
  });
});

import { describe, expect, it } from 'vitest';
import { statPlatformOfLink } from './platform-of-link.ts';

describe('statPlatformOfLink', () => {
  it.each([
    ['https://www.instagram.com/ava.rides', 'Instagram'],
    ['instagram.com/ava', 'Instagram'],
    ['https://instagr.am/p/x', 'Instagram'],
    ['HTTPS://WWW.TIKTOK.COM/@ava', 'TikTok'],
    ['https://m.youtube.com/@ava', 'YouTube'],
    ['https://youtu.be/abc', 'YouTube'],
    ['https://fb.me/ava', 'Facebook'],
    ['https://www.facebook.com/ava', 'Facebook'],
    ['https://notinstagram.com/ava', null],
    ['https://x.com/ava', null],
    ['', null],
  ])('reads %j as %j', (link, platform) => {
    expect(statPlatformOfLink(link)).toBe(platform);
  });
});

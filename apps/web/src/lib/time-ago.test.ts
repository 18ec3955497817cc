import { describe, expect, it } from 'vitest';
import { formatTimeAgo } from './time-ago';

const NOW = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatTimeAgo', () => {
  it('says "now" for the last minute and for a moment slightly in the future', () => {
    expect(formatTimeAgo(ago(30_000), NOW, 'en')).toBe('now');
    expect(formatTimeAgo(ago(-90_000), NOW, 'en')).toBe('now');
  });

  it('counts minutes, hours and days in whole units, rounded down', () => {
    expect(formatTimeAgo(ago(5 * MINUTE + 59_000), NOW, 'en')).toBe('5 minutes ago');
    expect(formatTimeAgo(ago(HOUR), NOW, 'en')).toBe('1 hour ago');
    expect(formatTimeAgo(ago(23 * HOUR), NOW, 'en')).toBe('23 hours ago');
    expect(formatTimeAgo(ago(DAY + HOUR), NOW, 'en')).toBe('yesterday');
    expect(formatTimeAgo(ago(6 * DAY), NOW, 'en')).toBe('6 days ago');
  });

  it('moves up to weeks, months and years', () => {
    expect(formatTimeAgo(ago(7 * DAY), NOW, 'en')).toBe('last week');
    expect(formatTimeAgo(ago(20 * DAY), NOW, 'en')).toBe('2 weeks ago');
    expect(formatTimeAgo(ago(45 * DAY), NOW, 'en')).toBe('last month');
    expect(formatTimeAgo(ago(800 * DAY), NOW, 'en')).toBe('2 years ago');
  });

  it('speaks the given language', () => {
    expect(formatTimeAgo(ago(2 * DAY), NOW, 'fr')).toBe('avant-hier');
  });

  it('accepts a Date and gives nothing for an unreadable moment', () => {
    expect(formatTimeAgo(new Date(NOW.getTime() - 3 * HOUR), NOW, 'en')).toBe('3 hours ago');
    expect(formatTimeAgo('not a date', NOW, 'en')).toBe('');
  });
});

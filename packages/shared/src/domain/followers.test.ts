import { describe, expect, it } from 'vitest';
import {
  FOLLOWER_RANGES,
  formatFollowerCount,
  matchesFollowerFilter,
  matchesFollowerRange,
  parseFollowerText,
} from './followers.ts';

describe('parseFollowerText', () => {
  it.each([
    ['12k', 12_000],
    ['1.5m', 1_500_000],
    ['835K', 835_000],
    ['2.5M', 2_500_000],
    ['12,345', 12_345],
    ['980', 980],
    [' 45 k ', 45_000],
    ['1.5k members', 1_500],
    ['about 3m followers', 3_000_000],
  ])('reads %j as %i', (text, expected) => {
    expect(parseFollowerText(text)).toBe(expected);
  });

  it.each(['', 'lots', 'k', 'm'])('answers null when %j has no number', (text) => {
    expect(parseFollowerText(text)).toBeNull();
  });
});

describe('follower ranges', () => {
  it('has the nine ranges of the spec in order', () => {
    expect(FOLLOWER_RANGES.map((range) => range.id)).toEqual([
      '0-100k',
      '100k-200k',
      '200k-300k',
      '300k-400k',
      '400k-500k',
      '500k-600k',
      '600k-700k',
      '700k-800k',
      '800k+',
    ]);
  });

  it('matches 0 to 100,000 inclusive for 0-100k (the fixed bug, not 10,000)', () => {
    expect(matchesFollowerRange(0, '0-100k')).toBe(true);
    expect(matchesFollowerRange(10_001, '0-100k')).toBe(true);
    expect(matchesFollowerRange(100_000, '0-100k')).toBe(true);
    expect(matchesFollowerRange(100_001, '0-100k')).toBe(false);
  });

  it('matches above the lower bound and up to the upper bound for the middle ranges', () => {
    expect(matchesFollowerRange(100_000, '100k-200k')).toBe(false);
    expect(matchesFollowerRange(100_001, '100k-200k')).toBe(true);
    expect(matchesFollowerRange(200_000, '100k-200k')).toBe(true);
    expect(matchesFollowerRange(800_000, '700k-800k')).toBe(true);
  });

  it('matches only above 800,000 for 800k+', () => {
    expect(matchesFollowerRange(800_000, '800k+')).toBe(false);
    expect(matchesFollowerRange(800_001, '800k+')).toBe(true);
    expect(matchesFollowerRange(50_000_000, '800k+')).toBe(true);
  });

  it('lets every count through an empty selection, and any selected range otherwise', () => {
    expect(matchesFollowerFilter(5, [])).toBe(true);
    expect(matchesFollowerFilter(150_000, ['0-100k', '100k-200k'])).toBe(true);
    expect(matchesFollowerFilter(350_000, ['0-100k', '100k-200k'])).toBe(false);
  });
});

describe('formatFollowerCount', () => {
  it('writes counts the way creators do', () => {
    expect(formatFollowerCount(835_000)).toBe('835K');
    expect(formatFollowerCount(1_500_000)).toBe('1.5M');
    expect(formatFollowerCount(999)).toBe('999');
    expect(formatFollowerCount(12_400)).toBe('12.4K');
  });

  it('rounds to the nearest tenth, half up, instead of truncating', () => {
    expect(formatFollowerCount(2_275)).toBe('2.3K');
    expect(formatFollowerCount(2_249)).toBe('2.2K');
    expect(formatFollowerCount(2_250)).toBe('2.3K');
    expect(formatFollowerCount(1_150)).toBe('1.2K');
    expect(formatFollowerCount(24_960)).toBe('25K');
    expect(formatFollowerCount(1_249_999)).toBe('1.2M');
    expect(formatFollowerCount(1_250_000)).toBe('1.3M');
  });

  it('moves to the next unit at the boundaries', () => {
    expect(formatFollowerCount(999)).toBe('999');
    expect(formatFollowerCount(1_000)).toBe('1K');
    expect(formatFollowerCount(1_049)).toBe('1K');
    expect(formatFollowerCount(1_050)).toBe('1.1K');
    expect(formatFollowerCount(999_949)).toBe('999.9K');
    expect(formatFollowerCount(999_950)).toBe('1M');
    expect(formatFollowerCount(1_000_000)).toBe('1M');
    expect(formatFollowerCount(0)).toBe('0');
  });
});

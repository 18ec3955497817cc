import { describe, expect, it } from 'vitest';
import { formatBytes, formatDuration, formatMilliseconds, secondsBetween } from './format-status';

describe('the status page figures', () => {
  it('writes sizes in the unit that keeps them short', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(155_189_248)).toBe('148 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3.0 GB');
  });

  it('writes ages in seconds, minutes, hours and days', () => {
    expect(formatDuration(12.7)).toBe('12 s');
    expect(formatDuration(-3)).toBe('0 s');
    expect(formatDuration(250)).toBe('4 min');
    expect(formatDuration(3 * 3600 + 5)).toBe('3 h');
    expect(formatDuration(86_400)).toBe('1 day');
    expect(formatDuration(5 * 86_400)).toBe('5 days');
  });

  it('measures an age between two of the server’s timestamps', () => {
    expect(secondsBetween('2026-11-27T10:00:00.000Z', '2026-11-27T10:00:12.000Z')).toBe(12);
  });

  it('writes lags in milliseconds, or seconds past one', () => {
    expect(formatMilliseconds(0)).toBe('0 ms');
    expect(formatMilliseconds(3.24)).toBe('3.2 ms');
    expect(formatMilliseconds(140.4)).toBe('140 ms');
    expect(formatMilliseconds(1500)).toBe('1.5 s');
  });
});

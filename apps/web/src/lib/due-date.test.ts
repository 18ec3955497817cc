import { describe, expect, it } from 'vitest';
import { dayInZone, endOfDayIso } from './due-date';

describe('endOfDayIso', () => {
  it('sends the end of the chosen day with the zone offset, winter and summer', () => {
    expect(endOfDayIso('2026-12-01', 'Europe/Paris')).toBe('2026-12-01T23:59:59+01:00');
    expect(endOfDayIso('2026-07-01', 'Europe/Paris')).toBe('2026-07-01T23:59:59+02:00');
    expect(endOfDayIso('2026-07-01', 'America/New_York')).toBe('2026-07-01T23:59:59-04:00');
    expect(endOfDayIso('2026-07-01', 'Asia/Kolkata')).toBe('2026-07-01T23:59:59+05:30');
    expect(endOfDayIso('2026-07-01', 'UTC')).toBe('2026-07-01T23:59:59+00:00');
  });

  it('takes the offset in force at the end of a day when summer time starts', () => {
    // Europe/Paris moves to +02:00 on 29 March 2026 at 02:00.
    expect(endOfDayIso('2026-03-29', 'Europe/Paris')).toBe('2026-03-29T23:59:59+02:00');
  });

  it('is null for an empty or malformed day', () => {
    expect(endOfDayIso('', 'UTC')).toBeNull();
    expect(endOfDayIso('01/12/2026', 'UTC')).toBeNull();
  });
});

describe('dayInZone', () => {
  it('reads the day of an instant where the reader is, and round-trips with endOfDayIso', () => {
    expect(dayInZone('2026-12-01T23:30:00Z', 'Europe/Paris')).toBe('2026-12-02');
    expect(dayInZone('2026-12-01T23:30:00Z', 'America/New_York')).toBe('2026-12-01');
    const iso = endOfDayIso('2026-05-10', 'Pacific/Auckland');
    expect(dayInZone(iso, 'Pacific/Auckland')).toBe('2026-05-10');
    expect(dayInZone(null, 'UTC')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { instantOfLocalDateTime, isIanaTimeZone, localDateTimeIn } from './club.ts';

describe('club meeting times', () => {
  it('reads a local date-time in its zone as one instant, summer and winter', () => {
    expect(instantOfLocalDateTime('2026-12-01T19:30', 'Europe/London')?.toISOString()).toBe('2026-12-01T19:30:00.000Z');
    expect(instantOfLocalDateTime('2026-07-01T19:30', 'Europe/London')?.toISOString()).toBe('2026-07-01T18:30:00.000Z');
    expect(instantOfLocalDateTime('2026-12-01T19:30', 'America/New_York')?.toISOString()).toBe(
      '2026-12-02T00:30:00.000Z',
    );
    expect(instantOfLocalDateTime('2026-12-01T09:00', 'Asia/Kolkata')?.toISOString()).toBe('2026-12-01T03:30:00.000Z');
  });

  it('refuses the hour skipped when clocks go forward, and takes the first of a repeated hour', () => {
    expect(instantOfLocalDateTime('2026-03-29T01:30', 'Europe/London')).toBeNull();
    expect(instantOfLocalDateTime('2026-11-01T01:30', 'America/New_York')?.toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it('writes an instant back as the wall clock of the zone', () => {
    expect(localDateTimeIn(new Date('2026-12-02T00:30:00Z'), 'America/New_York')).toBe('2026-12-01T19:30');
    expect(localDateTimeIn(new Date('2026-12-02T00:30:00Z'), 'Europe/London')).toBe('2026-12-02T00:30');
  });

  it('knows IANA zones and refuses offsets and made-up names', () => {
    expect(isIanaTimeZone('Europe/London')).toBe(true);
    expect(isIanaTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isIanaTimeZone('UTC')).toBe(true);
    expect(isIanaTimeZone('+01:00')).toBe(false);
    expect(isIanaTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isIanaTimeZone('')).toBe(false);
  });

  it('refuses what is not a local date-time', () => {
    expect(instantOfLocalDateTime('2026-12-01', 'Europe/London')).toBeNull();
    expect(instantOfLocalDateTime('2026-02-30T10:00', 'Europe/London')).toBeNull();
  });
});

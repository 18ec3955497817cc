import { describe, expect, it } from 'vitest';
import { formatMeetingTime, formatPeriodEnd } from './billing-dates';

describe('billing dates', () => {
  it('shows the end of a period as a date in the visitor’s zone', () => {
    expect(formatPeriodEnd('2026-12-27T03:00:00Z', 'en-US', 'America/New_York')).toBe('December 26, 2026');
    expect(formatPeriodEnd('2026-12-27T03:00:00Z', 'en-GB', 'Europe/London')).toBe('27 December 2026');
  });

  it('shows a meeting in the visitor’s zone, naming it', () => {
    const meeting = '2026-12-01T00:00:00Z';
    expect(formatMeetingTime(meeting, 'en-US', 'America/New_York')).toBe('Monday, November 30 at 7:00 PM EST');
    expect(formatMeetingTime(meeting, 'en-GB', 'Europe/London')).toBe('Tuesday 1 December at 00:00 GMT');
  });
});

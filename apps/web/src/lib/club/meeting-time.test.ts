import { describe, expect, it } from 'vitest';
import { formatMeetingLength, formatMeetingTime, safeMeetingLink } from './meeting-time';

describe('club meeting times', () => {
  it('shows one meeting in each viewer’s own zone, naming the zone', () => {
    // 19:30 in London on 1 December is 14:30 in New York and 06:30 next morning in Sydney.
    const meeting = '2026-12-01T19:30:00.000Z';
    expect(formatMeetingTime(meeting, 'en-US', 'America/New_York')).toBe('Tuesday, December 1 at 2:30 PM EST');
    expect(formatMeetingTime(meeting, 'en-GB', 'Europe/London')).toBe('Tuesday 1 December at 19:30 GMT');
    expect(formatMeetingTime(meeting, 'en-GB', 'Australia/Sydney')).toBe('Wednesday 2 December at 06:30 GMT+11');
  });

  it('follows daylight saving time: the same instant in summer reads an hour apart from winter', () => {
    expect(formatMeetingTime('2026-07-01T18:30:00.000Z', 'en-US', 'America/New_York')).toBe(
      'Wednesday, July 1 at 2:30 PM EDT',
    );
  });

  it('says how long a meeting lasts in words', () => {
    expect(formatMeetingLength(90)).toBe('1 hour 30 minutes');
    expect(formatMeetingLength(45)).toBe('45 minutes');
    expect(formatMeetingLength(120)).toBe('2 hours');
  });

  it('lets only http and https links through', () => {
    expect(safeMeetingLink('https://meet.example.org/club')?.host).toBe('meet.example.org');
    expect(safeMeetingLink('javascript:alert(1)')).toBeNull();
    expect(safeMeetingLink('not a link')).toBeNull();
    expect(safeMeetingLink(null)).toBeNull();
  });
});

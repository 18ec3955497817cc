import { describe, expect, it } from 'vitest';
import { nextClubMeetings } from './club.ts';

const ANCHOR = new Date('2026-01-06T19:00:00-05:00');

describe('nextClubMeetings', () => {
  it('answers six meetings two weeks apart, from the anchor when it is still ahead', () => {
    const meetings = nextClubMeetings(ANCHOR, new Date('2026-01-01T00:00:00Z'));
    expect(meetings.map((meeting) => meeting.toISOString())).toEqual([
      '2026-01-07T00:00:00.000Z',
      '2026-01-21T00:00:00.000Z',
      '2026-02-04T00:00:00.000Z',
      '2026-02-18T00:00:00.000Z',
      '2026-03-04T00:00:00.000Z',
      // Tuesday 17 March, 19:00 EDT (UTC-4): daylight saving began on 8 March.
      '2026-03-17T23:00:00.000Z',
    ]);
  });

  it('keeps 19:00 in New York across daylight saving time', () => {
    const [first, second] = nextClubMeetings(ANCHOR, new Date('2026-03-05T00:00:00Z'), 2);
    // Tuesday 3 March was EST (UTC-5); from 17 March it is EDT (UTC-4), and back in November.
    expect(first?.toISOString()).toBe('2026-03-17T23:00:00.000Z');
    expect(second?.toISOString()).toBe('2026-03-31T23:00:00.000Z');
    const [winter] = nextClubMeetings(ANCHOR, new Date('2026-11-05T00:00:00Z'), 1);
    expect(winter?.toISOString()).toBe('2026-11-11T00:00:00.000Z');
  });

  it('still shows a meeting under way, and not one that is over', () => {
    const during = nextClubMeetings(ANCHOR, new Date('2026-01-21T00:30:00Z'), 1);
    expect(during[0]?.toISOString()).toBe('2026-01-21T00:00:00.000Z');
    const after = nextClubMeetings(ANCHOR, new Date('2026-01-21T01:30:00Z'), 1);
    expect(after[0]?.toISOString()).toBe('2026-02-04T00:00:00.000Z');
  });
});

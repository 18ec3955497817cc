import { describe, expect, it } from 'vitest';
import { formatFullTime } from './message-time';

describe('formatFullTime', () => {
  it('names the day, date and time', () => {
    expect(formatFullTime('2026-03-10T12:00:00.000Z', 'en')).toMatch(/Tuesday, March 10, 2026/);
  });
});

import { describe, expect, it } from 'vitest';
import { formatPeriodEnd } from './billing-dates';

describe('billing dates', () => {
  it('shows the end of a period as a date in the visitor’s zone', () => {
    expect(formatPeriodEnd('2026-12-27T03:00:00Z', 'en-US', 'America/New_York')).toBe('December 26, 2026');
    expect(formatPeriodEnd('2026-12-27T03:00:00Z', 'en-GB', 'Europe/London')).toBe('27 December 2026');
  });
});

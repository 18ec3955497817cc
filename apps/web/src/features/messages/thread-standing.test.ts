import { describe, expect, it } from 'vitest';
import { threadStanding } from './thread-standing';

describe('threadStanding', () => {
  const now = new Date('2026-11-20T12:00:00Z');

  it('is open while the work is open', () => {
    expect(threadStanding(null, now)).toEqual({ kind: 'open' });
    expect(threadStanding(undefined, now)).toEqual({ kind: 'open' });
  });

  it('takes messages until the date after the close, then only reads', () => {
    expect(threadStanding('2026-11-21T12:00:00Z', now)).toEqual({ kind: 'closing', until: '2026-11-21T12:00:00Z' });
    expect(threadStanding('2026-11-20T12:00:00Z', now)).toEqual({ kind: 'readOnly' });
  });
});

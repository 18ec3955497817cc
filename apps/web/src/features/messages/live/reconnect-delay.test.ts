import { LIVE_STREAM_RULES } from '@equicreators/shared';
import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './reconnect-delay';

describe('reconnectDelay', () => {
  it('starts at half a second and doubles up to ten seconds', () => {
    const top = () => 0.999999;
    expect([0, 1, 2, 3, 4, 5, 9].map((attempt) => reconnectDelay(attempt, top))).toEqual([
      500, 1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
  });

  it('jitters within 0.5–10 s, never below the minimum', () => {
    for (let attempt = 0; attempt < 12; attempt += 1) {
      for (const random of [0, 0.25, 0.5, 0.99]) {
        const delay = reconnectDelay(attempt, () => random);
        expect(delay).toBeGreaterThanOrEqual(LIVE_STREAM_RULES.reconnectMinMs);
        expect(delay).toBeLessThanOrEqual(LIVE_STREAM_RULES.reconnectMaxMs);
      }
    }
    expect(reconnectDelay(5, () => 0)).toBe(5000);
  });
});

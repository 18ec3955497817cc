import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { EventLoopLag } from './process-numbers.ts';

describe("the heartbeat's event-loop lag", () => {
  it('is not measured before any sample, and after a read starts again from nothing', async () => {
    const lag = new EventLoopLag();
    expect(lag.readP99Ms()).toBeNull();
    lag.start();
    try {
      await sleep(40);
      // The loop held for 120 ms: the sample taken after it waited at least that long.
      const heldUntil = Date.now() + 120;
      while (Date.now() < heldUntil) {
        // Holding the event loop on purpose.
      }
      await sleep(40);
      expect(lag.readP99Ms()).toBeGreaterThanOrEqual(120);
      expect(lag.readP99Ms()).toBeNull();
    } finally {
      lag.stop();
    }
  });
});

import type { BillingState } from '@equicreators/shared';
import { describe, expect, it } from 'vitest';
import { SYNC_BACKOFF_MS, syncUntilAccess } from './sync-until-access';

function state(access: boolean): BillingState {
  return {
    audience: 'brand',
    access,
    source: access ? 'subscription' : 'none',
    plan: 'brand-monthly',
    status: access ? 'active' : 'incomplete',
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    pastDue: false,
    hasBillingAccount: true,
    lapsed: false,
  };
}

describe('syncUntilAccess', () => {
  it('stops at the first sync that grants access, waiting longer each time', async () => {
    const answers = [state(false), state(false), state(true)];
    const waits: number[] = [];
    const result = await syncUntilAccess(
      async () => answers.shift() ?? state(false),
      async (ms) => void waits.push(ms),
    );
    expect(result.access).toBe(true);
    expect(waits).toEqual([500, 1000]);
  });

  it('gives up after its tries with the last state, without access', async () => {
    let calls = 0;
    const result = await syncUntilAccess(
      async () => {
        calls += 1;
        return state(false);
      },
      async () => undefined,
    );
    expect(result.access).toBe(false);
    expect(calls).toBe(SYNC_BACKOFF_MS.length);
  });
});

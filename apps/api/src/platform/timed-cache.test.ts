import { describe, expect, it } from 'vitest';
import { createSharedReads } from './timed-cache.ts';

function deferred<V>() {
  let resolve: (value: V) => void = () => undefined;
  const promise = new Promise<V>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('shared reads', () => {
  it('reads a key once for every request that wants it at the same time, then reuses it until its time is up', async () => {
    let now = 0;
    const reads = createSharedReads<string>({ ttlMs: 2_000, maxEntries: 10, now: () => now });
    const pending = deferred<string>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return pending.promise;
    };
    const answers = Promise.all([reads.read('k', load), reads.read('k', load), reads.read('k', load)]);
    pending.resolve('first');
    expect(await answers).toEqual(['first', 'first', 'first']);
    expect(await reads.read('k', () => Promise.resolve('second'))).toBe('first');
    expect(loads).toBe(1);
    now += 2_000;
    expect(await reads.read('k', () => Promise.resolve('second'))).toBe('second');
  });

  it('after a clear, neither joins nor keeps a read that was under way', async () => {
    const reads = createSharedReads<string>({ ttlMs: 2_000, maxEntries: 10, now: () => 0 });
    const old = deferred<string>();
    const before = reads.read('k', () => old.promise);
    reads.clear();
    const after = reads.read('k', () => Promise.resolve('fresh'));
    old.resolve('stale');
    expect(await before).toBe('stale');
    expect(await after).toBe('fresh');
    expect(await reads.read('k', () => Promise.resolve('other'))).toBe('fresh');
  });

  it('keeps nothing from a failed read, and the next request reads again', async () => {
    const reads = createSharedReads<string>({ ttlMs: 2_000, maxEntries: 10, now: () => 0 });
    await expect(reads.read('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await reads.read('k', () => Promise.resolve('up'))).toBe('up');
  });

  it('with refresh ahead, answers at once near the expiry and replaces the entry with one read', async () => {
    let now = 0;
    const reads = createSharedReads<string>({ ttlMs: 2_000, maxEntries: 10, now: () => now, refreshAheadMs: 500 });
    expect(await reads.read('k', () => Promise.resolve('first'))).toBe('first');
    let loads = 0;
    const refresh = deferred<string>();
    const load = () => {
      loads += 1;
      return refresh.promise;
    };
    now = 1_499;
    expect(await reads.read('k', load)).toBe('first');
    expect(loads).toBe(0);
    now = 1_500;
    // Both are answered from the entry while the one refresh is under way.
    expect(await Promise.all([reads.read('k', load), reads.read('k', load)])).toEqual(['first', 'first']);
    expect(loads).toBe(1);
    refresh.resolve('second');
    await refresh.promise;
    now = 3_000;
    expect(await reads.read('k', load)).toBe('second');
    expect(loads).toBe(1);
  });

  it('keeps answering the entry when a refresh fails, and never past its expiry', async () => {
    let now = 0;
    const reads = createSharedReads<string>({ ttlMs: 2_000, maxEntries: 10, now: () => now, refreshAheadMs: 500 });
    await reads.read('k', () => Promise.resolve('first'));
    const failingLoad = () => Promise.reject(new Error('down'));
    const settle = () => new Promise((done) => setTimeout(done, 0));
    now = 1_800;
    expect(await reads.read('k', failingLoad)).toBe('first');
    await settle();
    now = 1_999;
    expect(await reads.read('k', failingLoad)).toBe('first');
    await settle();
    now = 2_000;
    expect(await reads.read('k', () => Promise.resolve('third'))).toBe('third');
  });
});

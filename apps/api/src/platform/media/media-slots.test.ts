import { describe, expect, it } from 'vitest';
import { createMediaSlots } from './media-slots.ts';

/** A job that runs until it is told to end, recording how many jobs were running with it. */
function gatedJobs(slots: ReturnType<typeof createMediaSlots>) {
  const gates: (() => void)[] = [];
  let mostRunning = 0;
  const start = (result: number) =>
    slots.run(async () => {
      mostRunning = Math.max(mostRunning, slots.counts().running);
      await new Promise<void>((resolve) => gates.push(resolve));
      return result;
    });
  const endOne = async () => {
    // Let started jobs reach their gate first.
    await new Promise((resolve) => setImmediate(resolve));
    gates.shift()?.();
  };
  return { start, endOne, mostRunning: () => mostRunning };
}

describe('createMediaSlots', () => {
  it('runs at most its number of jobs at once; the others wait their turn in order', async () => {
    const slots = createMediaSlots(2);
    const jobs = gatedJobs(slots);
    const results = [1, 2, 3, 4, 5].map((value) => jobs.start(value));
    await new Promise((resolve) => setImmediate(resolve));
    expect(slots.counts()).toEqual({ running: 2, waiting: 3 });

    for (let index = 0; index < 5; index += 1) await jobs.endOne();

    expect(await Promise.all(results)).toEqual([1, 2, 3, 4, 5]);
    expect(jobs.mostRunning()).toBe(2);
    expect(slots.counts()).toEqual({ running: 0, waiting: 0 });
  });

  it('gives the slot back when a job fails', async () => {
    const slots = createMediaSlots(1);
    await expect(slots.run(() => Promise.reject(new Error('broken file')))).rejects.toThrow('broken file');
    expect(slots.counts()).toEqual({ running: 0, waiting: 0 });
    await expect(slots.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});

import { describe, expect, it } from 'vitest';
import type { RunResult } from './bench-load.ts';
import { figuresOf, verdictOf } from './bench-metrics.ts';

const run = (p50: number, p99: number, errors = 0): RunResult => ({
  requestsPerSecond: 1000,
  p50,
  p99,
  errors,
  requests: 5000,
});

describe('the metrics bench verdict', () => {
  const off = figuresOf([run(10, 20), run(11, 24), run(9, 22)]);

  it('holds when on’s median round lies within the spread off shows by itself', () => {
    const verdict = verdictOf('health', off, figuresOf([run(11, 23), run(10, 25), run(11, 21)]));
    expect(verdict.isWithinNoise).toBe(true);
    expect(verdict.line).toContain('p99 1.05×');
  });

  it('fails when on’s median round is slower than off’s slowest, or anything failed', () => {
    expect(verdictOf('health', off, figuresOf([run(10, 30), run(10, 31), run(10, 20)])).isWithinNoise).toBe(false);
    expect(verdictOf('health', off, figuresOf([run(14, 22), run(13, 22), run(10, 22)])).isWithinNoise).toBe(false);
    expect(verdictOf('health', off, figuresOf([run(10, 22, 3), run(10, 22), run(10, 22)])).isWithinNoise).toBe(false);
  });
});

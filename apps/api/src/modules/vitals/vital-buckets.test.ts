import { describe, expect, it } from 'vitest';
import { boundsOf, bucketOf, percentileOf, VITAL_BUCKETS, type BucketCount } from './vital-buckets.ts';

/** percentile_cont(0.75), as PostgreSQL and CrUX compute it from every sample. */
function exactP75(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = 0.75 * (sorted.length - 1);
  const below = Math.floor(rank);
  const low = sorted[below] ?? 0;
  const high = sorted[Math.min(below + 1, sorted.length - 1)] ?? low;
  return low + (high - low) * (rank - below);
}

function histogramOf(metric: 'LCP' | 'CLS', values: readonly number[]): BucketCount[] {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(bucketOf(metric, value), (counts.get(bucketOf(metric, value)) ?? 0) + 1);
  return [...counts].map(([bucket, count]) => ({ bucket, count }));
}

/** A repeatable spread of values: a log-normal around `median`, as real page timings are. */
function logNormal(count: number, median: number, seed = 7): number[] {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return (state + 1) / (2 ** 31 + 1);
  };
  return Array.from({ length: count }, () => {
    const normal = Math.sqrt(-2 * Math.log(random())) * Math.cos(2 * Math.PI * random());
    return median * Math.exp(0.6 * normal);
  });
}

describe('the web vitals histogram', () => {
  it('has a fixed number of 5 % buckets reaching the largest value the contract accepts', () => {
    expect(VITAL_BUCKETS.count).toBe(274);
    expect(bucketOf('LCP', 600_000)).toBe(VITAL_BUCKETS.count - 1);
    expect(boundsOf('LCP', VITAL_BUCKETS.count - 1).upper).toBeGreaterThan(600_000);
    expect(bucketOf('CLS', 600_000)).toBe(VITAL_BUCKETS.count - 1);
  });

  it('puts every value in the bucket whose bounds hold it', () => {
    for (const [metric, value] of [
      ['LCP', 0],
      ['LCP', 0.5],
      ['LCP', 1],
      ['LCP', 2500],
      ['INP', 199.9],
      ['TTFB', 599_999],
      ['CLS', 0],
      ['CLS', 0.0004],
      ['CLS', 0.1],
      ['CLS', 0.25],
    ] as const) {
      const { lower, upper } = boundsOf(metric, bucketOf(metric, value));
      expect(value).toBeGreaterThanOrEqual(lower * (1 - 1e-12));
      expect(value).toBeLessThan(upper * (1 + 1e-12));
      expect(upper).toBeLessThanOrEqual(Math.max(lower * 1.05 + 1e-9, metric === 'CLS' ? 0.001 : 1));
    }
  });

  it('reads p75 within 1 % of the exact percentile on realistic data', () => {
    for (const [metric, values] of [
      ['LCP', logNormal(5_000, 1_800)],
      ['LCP', Array.from({ length: 1_000 }, (_, index) => (index + 1) * 10)],
      ['CLS', logNormal(5_000, 0.05, 11)],
    ] as const) {
      const estimate = percentileOf(metric, histogramOf(metric, values), 0.75);
      expect(Math.abs(estimate - exactP75(values)) / exactP75(values)).toBeLessThan(0.01);
    }
  });

  it('reads a percentile from the bucket that holds its rank, interpolated inside it', () => {
    // Ten values in bucket 100 and thirty in bucket 101: the 75th percentile is rank 30, twenty of
    // the thirty into bucket 101.
    const { lower, upper } = boundsOf('LCP', 101);
    const p75 = percentileOf(
      'LCP',
      [
        { bucket: 101, count: 30 },
        { bucket: 100, count: 10 },
      ],
      0.75,
    );
    expect(p75).toBeCloseTo(lower + ((upper - lower) * 20) / 30, 9);
    expect(percentileOf('LCP', [], 0.75)).toBe(0);
  });
});

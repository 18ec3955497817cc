import { WEB_VITALS_LIMITS, type WebVitalName } from '@equicreators/shared';

/**
 * The fixed histogram every web vital is counted in (docs/decisions/014). Bucket 0 holds values
 * below one unit; bucket k ≥ 1 holds [unit × 1.05^(k−1), unit × 1.05^k). Each bucket is 5 % wide,
 * so a percentile read from the buckets is within 5 % of the true one whatever the traffic, and
 * the number of buckets is fixed: the table's size depends on pages × metrics × days, never on
 * how many reports arrive.
 */
const RATIO = 1.05;

export const VITAL_BUCKETS = {
  ratio: RATIO,
  /** Enough for the largest value the contract accepts (600,000 ms) in milliseconds. */
  count: bucketCountFor(WEB_VITALS_LIMITS.maxValue),
} as const;

/** Times are counted in milliseconds; CLS, a score around 0.1, in thousandths. */
function unitOf(metric: WebVitalName): number {
  return metric === 'CLS' ? 0.001 : 1;
}

function bucketCountFor(maxUnits: number): number {
  return 2 + Math.floor(Math.log(maxUnits) / Math.log(RATIO));
}

/** The bucket a value falls in; a CLS beyond the last bucket (600, never seen) is counted in it. */
export function bucketOf(metric: WebVitalName, value: number): number {
  const units = value / unitOf(metric);
  if (!(units >= 1)) return 0;
  const bucket = 1 + Math.floor(Math.log(units) / Math.log(RATIO));
  return Math.min(bucket, VITAL_BUCKETS.count - 1);
}

/** The values a bucket stands for: [lower, upper). */
export function boundsOf(metric: WebVitalName, bucket: number): { lower: number; upper: number } {
  const unit = unitOf(metric);
  if (bucket === 0) return { lower: 0, upper: unit };
  return { lower: unit * RATIO ** (bucket - 1), upper: unit * RATIO ** bucket };
}

export type BucketCount = { bucket: number; count: number };

/**
 * The value below which `fraction` of the samples lie, read from a histogram: the bucket that
 * holds that rank, then linear interpolation inside it (samples taken as spread evenly across
 * the bucket, as Prometheus' histogram_quantile does). 0 for an empty histogram.
 */
export function percentileOf(metric: WebVitalName, buckets: readonly BucketCount[], fraction: number): number {
  const sorted = [...buckets].filter((entry) => entry.count > 0).sort((a, b) => a.bucket - b.bucket);
  const total = sorted.reduce((sum, entry) => sum + entry.count, 0);
  if (total === 0) return 0;
  const rank = fraction * total;
  let below = 0;
  for (const entry of sorted) {
    if (below + entry.count >= rank) {
      const { lower, upper } = boundsOf(metric, entry.bucket);
      return lower + ((upper - lower) * (rank - below)) / entry.count;
    }
    below += entry.count;
  }
  const last = sorted[sorted.length - 1];
  return last ? boundsOf(metric, last.bucket).upper : 0;
}

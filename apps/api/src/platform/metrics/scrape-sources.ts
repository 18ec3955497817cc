import type { ConnectionCounts } from '../../db/client.ts';
import type { Logger } from '../logger.ts';

/**
 * What the gauges of metrics.ts read when scraped: this process's state and two cheap queries. A
 * query that fails answers null and its gauge keeps its last value: one table out of reach must
 * not cost the operator every other number in the scrape.
 */
export type ScrapeSources = {
  connections(): ConnectionCounts;
  liveStreamsOpen(): number;
  outbox(): Promise<{ waiting: number; oldestWaitingSeconds: number } | null>;
  /** Unix seconds of the last backup that succeeded, 0 when none has. */
  lastBackupSuccess(): Promise<number | null>;
};

/**
 * One read shared by every scrape within `ttlMs`: several scrapers (two Prometheus servers, the
 * status page) cost one query a second at most, and a scrape in flight is joined, not repeated.
 * `now` is monotonic milliseconds (the context's cache clock: tests move it by hand).
 */
export function sharedFor<Value>(
  ttlMs: number,
  now: () => number,
  read: () => Promise<Value>,
  logger: Logger,
): () => Promise<Value | null> {
  let last: { value: Promise<Value | null>; readAt: number } | null = null;
  return () => {
    if (last && now() - last.readAt < ttlMs) return last.value;
    const entry = {
      readAt: now(),
      value: read().catch((error: unknown) => {
        // Not kept: the next scrape asks again.
        if (last === entry) last = null;
        logger.warn({ err: error }, 'metrics: a scrape-time read failed');
        return null;
      }),
    };
    last = entry;
    return entry.value;
  };
}

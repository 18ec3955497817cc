import type { DatabaseHandle } from '../../db/client.ts';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import type { Metrics } from './metrics.ts';
import { readLastBackupSuccess, readOutboxBacklog } from './metrics.repository.ts';
import { sharedFor } from './scrape-sources.ts';

/** A scrape reads the outbox and the backups at most once a second, however many scrapers ask. */
const SCRAPE_READ_TTL_MS = 1000;

/**
 * Points the scrape-time gauges at this process (its pool, its live streams) and at the two
 * tables they count, and times the pool's checkouts. Nothing at all with METRICS=off.
 */
export function watchProcess(
  metrics: Metrics,
  options: {
    database: DatabaseHandle;
    liveStreamsOpen: () => number;
    clock: Clock;
    /** Monotonic milliseconds for the one-second reuse (the context's cache clock). */
    now: () => number;
    logger: Logger;
  },
): void {
  if (!metrics.enabled) return;
  const { database, clock, logger } = options;
  database.onConnectionWait((seconds) => metrics.databaseWait.observe(seconds));
  metrics.watch({
    connections: () => database.connections(),
    liveStreamsOpen: options.liveStreamsOpen,
    outbox: sharedFor(
      SCRAPE_READ_TTL_MS,
      options.now,
      async () => {
        const backlog = await readOutboxBacklog(database.db);
        const oldest = backlog.oldestQueuedAt;
        return {
          waiting: backlog.waiting,
          oldestWaitingSeconds: oldest ? Math.max(0, (clock.now().getTime() - oldest.getTime()) / 1000) : 0,
        };
      },
      logger,
    ),
    lastBackupSuccess: sharedFor(
      SCRAPE_READ_TTL_MS,
      options.now,
      async () => {
        const finishedAt = await readLastBackupSuccess(database.db);
        return finishedAt ? finishedAt.getTime() / 1000 : 0;
      },
      logger,
    ),
  });
}

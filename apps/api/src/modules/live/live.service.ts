import { LIVE_STREAM_RULES } from '@equicreators/shared';
import type { DatabaseHandle } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Logger } from '../../platform/logger.ts';
import { createLiveBus, type LiveBusOptions, type RunningLiveBus } from './live-bus.ts';
import { createLiveHub, type LiveHub } from './live-hub.ts';
import { createDeliveryPlanner, type PlannerDependencies } from './live-planner.ts';

/**
 * Live delivery of one process: the bus between processes and the hub of this process's
 * streams. Made with the AppContext, started by the server (and test contexts), stopped last.
 */
export type LiveService = {
  bus: RunningLiveBus;
  hub: LiveHub;
  /** Stream timings; tests shorten the heartbeat to see a revoked session end a stream. */
  settings: { heartbeatMs: number };
  start(): Promise<void>;
  stop(): Promise<void>;
};

export function createLiveService(options: {
  database: Pick<DatabaseHandle, 'db' | 'notifications'>;
  logger: Logger;
  clock: Clock;
  loadMessageView: PlannerDependencies['loadMessageView'];
  bus?: Pick<LiveBusOptions, 'pollMs' | 'reconnectDelays'>;
}): LiveService {
  const { database, logger } = options;
  const bus = createLiveBus({ database, logger, startedAt: options.clock.now(), ...options.bus });
  const planner = createDeliveryPlanner({ db: database.db, loadMessageView: options.loadMessageView });
  const hub = createLiveHub(planner, logger);
  let unsubscribe: (() => void) | null = null;
  return {
    bus,
    hub,
    settings: { heartbeatMs: LIVE_STREAM_RULES.heartbeatMs },
    start: async () => {
      unsubscribe ??= bus.subscribe((signal) => hub.handle(signal));
      await bus.start();
    },
    stop: async () => {
      await hub.close();
      await bus.stop();
      unsubscribe?.();
      unsubscribe = null;
    },
  };
}

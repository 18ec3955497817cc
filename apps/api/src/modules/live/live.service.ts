import { LIVE_STREAM_RULES } from '@equicreators/shared';
import type { DatabaseHandle } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Logger } from '../../platform/logger.ts';
import { createLiveBus, type LiveBusOptions, type LiveBus, type LiveSignal } from './live-bus.ts';
import { createLiveHub, type DeliveryPlanner, type LiveHub } from './live-hub.ts';

/**
 * Live delivery of one process: the bus between processes and the hub of this process's
 * streams. Made with the AppContext, started by the server (and test contexts), stopped last.
 * A transport only: what each signal means for whom is the `planner` it is given.
 */
export type LiveService = {
  bus: LiveBus;
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
  /** Turns signals into events (the messages module's rules, given by the AppContext). */
  planner: DeliveryPlanner;
  bus?: Pick<LiveBusOptions, 'pollMs' | 'reconnectDelays'>;
  /** Receives the change signals of other processes (app-context.ts hands them to `changes`). */
  onChanged?: (signal: Extract<LiveSignal, { kind: 'changed' }>) => void;
}): LiveService {
  const { database, logger } = options;
  const bus = createLiveBus({ database, logger, startedAt: options.clock.now(), ...options.bus });
  const hub = createLiveHub(options.planner, logger);
  let unsubscribe: (() => void) | null = null;
  return {
    bus,
    hub,
    settings: { heartbeatMs: LIVE_STREAM_RULES.heartbeatMs },
    start: async () => {
      // A change signal is no stream's business: it goes to the caches, everything else to the hub.
      unsubscribe ??= bus.subscribe((signal) =>
        signal.kind === 'changed' ? options.onChanged?.(signal) : hub.handle(signal),
      );
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

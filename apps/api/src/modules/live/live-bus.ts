import { DECISION_LABELS, MESSAGE_SENDER_TYPES, WORK_CHANGES } from '@equicreators/shared';
import { z } from 'zod';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { CHANGE_KINDS } from '../../platform/changes/change-signals.ts';
import type { Logger } from '../../platform/logger.ts';
import { createCatchUp } from './live-catch-up.ts';
import { createNotificationSource, type ReconnectDelays } from './live-listener.ts';
import { notifyChannel } from './live.repository.ts';

/** The NOTIFY channel every API process listens on (docs/decisions/010). */
export const LIVE_CHANNEL = 'equi_live';

/**
 * What one process tells every process (itself included) after a change commits. Ids only: the
 * receiver reads what it needs, and NOTIFY's 8,000-byte payload limit is never near.
 */
const LiveSignalSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), messageId: z.string() }),
  z.object({
    kind: z.literal('read'),
    campaignId: z.string(),
    creatorId: z.string(),
    readerType: z.enum(MESSAGE_SENDER_TYPES),
    upToSeq: z.number(),
    readAt: z.string(),
  }),
  z.object({
    kind: z.literal('decision'),
    campaignId: z.string(),
    creatorId: z.string(),
    decision: z.enum(DECISION_LABELS),
  }),
  z.object({
    kind: z.literal('work'),
    campaignId: z.string(),
    creatorId: z.string(),
    change: z.enum(WORK_CHANGES),
  }),
  // Their notifications changed (a new one, or read in another tab): they get the unread count.
  z.object({ kind: z.literal('notifications'), accountIds: z.array(z.string()) }),
  z.object({ kind: z.literal('session-ended'), sessionId: z.string() }),
  // A change signal (platform/changes): every other process's caches forget `change`; `origin`
  // names the process that raised it, which has already forgotten.
  z.object({ kind: z.literal('changed'), change: z.enum(CHANGE_KINDS), origin: z.string() }),
]);
export type LiveSignal = z.infer<typeof LiveSignalSchema>;

export type LiveSignalListener = (signal: LiveSignal) => void;

/**
 * The one way to publish: sends `signal` to every process when the transaction of `executor`
 * commits, and never if it rolls back (NOTIFY inside the transaction, on both engines); outside a
 * transaction, at once. Receiving is the bus's (below) and the listener's (live-listener.ts).
 */
export async function publishLiveSignal(executor: Database, signal: LiveSignal): Promise<void> {
  await notifyChannel(executor, LIVE_CHANNEL, JSON.stringify(signal));
}

/** The receiving side of one process: `start` LISTENs (and resolves once listening), `stop` lets go. */
export type LiveBus = {
  /** Calls `listener` with every signal received; returns the unsubscribe. */
  subscribe(listener: LiveSignalListener): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
};

export type LiveBusOptions = {
  database: Pick<DatabaseHandle, 'db' | 'notifications'>;
  logger: Logger;
  /** The cursor's first value: messages stored in the overlap before it are read once at start. */
  startedAt: Date;
  /** The safety-net poll (docs/decisions/010: 5 s). */
  pollMs?: number;
  reconnectDelays?: ReconnectDelays;
};

/**
 * The receiving half: NOTIFY payloads and re-reads pass through one queue, so a re-read after a
 * (re)LISTEN finishes before the signals that arrived meanwhile are dispatched, and a message is
 * dispatched once whichever way it came (NOTIFY, re-read, poll).
 */
export function createLiveBus(options: LiveBusOptions): LiveBus {
  const { database, logger, pollMs = 5_000 } = options;
  const listeners = new Set<LiveSignalListener>();
  const catchUp = createCatchUp(database.db, options.startedAt);
  const source = createNotificationSource(database.notifications, LIVE_CHANNEL, logger, options.reconnectDelays);
  let queue: Promise<void> = Promise.resolve();
  let pollTimer: NodeJS.Timeout | undefined;
  let isRunning = false;

  const emit = (signal: LiveSignal) => {
    for (const listener of listeners) {
      try {
        listener(signal);
      } catch (error) {
        logger.error({ err: error }, 'live: a signal listener failed');
      }
    }
  };
  const enqueue = (task: () => void | Promise<void>) => {
    queue = queue.then(task).catch((error: unknown) => logger.warn({ err: error }, 'live: dispatch step failed'));
    return queue;
  };
  const reread = () => catchUp.reread((messageId) => emit({ kind: 'message', messageId }));

  const receive = (payload: string) =>
    enqueue(() => {
      const signal = parseLiveSignal(payload);
      if (!signal) return logger.warn({ payload }, 'live: ignored an unknown signal');
      if (signal.kind === 'message' && !catchUp.remember(signal.messageId)) return;
      emit(signal);
    });

  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: async () => {
      if (isRunning) return;
      isRunning = true;
      await source.start({
        onPayload: (payload) => void receive(payload),
        onListening: () => void enqueue(reread),
      });
      pollTimer = setInterval(() => {
        void source.check();
        void enqueue(reread);
      }, pollMs);
      pollTimer.unref();
    },
    stop: async () => {
      if (!isRunning) return;
      isRunning = false;
      clearInterval(pollTimer);
      await source.stop();
      await queue;
      listeners.clear();
    },
  };
}

/** A payload from NOTIFY, or null for one of another shape (only our own processes publish on the channel). */
export function parseLiveSignal(payload: string): LiveSignal | null {
  try {
    const parsed = LiveSignalSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

import type { LiveEvent, UserType } from '@equicreators/shared';
import type { Logger } from '../../platform/logger.ts';
import type { LiveSignal } from './live-bus.ts';

/** One open `GET /api/live` response, as the hub sees it. */
export type LiveStream = {
  id: string;
  accountId: string;
  userType: UserType;
  sessionId: string;
  send(event: LiveEvent): void;
  /** Ends the response (session ended, server stopping); the stream then unregisters itself. */
  end(): void;
};

/** One event for the open streams of one account. */
export type LiveDelivery = { accountId: string; event: LiveEvent };

/** Turns a signal into deliveries, reading what it needs; `isConnected` lets it skip unwatched work. */
export type DeliveryPlanner<Signal extends LiveSignal = Exclude<LiveSignal, { kind: 'session-ended' | 'changed' }>> = (
  signal: Signal,
  isConnected: (accountId: string) => boolean,
) => Promise<LiveDelivery[]>;

export type LiveHub = {
  /** Registers a stream; returns its unregister. */
  add(stream: LiveStream): () => void;
  /** Plans and delivers one signal; deliveries leave in the order signals arrived. */
  /** The stream signals; a change signal (caches) never comes here (live.service.ts routes it). */
  handle(signal: Exclude<LiveSignal, { kind: 'changed' }>): void;
  /** Ends every stream (server shutdown) and waits for deliveries in flight. */
  close(): Promise<void>;
  streamCount(): number;
  /** The account's open streams on this process. */
  streamCountOf(accountId: string): number;
};

/**
 * The streams of this process, by account and by session. Planning (database reads) runs
 * concurrently, delivery in arrival order: within a thread NOTIFY arrives in commit order, which
 * is seq order, so clients rarely see a gap they must fill with `?after=`.
 */
export function createLiveHub(plan: DeliveryPlanner, logger: Logger): LiveHub {
  const byAccount = new Map<string, Set<LiveStream>>();
  const bySession = new Map<string, Set<LiveStream>>();
  let delivered: Promise<void> = Promise.resolve();

  const index = (map: Map<string, Set<LiveStream>>, key: string, stream: LiveStream) => {
    const set = map.get(key) ?? new Set<LiveStream>();
    set.add(stream);
    map.set(key, set);
  };
  const unindex = (map: Map<string, Set<LiveStream>>, key: string, stream: LiveStream) => {
    const set = map.get(key);
    set?.delete(stream);
    if (set?.size === 0) map.delete(key);
  };
  const isConnected = (accountId: string) => byAccount.has(accountId);

  const deliver = (deliveries: LiveDelivery[]) => {
    for (const { accountId, event } of deliveries) {
      for (const stream of byAccount.get(accountId) ?? []) stream.send(event);
    }
  };

  return {
    add: (stream) => {
      index(byAccount, stream.accountId, stream);
      index(bySession, stream.sessionId, stream);
      return () => {
        unindex(byAccount, stream.accountId, stream);
        unindex(bySession, stream.sessionId, stream);
      };
    },
    handle: (signal) => {
      if (signal.kind === 'session-ended') {
        for (const stream of [...(bySession.get(signal.sessionId) ?? [])]) stream.end();
        return;
      }
      // Nobody here watches anything: no reads at all (the usual case for most processes' signals).
      if (byAccount.size === 0) return;
      const planned = plan(signal, isConnected).catch((error: unknown) => {
        logger.warn({ err: error, signal }, 'live: could not plan a signal');
        return [];
      });
      delivered = delivered.then(async () => deliver(await planned));
    },
    close: async () => {
      for (const streams of [...byAccount.values()]) for (const stream of [...streams]) stream.end();
      await delivered;
    },
    streamCountOf: (accountId) => byAccount.get(accountId)?.size ?? 0,
    streamCount: () => {
      let total = 0;
      for (const streams of byAccount.values()) total += streams.size;
      return total;
    },
  };
}

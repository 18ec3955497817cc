import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseHandle } from '../../db/client.ts';
import type { Logger } from '../../platform/logger.ts';

export type NotificationHandlers = {
  onPayload(payload: string): void;
  /** After every (re)LISTEN: what was published while not listening must be read again. */
  onListening(): void;
};

/** Where NOTIFY payloads come from: a dedicated PostgreSQL connection, or PGlite's own client. */
export type NotificationSource = {
  /** Resolves once the first LISTEN runs; throws if that first attempt fails (as a bad database would). */
  start(handlers: NotificationHandlers): Promise<void>;
  /** Proves the connection still answers, and replaces it if not (a half-open socket never says `end`). */
  check(): Promise<void>;
  stop(): Promise<void>;
};

export type ReconnectDelays = { minMs: number; maxMs: number };
const DEFAULT_DELAYS: ReconnectDelays = { minMs: 250, maxMs: 5_000 };
const CHECK_TIMEOUT_MS = 5_000;

export function createNotificationSource(
  notifications: DatabaseHandle['notifications'],
  channel: string,
  logger: Logger,
  delays: ReconnectDelays = DEFAULT_DELAYS,
): NotificationSource {
  return notifications.engine === 'postgres'
    ? createPostgresSource(notifications.url, channel, logger, delays)
    : createPgliteSource(notifications.client, channel);
}

/**
 * LISTEN on a `pg.Client` of its own: a pooled connection would be handed to other queries and
 * its LISTEN lost. When the connection ends (restart, pg_terminate_backend, network) it reconnects
 * with jittered exponential backoff and reports `onListening` again so the bus re-reads.
 */
function createPostgresSource(
  url: string,
  channel: string,
  logger: Logger,
  delays: ReconnectDelays,
): NotificationSource {
  let handlers: NotificationHandlers | null = null;
  let client: pg.Client | null = null;
  let isStopped = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const scheduleReconnect = () => {
    if (isStopped || retryTimer) return;
    const ceiling = Math.min(delays.maxMs, delays.minMs * 2 ** attempt);
    attempt += 1;
    retryTimer = setTimeout(
      () => {
        retryTimer = undefined;
        connect().catch((error: unknown) => {
          logger.warn({ err: error, attempt }, 'live: LISTEN reconnect failed');
          scheduleReconnect();
        });
      },
      ceiling / 2 + Math.random() * (ceiling / 2),
    );
  };

  // Only the connection in use may trigger a reconnect; a stale one's late events are ignored.
  const lose = (lost: pg.Client) => {
    if (lost !== client) return;
    client = null;
    lost.end().catch(() => undefined);
    logger.warn('live: LISTEN connection lost; reconnecting');
    scheduleReconnect();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 5_000 });
    // Signals that arrive before the re-read is queued wait for it (the re-read goes first).
    let early: string[] | null = [];
    let hasEnded = false;
    next.on('notification', (message) => {
      if (message.channel !== channel || !message.payload) return;
      if (early) early.push(message.payload);
      else handlers?.onPayload(message.payload);
    });
    next.on('error', () => lose(next));
    next.on('end', () => {
      hasEnded = true;
      lose(next);
    });
    try {
      await next.connect();
      // The channel is our own constant, never user input.
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (isStopped) {
      await next.end().catch(() => undefined);
      return;
    }
    // Ended between LISTEN and here: its `end` was ignored (not yet the connection in use).
    if (hasEnded) throw new Error('The LISTEN connection ended while starting');
    client = next;
    attempt = 0;
    handlers?.onListening();
    const waiting = early;
    early = null;
    for (const payload of waiting) handlers?.onPayload(payload);
  };

  return {
    start: async (given) => {
      handlers = given;
      await connect();
    },
    check: async () => {
      const current = client;
      if (!current) return;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('LISTEN connection did not answer')), CHECK_TIMEOUT_MS);
      });
      try {
        await Promise.race([current.query('select 1'), timeout]);
      } catch {
        lose(current);
      } finally {
        clearTimeout(timer);
      }
    },
    stop: async () => {
      isStopped = true;
      clearTimeout(retryTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}

/** PGlite delivers NOTIFY to its own `listen()` callbacks when the transaction commits. */
function createPgliteSource(pglite: PGlite, channel: string): NotificationSource {
  let unlisten: (() => Promise<void>) | null = null;
  return {
    start: async (handlers) => {
      unlisten = await pglite.listen(channel, (payload) => handlers.onPayload(payload));
      handlers.onListening();
    },
    check: async () => {},
    stop: async () => {
      const current = unlisten;
      unlisten = null;
      // The database may already be closed at shutdown; then nothing listens any more anyway.
      if (current && !pglite.closed) await current().catch(() => undefined);
    },
  };
}

import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { LiveEvent } from '@equicreators/shared';
import type { Principal } from '../../platform/auth/authenticate.ts';
import type { LiveHub } from './live-hub.ts';

/**
 * Headers of the stream (docs/decisions/010): never cached or transformed by a proxy, never
 * buffered by nginx, kept open. Compression is off because the response is hijacked: the
 * compress plugin's onSend hook never sees it (and gzip would hold events back in its buffer).
 */
export const LIVE_STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
  Connection: 'keep-alive',
} as const;

/** A client this far behind (unread bytes in our buffer) is cut off; it reconnects and refetches on `ready`. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export type LiveStreamOptions = {
  response: ServerResponse;
  hub: LiveHub;
  principal: Principal;
  heartbeatMs: number;
  /** Whether the session still holds (re-checked on every heartbeat); an error keeps the stream. */
  isSessionLive(): Promise<boolean>;
  onError(error: unknown): void;
};

/** The wire form of one event: its type names the SSE event, the JSON carries the whole event. */
export function formatLiveEvent(event: LiveEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * Writes the SSE head, registers the stream with the hub and sends `ready`, then a heartbeat
 * comment every `heartbeatMs` after checking the session. Returns the function that ends it;
 * a closed connection ends it too and the hub forgets it.
 */
export function openLiveStream(options: LiveStreamOptions): () => void {
  const { response, hub, principal } = options;
  const connectionId = randomUUID();
  let isEnded = false;
  let unregister = () => {};

  const end = () => {
    if (isEnded) return;
    isEnded = true;
    clearInterval(heartbeat);
    unregister();
    if (!response.writableEnded) response.end();
  };
  const write = (chunk: string) => {
    if (isEnded || response.destroyed) return end();
    response.write(chunk);
    if (response.writableLength > MAX_BUFFERED_BYTES) end();
  };

  const heartbeat = setInterval(() => {
    options
      .isSessionLive()
      .then((isLive) => (isLive ? write(': hb\n\n') : end()))
      .catch((error: unknown) => {
        options.onError(error);
        write(': hb\n\n');
      });
  }, options.heartbeatMs);

  response.writeHead(200, LIVE_STREAM_HEADERS);
  response.on('close', end);
  unregister = hub.add({
    id: connectionId,
    accountId: principal.accountId,
    userType: principal.type,
    sessionId: principal.sessionId,
    send: (event) => write(formatLiveEvent(event)),
    end,
  });
  write(formatLiveEvent({ type: 'ready', connectionId }));

  return end;
}

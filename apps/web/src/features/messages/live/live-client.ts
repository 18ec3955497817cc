import { LIVE_EVENT_TYPES, LIVE_STREAM_RULES, type LiveEvent } from '@equicreators/shared';
import { reconnectDelay } from './reconnect-delay';
import { createSseParser, type SseEvent } from './sse-parser';

const KNOWN_EVENT_TYPES: ReadonlySet<string> = new Set(LIVE_EVENT_TYPES);

// Two missed heartbeats and a little slack: a half-open connection (a laptop waking up, a proxy
// that dropped us silently) is given up and reopened rather than trusted.
const SILENCE_LIMIT_MS = LIVE_STREAM_RULES.heartbeatMs * 2 + 5_000;

export type LiveClientOptions = {
  /** The stored bearer token, read at every (re)connect; none stops the client. */
  readToken: () => string | null;
  onEvent: (event: LiveEvent) => void;
  /** The stream refused the session (401): the caller ends it as every other 401 does. */
  onUnauthorized: (token: string) => void;
  fetchImpl?: typeof fetch;
  random?: () => number;
};

export type LiveClient = { stop: () => void };

/** A live event from one SSE event, or null for one this client does not know (a newer server). */
export function toLiveEvent(event: SseEvent): LiveEvent | null {
  if (!KNOWN_EVENT_TYPES.has(event.event)) return null;
  try {
    const payload = JSON.parse(event.data) as unknown;
    if (typeof payload !== 'object' || payload === null) return null;
    return { ...payload, type: event.event } as LiveEvent;
  } catch {
    return null;
  }
}

/**
 * Decision 010: one `GET /api/live` stream per tab, read with fetch so the token travels in the
 * Authorization header and never in a URL. It reconnects by itself with jittered backoff; each
 * (re)connect starts with a `ready` event, on which the caller refetches what it shows.
 */
export function startLiveClient(options: LiveClientOptions): LiveClient {
  const fetchImpl = options.fetchImpl ?? globalThis.fetch.bind(globalThis);
  let isStopped = false;
  let controller: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;

  const scheduleReconnect = () => {
    if (isStopped) return;
    retryTimer = setTimeout(() => void connect(), reconnectDelay(attempt, options.random));
    attempt += 1;
  };

  const connect = async () => {
    const token = options.readToken();
    if (isStopped || !token) return;
    controller = new AbortController();
    const { signal } = controller;
    let silenceTimer: ReturnType<typeof setTimeout> | undefined;
    const watchSilence = () => {
      clearTimeout(silenceTimer);
      silenceTimer = setTimeout(() => controller?.abort(), SILENCE_LIMIT_MS);
    };
    try {
      watchSilence();
      const response = await fetchImpl('/api/live', {
        headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
        cache: 'no-store',
        signal,
      });
      if (response.status === 401) {
        isStopped = true;
        options.onUnauthorized(token);
        return;
      }
      // Another type of user (an admin) has no stream; asking again will not change that.
      if (response.status === 403 || response.status === 404) {
        isStopped = true;
        return;
      }
      if (!response.ok || !response.body) throw new Error(`Live stream answered ${response.status}`);
      const parser = createSseParser((event) => {
        const live = toLiveEvent(event);
        if (!live) return;
        // A stream that got as far as `ready` worked: the next drop starts the backoff afresh.
        if (live.type === 'ready') attempt = 0;
        options.onEvent(live);
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        watchSilence();
        parser.feed(value);
      }
    } catch {
      // A network drop, a server restart or our own abort: the backoff below decides what next.
    } finally {
      clearTimeout(silenceTimer);
    }
    scheduleReconnect();
  };

  void connect();
  return {
    stop() {
      isStopped = true;
      clearTimeout(retryTimer);
      controller?.abort();
    },
  };
}

import type { LiveEvent } from '@equicreators/shared';
import { describe, expect, it, vi } from 'vitest';
import { startLiveClient, toLiveEvent } from './live-client';

function streamOf(text: string): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
}

const READY = 'event: ready\ndata: {"connectionId":"c1"}\n\n';
const UNREAD =
  'event: unread\ndata: {"campaignId":"a","creatorId":"b","unread":1,"total":1}\n\n: heartbeat\n\nevent: future\ndata: {}\n\n';

describe('startLiveClient', () => {
  it('sends the token in the Authorization header, never in the address, and dispatches events', async () => {
    const events: LiveEvent[] = [];
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response(streamOf(READY + UNREAD)));
    const client = startLiveClient({
      readToken: () => 'a.b.c',
      onEvent: (event) => events.push(event),
      onUnauthorized: () => undefined,
      fetchImpl,
    });
    await vi.waitFor(() => expect(events).toHaveLength(2));
    client.stop();
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/api/live');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer a.b.c');
    expect(events).toEqual([
      { type: 'ready', connectionId: 'c1' },
      { type: 'unread', campaignId: 'a', creatorId: 'b', unread: 1, total: 1 },
    ]);
  });

  it('reconnects after the stream ends and stops for good when told', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockImplementation(async () => new Response(streamOf(READY)));
    const client = startLiveClient({
      readToken: () => 'a.b.c',
      onEvent: () => undefined,
      onUnauthorized: () => undefined,
      fetchImpl,
      random: () => 0,
    });
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(2), { timeout: 2000 });
    client.stop();
    const calls = fetchImpl.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(fetchImpl.mock.calls.length).toBe(calls);
  });

  it('hands a refused session to the caller and does not retry', async () => {
    const onUnauthorized = vi.fn();
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response('{}', { status: 401 }));
    startLiveClient({ readToken: () => 'a.b.c', onEvent: () => undefined, onUnauthorized, fetchImpl });
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalledWith('a.b.c'));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('does not connect without a token', async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    startLiveClient({ readToken: () => null, onEvent: () => undefined, onUnauthorized: () => undefined, fetchImpl });
    await Promise.resolve();
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe('toLiveEvent', () => {
  it('ignores unknown event names and broken JSON', () => {
    expect(toLiveEvent({ event: 'other', data: '{}', id: null })).toBeNull();
    expect(toLiveEvent({ event: 'unread', data: '{', id: null })).toBeNull();
  });
});

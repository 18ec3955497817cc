import type { MessageView, ThreadPage, UnreadCounts } from '@equicreators/shared';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { messageQueryKeys } from '../api/message-query-keys';
import { applyLiveEvent, patchUnread } from './apply-live-event';

const CAMPAIGN = '0b9d3f0e-3a52-4a3c-9d0e-111111111111';
const CREATOR = '0b9d3f0e-3a52-4a3c-9d0e-222222222222';
const KEY = messageQueryKeys.thread(CAMPAIGN, CREATOR);

function message(seq: number, senderType: MessageView['senderType'] = 'brand'): MessageView {
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    campaignId: CAMPAIGN,
    creatorId: CREATOR,
    seq,
    from: CAMPAIGN,
    to: CREATOR,
    senderType,
    senderName: 'Hartwell Saddlery',
    content: `message ${seq}`,
    attachments: [],
    timestamp: '2026-01-01T00:00:00.000Z',
    status: null,
    work: null,
    readAt: null,
  };
}

function cacheWith(seqs: number[]): QueryClient {
  const client = new QueryClient();
  const thread: ThreadPage = {
    items: seqs.map((seq) => message(seq)),
    hasOlder: false,
    lastSeq: seqs.at(-1) ?? 0,
    entryStatus: 'Hired',
    decision: null,
  };
  client.setQueryData(KEY, thread);
  return client;
}

const seqsIn = (client: QueryClient) => client.getQueryData<ThreadPage>(KEY)?.items.map((item) => item.seq);

describe('applyLiveEvent', () => {
  it('appends the next message and drops a repeated one', () => {
    const client = cacheWith([1]);
    applyLiveEvent(client, 'brand', { type: 'message', message: message(2) });
    applyLiveEvent(client, 'brand', { type: 'message', message: message(2) });
    expect(seqsIn(client)).toEqual([1, 2]);
  });

  it('marks the thread for a refetch on a gap instead of appending', () => {
    const client = cacheWith([1]);
    applyLiveEvent(client, 'brand', { type: 'message', message: message(3) });
    expect(seqsIn(client)).toEqual([1]);
    expect(client.getQueryState(KEY)?.isInvalidated).toBe(true);
  });

  it('leaves a thread nobody loaded alone', () => {
    const client = new QueryClient();
    applyLiveEvent(client, 'brand', { type: 'message', message: message(1) });
    expect(client.getQueryData(KEY)).toBeUndefined();
  });

  it("shows 'Seen' on the viewer's messages when the other party reads, not when the viewer does", () => {
    const client = cacheWith([1, 2]);
    const read = { type: 'read', campaignId: CAMPAIGN, creatorId: CREATOR, upToSeq: 1 } as const;
    applyLiveEvent(client, 'brand', { ...read, readerType: 'brand', readAt: '2026-01-02T00:00:00.000Z' });
    expect(client.getQueryData<ThreadPage>(KEY)?.items[0]?.readAt).toBeNull();
    applyLiveEvent(client, 'brand', { ...read, readerType: 'contentCreator', readAt: '2026-01-02T00:00:00.000Z' });
    expect(client.getQueryData<ThreadPage>(KEY)?.items.map((item) => item.readAt)).toEqual([
      '2026-01-02T00:00:00.000Z',
      null,
    ]);
  });

  it('sets the decision badge and the dots', () => {
    const client = cacheWith([1]);
    applyLiveEvent(client, 'contentCreator', {
      type: 'decision',
      campaignId: CAMPAIGN,
      creatorId: CREATOR,
      decision: 'Approved',
    });
    applyLiveEvent(client, 'contentCreator', {
      type: 'unread',
      campaignId: CAMPAIGN,
      creatorId: CREATOR,
      unread: 2,
      total: 5,
    });
    expect(client.getQueryData<ThreadPage>(KEY)?.decision).toBe('Approved');
    expect(client.getQueryData<UnreadCounts>(messageQueryKeys.unread())).toEqual({
      total: 5,
      threads: [{ campaignId: CAMPAIGN, creatorId: CREATOR, unread: 2 }],
    });
  });

  it('invalidates every cached thread and the dots on ready', () => {
    const client = cacheWith([1]);
    client.setQueryData(messageQueryKeys.unread(), { total: 0, threads: [] });
    applyLiveEvent(client, 'brand', { type: 'ready', connectionId: 'c1' });
    expect(client.getQueryState(KEY)?.isInvalidated).toBe(true);
    expect(client.getQueryState(messageQueryKeys.unread())?.isInvalidated).toBe(true);
  });
});

describe('patchUnread', () => {
  it('drops a thread whose count reaches zero', () => {
    const before = { total: 3, threads: [{ campaignId: CAMPAIGN, creatorId: CREATOR, unread: 3 }] };
    expect(patchUnread(before, { campaignId: CAMPAIGN, creatorId: CREATOR, unread: 0, total: 0 })).toEqual({
      total: 0,
      threads: [],
    });
  });
});

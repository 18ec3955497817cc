import type { MessageView, ThreadPage } from '@equicreators/shared';
import { describe, expect, it } from 'vitest';
import { hasMoreAfter, lastRenderedSeq, markSeen, mergeLiveMessage, mergePage } from './thread-merge';

const CAMPAIGN = '0b9d3f0e-3a52-4a3c-9d0e-111111111111';
const CREATOR = '0b9d3f0e-3a52-4a3c-9d0e-222222222222';

function message(seq: number, overrides: Partial<MessageView> = {}): MessageView {
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    campaignId: CAMPAIGN,
    creatorId: CREATOR,
    seq,
    from: CAMPAIGN,
    to: CREATOR,
    senderType: 'brand',
    senderName: 'Hartwell Saddlery',
    content: `message ${seq}`,
    attachments: [],
    timestamp: new Date(Date.UTC(2026, 0, 1, 0, seq)).toISOString(),
    status: null,
    work: null,
    readAt: null,
    ...overrides,
  };
}

function page(seqs: number[], overrides: Partial<ThreadPage> = {}): ThreadPage {
  return {
    items: seqs.map((seq) => message(seq)),
    hasOlder: false,
    lastSeq: seqs.at(-1) ?? 0,
    entryStatus: 'Hired',
    decision: null,
    ...overrides,
  };
}

describe('mergeLiveMessage', () => {
  it('appends the next seq and takes its decision', () => {
    const result = mergeLiveMessage(page([1, 2]), message(3, { status: 'Approved' }));
    expect(result.outcome).toBe('appended');
    expect(result.thread.items.map((item) => item.seq)).toEqual([1, 2, 3]);
    expect(result.thread.lastSeq).toBe(3);
    expect(result.thread.decision).toBe('Approved');
  });

  it('drops a seq it already has, whether the newest or an older one', () => {
    const thread = page([1, 2, 3]);
    expect(mergeLiveMessage(thread, message(3))).toEqual({ thread, outcome: 'duplicate' });
    expect(mergeLiveMessage(thread, message(1))).toEqual({ thread, outcome: 'duplicate' });
  });

  it('reports a gap and leaves the thread as it was', () => {
    const thread = page([1, 2]);
    expect(mergeLiveMessage(thread, message(4))).toEqual({ thread, outcome: 'gap' });
  });

  it('starts an empty thread at seq 1', () => {
    expect(mergeLiveMessage(page([]), message(1)).outcome).toBe('appended');
    expect(mergeLiveMessage(page([]), message(2)).outcome).toBe('gap');
  });
});

describe('mergePage', () => {
  it('adds a newer page without showing a message twice', () => {
    const merged = mergePage(page([1, 2, 3]), page([3, 4, 5], { decision: 'Closed' }), 'newer');
    expect(merged.items.map((item) => item.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(merged.lastSeq).toBe(5);
    expect(merged.decision).toBe('Closed');
  });

  it('prepends an older page and takes its hasOlder', () => {
    const merged = mergePage(
      page([51, 52], { hasOlder: true }),
      page([49, 50], { hasOlder: false, lastSeq: 52 }),
      'older',
    );
    expect(merged.items.map((item) => item.seq)).toEqual([49, 50, 51, 52]);
    expect(merged.hasOlder).toBe(false);
  });

  it('never leaves a hole when a newer page does not join up', () => {
    const merged = mergePage(page([1, 2]), page([5, 6]), 'newer');
    expect(merged.items.map((item) => item.seq)).toEqual([1, 2]);
    expect(lastRenderedSeq(merged)).toBe(2);
  });
});

describe('markSeen', () => {
  it("marks only the reader's counterpart's messages up to the seq", () => {
    const thread = page([]);
    thread.items = [message(1), message(2, { senderType: 'contentCreator' }), message(3), message(4)];
    const seen = markSeen(thread, 'brand', 3, '2026-01-02T00:00:00.000Z');
    expect(seen.items.map((item) => item.readAt)).toEqual([
      '2026-01-02T00:00:00.000Z',
      null,
      '2026-01-02T00:00:00.000Z',
      null,
    ]);
  });

  it('returns the same thread when nothing changes', () => {
    const thread = page([1]);
    expect(markSeen(thread, 'contentCreator', 1, '2026-01-02T00:00:00.000Z')).toBe(thread);
  });
});

describe('hasMoreAfter', () => {
  it('is true when the page stops short of the thread end', () => {
    expect(hasMoreAfter(page([1, 2], { lastSeq: 9 }))).toBe(true);
    expect(hasMoreAfter(page([1, 2]))).toBe(false);
    expect(hasMoreAfter(page([], { lastSeq: 0 }))).toBe(false);
  });
});

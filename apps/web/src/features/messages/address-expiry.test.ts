import type { MessageAttachment, MessageView } from '@equicreators/shared';
import { describe, expect, it } from 'vitest';
import { addressRefreshDelay, earliestAddressExpiry, needsFreshAddresses } from './address-expiry';
import type { ThreadState } from './thread-merge';

const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);
const seconds = (ms: number) => Math.round(ms / 1000);

function attachment(expMs: number, thumbnailExpMs: number | null = null): MessageAttachment {
  return {
    url: `/api/messages/files/f.mp4?exp=${seconds(expMs)}&sig=abc`,
    thumbnailUrl:
      thumbnailExpMs === null
        ? null
        : `/api/messages/files/f.webp?exp=${seconds(thumbnailExpMs)}&variant=thumbnail&sig=abc`,
    kind: 'video',
    contentType: 'video/mp4',
    name: 'clip.mp4',
    byteSize: 10,
  };
}

function thread(...attachmentsPerMessage: MessageAttachment[][]): ThreadState {
  const items = attachmentsPerMessage.map(
    (attachments, index) => ({ seq: index + 1, attachments }) as unknown as MessageView,
  );
  return { items, hasOlder: false, lastSeq: items.length, entryStatus: 'Hired', decision: null };
}

describe('signed attachment addresses', () => {
  it('finds the earliest expiry among addresses and thumbnails', () => {
    const earliest = NOW + 10 * 60_000;
    const state = thread([attachment(NOW + 60 * 60_000)], [], [attachment(NOW + 50 * 60_000, earliest)]);
    expect(earliestAddressExpiry(state)).toBe(earliest);
  });

  it('has nothing to refresh when the thread shows no attachment', () => {
    const state = thread([], []);
    expect(earliestAddressExpiry(state)).toBeNull();
    expect(needsFreshAddresses(state, NOW)).toBe(false);
    expect(addressRefreshDelay(state, NOW)).toBe(false);
    expect(addressRefreshDelay(undefined, NOW)).toBe(false);
  });

  it('refreshes 90 s before the first address lapses (about every four minutes), never sooner than in 30 s', () => {
    // An address minted now works until the next whole minute after five minutes from now.
    const state = thread([attachment(NOW + 5 * 60_000 + 30_000)]);
    expect(needsFreshAddresses(state, NOW)).toBe(false);
    expect(addressRefreshDelay(state, NOW)).toBe(4 * 60_000);
    expect(needsFreshAddresses(state, NOW + 4 * 60_000)).toBe(true);
    expect(addressRefreshDelay(state, NOW + 5 * 60_000)).toBe(30_000);
  });
});

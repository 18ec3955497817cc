import type { ThreadState } from './thread-merge';

// Refresh the addresses this long before they lapse, so a click never meets an expired one. The
// server signs them for 5 to 6 minutes (decision 014): an open, visible thread is read again about
// every four minutes; the pictures and videos already shown keep their address (use-signed-source).
const REFRESH_MARGIN_MS = 90_000;
const MIN_REFRESH_DELAY_MS = 30_000;

/**
 * The earliest time (ms) one of the thread's signed attachment addresses lapses, or null when it
 * shows none. The server writes each address's expiry in `exp` (unix seconds).
 */
export function earliestAddressExpiry(thread: ThreadState): number | null {
  let earliest: number | null = null;
  for (const message of thread.items) {
    for (const attachment of message.attachments) {
      for (const url of [attachment.url, attachment.thumbnailUrl]) {
        const exp = url ? expiryOf(url) : null;
        if (exp !== null && (earliest === null || exp < earliest)) earliest = exp;
      }
    }
  }
  return earliest;
}

/** Whether the thread's addresses lapse soon enough that it should be fetched again whole. */
export function needsFreshAddresses(thread: ThreadState, now: number): boolean {
  const expiry = earliestAddressExpiry(thread);
  return expiry !== null && expiry - REFRESH_MARGIN_MS <= now;
}

/** How long until the thread should refresh its addresses; false when it shows none. */
export function addressRefreshDelay(thread: ThreadState | undefined, now: number): number | false {
  const expiry = thread ? earliestAddressExpiry(thread) : null;
  if (expiry === null) return false;
  return Math.max(expiry - REFRESH_MARGIN_MS - now, MIN_REFRESH_DELAY_MS);
}

function expiryOf(url: string): number | null {
  const exp = Number(new URL(url, 'http://relative.invalid').searchParams.get('exp'));
  return Number.isFinite(exp) && exp > 0 ? exp * 1000 : null;
}

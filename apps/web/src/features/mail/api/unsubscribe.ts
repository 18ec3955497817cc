import type { UnsubscribeResponse } from '@equicreators/shared';
import { apiRequest } from '@/lib/http/api-client';

/**
 * The answers are read without the shared zod contracts, which would weigh more than these public
 * pages (as the e-mail confirmation page does); they come from our own server (UnsubscribeResponse).
 */
function answerOf(answer: unknown): UnsubscribeResponse {
  return answer as UnsubscribeResponse;
}

/** GET /api/unsubscribe?token=: what the link is about. It never unsubscribes (scanners open links). */
export async function readUnsubscribeLink(token: string): Promise<UnsubscribeResponse> {
  return answerOf(await apiRequest(`/unsubscribe?token=${encodeURIComponent(token)}`));
}

/** POST /api/unsubscribe: the page's one button. */
export async function unsubscribe(token: string): Promise<UnsubscribeResponse> {
  return answerOf(await apiRequest('/unsubscribe', { method: 'POST', body: { token } }));
}

/** What a link reads as on this page: the server's answer, or why it could not be read. */
export type UnsubscribeLinkRead = { link: UnsubscribeResponse } | { failure: unknown };

// One read per token for the life of the page, so React's second render in strict mode reuses it.
const reads = new Map<string, Promise<UnsubscribeLinkRead>>();

/** The read of this token, sent on the first call and shared by every later one. */
export function readUnsubscribeLinkOnce(token: string): Promise<UnsubscribeLinkRead> {
  let read = reads.get(token);
  if (!read) {
    read = readUnsubscribeLink(token).then(
      (link) => ({ link }),
      (failure: unknown) => ({ failure }),
    );
    reads.set(token, read);
  }
  return read;
}

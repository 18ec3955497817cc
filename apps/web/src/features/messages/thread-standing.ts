/**
 * Where a thread stands after its order's work was closed (issue 22): open, closed but taking
 * messages until a date, or read-only. The server refuses a late message anyway; this spares it.
 */
export type ThreadStanding = { kind: 'open' } | { kind: 'closing'; until: string } | { kind: 'readOnly' };

export function threadStanding(threadWritableUntil: string | null | undefined, now: Date): ThreadStanding {
  if (!threadWritableUntil) return { kind: 'open' };
  return new Date(threadWritableUntil).getTime() > now.getTime()
    ? { kind: 'closing', until: threadWritableUntil }
    : { kind: 'readOnly' };
}

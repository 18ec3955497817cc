import type { StoredSession } from '@/lib/session/session';

/**
 * The logged-in user's id: the stored `id` (spec §3), or else the token's `sub` claim (DECISIONS:
 * tokens), so a session stored without the id (an older tab) can still name its own threads. The
 * token is only read here, never trusted: the server checks every call.
 */
export function ownIdOf(session: Pick<StoredSession, 'id' | 'token'>): string | null {
  if (session.id) return session.id;
  const payload = session.token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='))) as unknown;
    if (typeof claims === 'object' && claims !== null && 'sub' in claims && typeof claims.sub === 'string') {
      return claims.sub;
    }
    return null;
  } catch {
    return null;
  }
}

import { areaPathFor, type UserType } from '@equicreators/shared';
import type { StoredSession } from './session';

export type AccessDecision = { allowed: true } | { allowed: false; redirectTo: string };

/**
 * Spec §2 route guard: a protected page needs a stored token and a stored type equal to the
 * one required; otherwise the visitor goes to /join.
 */
export function decideProtectedAccess(
  session: Pick<StoredSession, 'token' | 'type'>,
  required: UserType | readonly UserType[],
): AccessDecision {
  // A page several types share (/billing: brands and creators) names them all.
  const isAllowedType =
    typeof required === 'string' ? session.type === required : required.some((type) => type === session.type);
  return session.token && isAllowedType ? { allowed: true } : { allowed: false, redirectTo: '/join' };
}

/** /join and /login only without a stored token; a logged-in visitor goes to their own area. */
export function decideGuestAccess(session: Pick<StoredSession, 'token' | 'type'>): AccessDecision {
  if (!session.token) return { allowed: true };
  return { allowed: false, redirectTo: session.type ? areaPathFor(session.type) : '/' };
}

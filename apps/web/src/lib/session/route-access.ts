import { areaPathFor, loginPathFor, returnPathFor, type UserType } from '@equicreators/shared';
import type { StoredSession } from './session';

export type AccessDecision = { allowed: true } | { allowed: false; redirectTo: string };

/**
 * A protected page needs a stored token and a stored type equal to the one required (spec §2).
 * Without a token the visitor goes to /login with the address kept in `next` (issue 21, in place
 * of the spec's /join: a link from an e-mail must survive the login); a token of another type goes
 * to its own area, where the spec's /join would have sent it on anyway.
 */
export function decideProtectedAccess(
  session: Pick<StoredSession, 'token' | 'type'>,
  required: UserType | readonly UserType[],
  address: string,
): AccessDecision {
  // A page several types share (/billing: brands and creators) names them all.
  const isAllowedType =
    typeof required === 'string' ? session.type === required : required.some((type) => type === session.type);
  if (session.token && isAllowedType) return { allowed: true };
  if (!session.token) return { allowed: false, redirectTo: loginPathFor(address) };
  return { allowed: false, redirectTo: session.type ? areaPathFor(session.type) : '/' };
}

/**
 * /join and /login only without a stored token; a logged-in visitor goes where /login's `next`
 * says when their type may open it (lib returnPathFor), else to their own area.
 */
export function decideGuestAccess(
  session: Pick<StoredSession, 'token' | 'type'>,
  next: string | null = null,
): AccessDecision {
  if (!session.token) return { allowed: true };
  return { allowed: false, redirectTo: session.type ? returnPathFor(next, session.type) : '/' };
}

import { isUserType, USER_TYPES, type UserType } from '@equicreators/shared';

/**
 * Who is looking at a public page: a guest, a logged-in user of one type, or someone with a token
 * but no known type (spec §4: logged in is decided by the token alone; the type picks the area).
 */
export type VisitorKind = 'guest' | UserType | 'unknown';

/** Every logged-in kind: what the greyed join entries show for. */
export const SIGNED_IN_KINDS: readonly VisitorKind[] = [...USER_TYPES, 'unknown'];

export const VISITOR_KINDS: readonly VisitorKind[] = ['guest', ...SIGNED_IN_KINDS];

/** The attribute on <html> naming the visitor (absent for a guest); set by the head script. */
export const VISITOR_ATTRIBUTE = 'data-visitor';

/** The attribute naming the visitors an element of a page rendered ahead is for, space-separated. */
export const FOR_VISITOR_ATTRIBUTE = 'data-for-visitor';

/** The kind of visitor a stored session describes. */
export function visitorKindOf(session: { token: string | null; type: string | null }): VisitorKind {
  if (!session.token) return 'guest';
  return isUserType(session.type) ? session.type : 'unknown';
}

/** Reads a visitor kind back from an attribute; anything else (or nothing) is a guest. */
export function parseVisitorKind(value: string | null | undefined): VisitorKind {
  return VISITOR_KINDS.find((kind) => kind === value) ?? 'guest';
}

/** Whether an element marked for `kinds` (the attribute's space-separated list) shows to `kind`. */
export function isShownTo(kinds: string, kind: VisitorKind): boolean {
  return kinds.split(/\s+/).includes(kind);
}

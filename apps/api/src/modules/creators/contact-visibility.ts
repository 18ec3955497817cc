import type { Database } from '../../db/client.ts';
import type { CallerRead, Principal } from '../../platform/auth/authenticate.ts';
import { findHiredAmong, hiredAmongCallerRead } from './hired-creators.repository.ts';

/**
 * Whose e-mail and phone one viewer may see (DECISIONS: contact details; decision 029 'Contact
 * after hire only'): an admin every creator's, a brand only those it has hired on one of its own
 * campaigns (an entry 'Hired', its order open or closed), a creator nobody's. Decided per request
 * and never kept in a cache shared between viewers.
 */
export type ContactVisibility = { every: true } | { every: false; hired: ReadonlySet<string> };

export const NO_CONTACT: ContactVisibility = { every: false, hired: new Set() };
export const EVERY_CONTACT: ContactVisibility = { every: true };

/** Whether this creator's e-mail and phone go to the viewer. */
export function showsContactOf(visibility: ContactVisibility, creatorId: string): boolean {
  return visibility.every || visibility.hired.has(creatorId);
}

/** Whether the answer is the same as for a viewer who may see nobody's (a body shared by such viewers). */
export function showsNoContact(visibility: ContactVisibility): boolean {
  return !visibility.every && visibility.hired.size === 0;
}

/**
 * The viewer's visibility among the creators of one answer (a page, a drawer, a campaign's list):
 * for a brand one query of the creators it hired among `creatorIds`, never one per creator.
 */
export async function contactVisibilityAmong(
  db: Database,
  principal: Pick<Principal, 'type' | 'accountId'>,
  creatorIds: Iterable<string>,
): Promise<ContactVisibility> {
  if (principal.type === 'admin') return EVERY_CONTACT;
  const ids = [...new Set(creatorIds)];
  if (principal.type !== 'brand' || ids.length === 0) return NO_CONTACT;
  return { every: false, hired: await findHiredAmong(db, principal.accountId, ids) };
}

/**
 * A brand's visibility among the creators of one answer, read by its own session check
 * (`confirmSessionWith`) in the same statement: the same answer as `contactVisibilityAmong`.
 */
export function brandContactRead(creatorIds: Iterable<string>): CallerRead<string[] | null, ContactVisibility> {
  const read = hiredAmongCallerRead([...new Set(creatorIds)]);
  return { ...read, decode: (raw) => ({ every: false, hired: read.decode(raw) }) };
}

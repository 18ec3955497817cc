import {
  AppError,
  SHORTLIST_LIMITS,
  SHORTLIST_MESSAGES,
  type Page,
  type ShortlistMembersQuery,
} from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Principal } from '../../platform/auth/authenticate.ts';
import { findActiveCreatorContact } from '../campaigns/campaign-entries.repository.ts';
import { creatorNotFound } from '../campaigns/campaign-entries.service.ts';
import { contactVisibilityAmong, type ContactVisibility } from '../creators/contact-visibility.ts';
import type { BrowsedCreatorRecord } from '../influencers/influencer-browse.repository.ts';
import {
  countMembers,
  countShortlists,
  deleteMember,
  deleteShortlist,
  findShortlist,
  insertMember,
  insertShortlist,
  isMember,
  listMemberCreators,
  listShortlists,
  lockBrand,
  lockShortlist,
  renameShortlist,
  type ShortlistWithCount,
} from './shortlists.repository.ts';

export function shortlistNotFound(): AppError {
  return new AppError('NOT_FOUND', SHORTLIST_MESSAGES.notFound);
}

function duplicateName(): AppError {
  return new AppError('CONFLICT', SHORTLIST_MESSAGES.duplicateName, {
    fields: [{ field: 'name', message: SHORTLIST_MESSAGES.duplicateName }],
  });
}

/** The unique index on (brand, lower(name)) decides a duplicate, so two racing creations cannot both win. */
async function orDuplicate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
}

export function myShortlists(context: AppContext, brandId: string, creatorId?: string): Promise<ShortlistWithCount[]> {
  return listShortlists(context.db, brandId, creatorId);
}

/** The brand's own list; another brand's answers 404, as if it did not exist. */
export async function myShortlist(context: AppContext, brandId: string, id: string): Promise<ShortlistWithCount> {
  const shortlist = await findShortlist(context.db, brandId, id);
  if (!shortlist) throw shortlistNotFound();
  return shortlist;
}

/**
 * A new list, while the brand has fewer than SHORTLIST_LIMITS.listsPerBrand: the brand's row is
 * locked for the count and the insert, so parallel creations cannot pass the limit together.
 */
export async function createShortlist(context: AppContext, brandId: string, name: string): Promise<ShortlistWithCount> {
  const now = context.clock.now();
  const created = await orDuplicate(() =>
    context.db.transaction(async (tx) => {
      await lockBrand(tx, brandId);
      if ((await countShortlists(tx, brandId)) >= SHORTLIST_LIMITS.listsPerBrand) {
        throw new AppError('CONFLICT', SHORTLIST_MESSAGES.tooManyLists);
      }
      return insertShortlist(tx, { brandId, name, now });
    }),
  );
  return { ...created, memberCount: 0, includesCreator: null };
}

export async function renameMyShortlist(
  context: AppContext,
  brandId: string,
  id: string,
  name: string,
): Promise<ShortlistWithCount> {
  const now = context.clock.now();
  const renamed = await orDuplicate(() => renameShortlist(context.db, { brandId, id, name, now }));
  if (!renamed) throw shortlistNotFound();
  return myShortlist(context, brandId, id);
}

export async function deleteMyShortlist(context: AppContext, brandId: string, id: string): Promise<void> {
  if (!(await deleteShortlist(context.db, brandId, id))) throw shortlistNotFound();
}

/**
 * Saves a creator on the list; saving one already there changes nothing (a second click, or two
 * tabs). An unknown or blocked creator answers 404. The list's row is locked for the count and the
 * insert, so parallel saves cannot pass SHORTLIST_LIMITS.membersPerList.
 */
export async function addMember(
  context: AppContext,
  brandId: string,
  { shortlistId, creatorId }: { shortlistId: string; creatorId: string },
): Promise<ShortlistWithCount> {
  const creator = await findActiveCreatorContact(context.db, creatorId);
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    if (!(await lockShortlist(tx, brandId, shortlistId))) throw shortlistNotFound();
    if (!creator) throw creatorNotFound();
    if (await isMember(tx, shortlistId, creatorId)) return;
    if ((await countMembers(tx, shortlistId)) >= SHORTLIST_LIMITS.membersPerList) {
      throw new AppError('CONFLICT', SHORTLIST_MESSAGES.listFull);
    }
    await insertMember(tx, { shortlistId, creatorId, now });
  });
  return myShortlist(context, brandId, shortlistId);
}

/** Takes a creator off the list; one who is not on it leaves it as it is. */
export async function removeMember(
  context: AppContext,
  brandId: string,
  { shortlistId, creatorId }: { shortlistId: string; creatorId: string },
): Promise<ShortlistWithCount> {
  await myShortlist(context, brandId, shortlistId);
  await deleteMember(context.db, { shortlistId, creatorId, now: context.clock.now() });
  return myShortlist(context, brandId, shortlistId);
}

/**
 * A page of the list's creators as browse cards; contact details only of the creators this brand
 * hired (contact-visibility.ts), read fresh for the page.
 */
export async function listMembers(
  context: AppContext,
  principal: Principal,
  shortlistId: string,
  { page, pageSize }: ShortlistMembersQuery,
): Promise<Page<BrowsedCreatorRecord> & { contact: ContactVisibility }> {
  const shortlist = await myShortlist(context, principal.accountId, shortlistId);
  const items = await listMemberCreators(context.db, shortlistId, { page, pageSize });
  const contact = await contactVisibilityAmong(
    context.db,
    principal,
    items.map((item) => item.accountId),
  );
  return { items, page, pageSize, total: shortlist.memberCount, contact };
}

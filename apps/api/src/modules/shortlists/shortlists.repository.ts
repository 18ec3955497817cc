import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, brandProfiles, creatorProfiles, shortlistMembers, shortlists } from '../../db/schema/index.ts';
import { creatorListsOf, notBlocked } from '../influencers/creator-aggregates.repository.ts';
import type { BrowsedCreatorRecord } from '../influencers/influencer-browse.repository.ts';

export type ShortlistRow = typeof shortlists.$inferSelect;
export type ShortlistWithCount = ShortlistRow & { memberCount: number; includesCreator: boolean | null };

/** Members a brand can see: blocked creators never appear (DECISIONS), in a list or its count. */
const visibleMember = notBlocked(shortlistMembers.creatorId);

const memberCount = sql<number>`(select count(*) from ${shortlistMembers}
  where ${shortlistMembers.shortlistId} = ${shortlists.id} and ${visibleMember})`.mapWith(Number);

/** Every list of the brand, newest first, with its count and, when asked, whether `creatorId` is on it. */
export async function listShortlists(
  db: Database,
  brandId: string,
  creatorId: string | undefined,
): Promise<ShortlistWithCount[]> {
  const includes = creatorId
    ? sql<boolean>`exists (select 1 from ${shortlistMembers} where ${shortlistMembers.shortlistId} = ${shortlists.id}
        and ${shortlistMembers.creatorId} = ${creatorId})`
    : sql<null>`null`;
  return db
    .select({ ...shortlistColumns, memberCount, includesCreator: includes })
    .from(shortlists)
    .where(eq(shortlists.brandId, brandId))
    .orderBy(desc(shortlists.createdAt), desc(shortlists.id));
}

const shortlistColumns = {
  id: shortlists.id,
  brandId: shortlists.brandId,
  name: shortlists.name,
  createdAt: shortlists.createdAt,
  updatedAt: shortlists.updatedAt,
};

/** The brand's own list with its count; null for another brand's or an unknown id. */
export async function findShortlist(db: Database, brandId: string, id: string): Promise<ShortlistWithCount | null> {
  const [row] = await db
    .select({ ...shortlistColumns, memberCount, includesCreator: sql<null>`null` })
    .from(shortlists)
    .where(and(eq(shortlists.id, id), eq(shortlists.brandId, brandId)));
  return row ?? null;
}

/** The brand's own list, locked until the transaction ends (membership changes take turns). */
export async function lockShortlist(tx: Database, brandId: string, id: string): Promise<ShortlistRow | null> {
  const [row] = await tx
    .select()
    .from(shortlists)
    .where(and(eq(shortlists.id, id), eq(shortlists.brandId, brandId)))
    .for('update');
  return row ?? null;
}

/** Locks the brand's profile row: creations of its lists take turns, so the count cannot be raced past. */
export async function lockBrand(tx: Database, brandId: string): Promise<void> {
  await tx
    .select({ id: brandProfiles.accountId })
    .from(brandProfiles)
    .where(eq(brandProfiles.accountId, brandId))
    .for('update');
}

export async function countShortlists(db: Database, brandId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(shortlists).where(eq(shortlists.brandId, brandId));
  return row?.total ?? 0;
}

/** Every row on the list, blocked creators included: the limit counts what the table holds. */
export async function countMembers(db: Database, shortlistId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(shortlistMembers)
    .where(eq(shortlistMembers.shortlistId, shortlistId));
  return row?.total ?? 0;
}

export async function insertShortlist(
  tx: Database,
  values: { brandId: string; name: string; now: Date },
): Promise<ShortlistRow> {
  const [row] = await tx
    .insert(shortlists)
    .values({ brandId: values.brandId, name: values.name, createdAt: values.now, updatedAt: values.now })
    .returning();
  if (!row) throw new Error('The shortlist insert returned no row');
  return row;
}

export async function renameShortlist(
  db: Database,
  { brandId, id, name, now }: { brandId: string; id: string; name: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(shortlists)
    .set({ name, updatedAt: now })
    .where(and(eq(shortlists.id, id), eq(shortlists.brandId, brandId)))
    .returning({ id: shortlists.id });
  return rows.length > 0;
}

/** Deletes the brand's own list (its members go with it, by the foreign key); false when there was none. */
export async function deleteShortlist(db: Database, brandId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(shortlists)
    .where(and(eq(shortlists.id, id), eq(shortlists.brandId, brandId)))
    .returning({ id: shortlists.id });
  return rows.length > 0;
}

/** Adds the creator once; false when they were already there. */
export async function insertMember(
  tx: Database,
  { shortlistId, creatorId, now }: { shortlistId: string; creatorId: string; now: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(shortlistMembers)
    .values({ shortlistId, creatorId, addedAt: now })
    .onConflictDoNothing()
    .returning({ creatorId: shortlistMembers.creatorId });
  return rows.length > 0;
}

export async function isMember(db: Database, shortlistId: string, creatorId: string): Promise<boolean> {
  const [row] = await db
    .select({ creatorId: shortlistMembers.creatorId })
    .from(shortlistMembers)
    .where(and(eq(shortlistMembers.shortlistId, shortlistId), eq(shortlistMembers.creatorId, creatorId)));
  return row !== undefined;
}

export async function deleteMember(
  db: Database,
  { shortlistId, creatorId, now }: { shortlistId: string; creatorId: string; now: Date },
): Promise<void> {
  await db
    .delete(shortlistMembers)
    .where(and(eq(shortlistMembers.shortlistId, shortlistId), eq(shortlistMembers.creatorId, creatorId)));
  await db.update(shortlists).set({ updatedAt: now }).where(eq(shortlists.id, shortlistId));
}

/** The visible members' ids, in the order the list shows them (most recently added first). */
export async function listMemberIds(db: Database, shortlistId: string): Promise<string[]> {
  const rows = await db
    .select({ creatorId: shortlistMembers.creatorId })
    .from(shortlistMembers)
    .where(and(eq(shortlistMembers.shortlistId, shortlistId), visibleMember))
    .orderBy(desc(shortlistMembers.addedAt), desc(shortlistMembers.creatorId));
  return rows.map((row) => row.creatorId);
}

/**
 * One page of the list's visible creators as browse reads them (profile, login e-mail for the
 * presenter to keep or drop, niches, links and figures aggregated for the page's ids only).
 */
export async function listMemberCreators(
  db: Database,
  shortlistId: string,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<BrowsedCreatorRecord[]> {
  const where = and(eq(shortlistMembers.shortlistId, shortlistId), visibleMember);
  const pageRows = db.$with('page').as(
    db
      .select({ creatorId: shortlistMembers.creatorId, addedAt: shortlistMembers.addedAt })
      .from(shortlistMembers)
      .where(where)
      .orderBy(desc(shortlistMembers.addedAt), desc(shortlistMembers.creatorId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  );
  const pageIds = db.select({ id: pageRows.creatorId }).from(pageRows);
  const { nicheLists, linkLists, statLists, niches, socialLinks, platformStats } = creatorListsOf(db, pageIds);
  const records = await db
    .with(pageRows, nicheLists, linkLists, statLists)
    .select({ profile: creatorProfiles, email: accounts.email, niches, socialLinks, platformStats })
    .from(pageRows)
    .innerJoin(creatorProfiles, eq(creatorProfiles.accountId, pageRows.creatorId))
    .innerJoin(accounts, eq(accounts.id, pageRows.creatorId))
    .leftJoin(nicheLists, eq(nicheLists.creatorId, pageRows.creatorId))
    .leftJoin(linkLists, eq(linkLists.creatorId, pageRows.creatorId))
    .leftJoin(statLists, eq(statLists.creatorId, pageRows.creatorId))
    .orderBy(desc(pageRows.addedAt), desc(pageRows.creatorId));
  return records.map(({ profile, ...rest }) => ({ ...profile, ...rest }));
}

/** The first and last names of the given creators, for the invitation summary. */
export async function namesOf(db: Database, creatorIds: readonly string[]): Promise<Map<string, string>> {
  if (creatorIds.length === 0) return new Map();
  const rows = await db
    .select({ id: creatorProfiles.accountId, firstName: creatorProfiles.firstName, lastName: creatorProfiles.lastName })
    .from(creatorProfiles)
    .where(inArray(creatorProfiles.accountId, [...creatorIds]));
  return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim()]));
}

import { and, asc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { ADVISORY_LOCKS } from '../../db/advisory-lock.ts';
import type { Database } from '../../db/client.ts';
import { accounts, creatorProfiles } from '../../db/schema/index.ts';

/** A featured creator (or a candidate) with what the rules and the card read. */
export type FeaturedCreatorRow = {
  accountId: string;
  firstName: string;
  lastName: string;
  avatarFileId: string | null;
  disciplines: string[];
  country: string | null;
  handle: string | null;
  mediaKitVisibility: string;
  verified: boolean;
  status: 'active' | 'blocked';
  featuredAt: Date | null;
};

const COLUMNS = {
  accountId: creatorProfiles.accountId,
  firstName: creatorProfiles.firstName,
  lastName: creatorProfiles.lastName,
  avatarFileId: creatorProfiles.avatarFileId,
  disciplines: creatorProfiles.disciplines,
  country: creatorProfiles.country,
  handle: creatorProfiles.handle,
  mediaKitVisibility: creatorProfiles.mediaKitVisibility,
  verified: creatorProfiles.verified,
  status: accounts.status,
  featuredAt: creatorProfiles.featuredAt,
};

/**
 * Who may be featured, as SQL: verified, active, with a media kit anyone may open. The home page
 * reads through it every time, so a creator who stops qualifying leaves it with nothing to undo.
 */
const QUALIFIES: SQL = and(
  eq(creatorProfiles.verified, true),
  eq(accounts.status, 'active'),
  isNotNull(creatorProfiles.handle),
  eq(creatorProfiles.mediaKitVisibility, 'anyone'),
) as SQL;

function selectFeatured(executor: Database) {
  return executor
    .select(COLUMNS)
    .from(creatorProfiles)
    .innerJoin(accounts, eq(accounts.id, creatorProfiles.accountId))
    .$dynamic();
}

/** The featured creators who qualify now, first featured first: the home page's section. */
export async function listShownFeaturedCreators(executor: Database, limit: number): Promise<FeaturedCreatorRow[]> {
  return selectFeatured(executor)
    .where(and(isNotNull(creatorProfiles.featuredAt), QUALIFIES))
    .orderBy(asc(creatorProfiles.featuredAt), asc(creatorProfiles.accountId))
    .limit(limit);
}

/** Every featured creator, qualifying or not (the admin's view), first featured first. */
export async function listFeaturedCreators(executor: Database): Promise<FeaturedCreatorRow[]> {
  return selectFeatured(executor)
    .where(isNotNull(creatorProfiles.featuredAt))
    .orderBy(asc(creatorProfiles.featuredAt), asc(creatorProfiles.accountId));
}

export async function findFeaturableCreator(executor: Database, accountId: string): Promise<FeaturedCreatorRow | null> {
  const [row] = await selectFeatured(executor).where(eq(creatorProfiles.accountId, accountId)).limit(1);
  return row ?? null;
}

/**
 * Serialises changes of the featured set until the transaction ends (both engines): one admin's
 * featuring waits for another's, so the set never passes four.
 */
export async function lockFeaturedSet(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.featuredCreators})`);
}

export async function setFeaturedAt(executor: Database, accountId: string, featuredAt: Date | null): Promise<void> {
  await executor.update(creatorProfiles).set({ featuredAt }).where(eq(creatorProfiles.accountId, accountId));
}

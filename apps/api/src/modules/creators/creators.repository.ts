import { asc, desc, eq, getTableColumns, ilike, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { preparedOnce } from '../../db/prepared-statements.ts';
import { pageWindow, selectPageWithTotal, toPage, totalColumn } from '../../db/paging.ts';
import {
  accounts,
  creatorNiches,
  creatorPlatformStats,
  creatorProfiles,
  creatorSocialLinks,
} from '../../db/schema/index.ts';
import { platformFiguresFollowLinks } from './platform-followers.repository.ts';

export type CreatorProfileRow = typeof creatorProfiles.$inferSelect;
export type SocialLinkRow = typeof creatorSocialLinks.$inferSelect;
export type NewSocialLink = { link: string; followerText: string; followerCount: number };

/** A creator as one record: account e-mail and status, profile, niches and links in order. */
export type CreatorRecord = CreatorProfileRow & {
  email: string;
  status: 'active' | 'blocked';
  niches: string[];
  socialLinks: SocialLinkRow[];
  platformStats: PlatformStatsRow[];
};
export type PlatformStatsRow = typeof creatorPlatformStats.$inferSelect;

export async function insertCreatorProfile(
  executor: Database,
  profile: Pick<CreatorProfileRow, 'accountId' | 'firstName' | 'lastName' | 'phoneNumber' | 'bio'>,
): Promise<void> {
  await executor.insert(creatorProfiles).values(profile);
}

export async function replaceCreatorNiches(
  executor: Database,
  creatorId: string,
  niches: readonly string[],
): Promise<void> {
  await executor.delete(creatorNiches).where(eq(creatorNiches.creatorId, creatorId));
  if (niches.length > 0) {
    await executor.insert(creatorNiches).values([...new Set(niches)].map((niche) => ({ creatorId, niche })));
  }
}

/**
 * Replaces the links and keeps the profile's follower total (what the follower filter reads) and
 * the equestrian profile's figures of their platforms in step.
 */
export async function replaceCreatorSocialLinks(
  executor: Database,
  creatorId: string,
  links: readonly NewSocialLink[],
  now: Date,
): Promise<void> {
  await executor.delete(creatorSocialLinks).where(eq(creatorSocialLinks.creatorId, creatorId));
  if (links.length > 0) {
    await executor.insert(creatorSocialLinks).values(links.map((link, position) => ({ creatorId, ...link, position })));
  }
  const totalFollowers = links.reduce((sum, link) => sum + link.followerCount, 0);
  await executor
    .update(creatorProfiles)
    .set({ totalFollowers, updatedAt: now })
    .where(eq(creatorProfiles.accountId, creatorId));
  // A changed link's count is its platform's figure too (one count per platform, issue 46).
  await platformFiguresFollowLinks(executor, creatorId, now);
}

export async function findCreator(db: Database, accountId: string): Promise<CreatorRecord | null> {
  const [row] = await db
    .select({ profile: creatorProfiles, email: accounts.email, status: accounts.status })
    .from(creatorProfiles)
    .innerJoin(accounts, eq(accounts.id, creatorProfiles.accountId))
    .where(eq(creatorProfiles.accountId, accountId))
    .limit(1);
  if (!row) return null;
  const [niches, socialLinks, platformStats] = await Promise.all([
    db.select().from(creatorNiches).where(eq(creatorNiches.creatorId, accountId)).orderBy(asc(creatorNiches.niche)),
    db
      .select()
      .from(creatorSocialLinks)
      .where(eq(creatorSocialLinks.creatorId, accountId))
      .orderBy(asc(creatorSocialLinks.position)),
    db
      .select()
      .from(creatorPlatformStats)
      .where(eq(creatorPlatformStats.creatorId, accountId))
      .orderBy(asc(creatorPlatformStats.platform)),
  ]);
  return {
    ...row.profile,
    email: row.email,
    status: row.status,
    niches: niches.map((niche) => niche.niche),
    socialLinks,
    platformStats,
  };
}

/** Creators for the admin list, newest first, optionally matching a name or e-mail fragment. */
export async function listCreatorsForAdmin(
  db: Database,
  { search, page, pageSize }: { search?: string | undefined; page: number; pageSize: number },
) {
  const window = pageWindow({ page, pageSize });
  const statement = preparedOnce(db, 'admin_creators', selectAdminCreatorPage, { search: Boolean(search) });
  return toPage(await statement.execute({ ...window, pattern: search ? containsPattern(search) : undefined }));
}

function selectAdminCreatorPage(db: Database, { search }: { search: boolean }) {
  const filter = search ? matchesNameOrEmail(sql.placeholder('pattern')) : undefined;
  const withAccount = eq(accounts.id, creatorProfiles.accountId);
  return selectPageWithTotal(db, {
    count: db.select(totalColumn()).from(creatorProfiles).innerJoin(accounts, withAccount).where(filter),
    rows: db
      .select({ ...getTableColumns(creatorProfiles), email: accounts.email, status: accounts.status })
      .from(creatorProfiles)
      .innerJoin(accounts, withAccount)
      .where(filter)
      .$dynamic(),
    orderBy: (creator) => [desc(creator.createdAt), desc(creator.accountId)],
  });
}

export async function setCreatorVerified(
  db: Database,
  accountId: string,
  verified: boolean,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(creatorProfiles)
    .set({ verified, updatedAt: now })
    .where(eq(creatorProfiles.accountId, accountId))
    .returning({ accountId: creatorProfiles.accountId });
  return updated.length > 0;
}

function matchesNameOrEmail(pattern: Placeholder): SQL | undefined {
  return or(
    ilike(creatorProfiles.firstName, pattern),
    ilike(creatorProfiles.lastName, pattern),
    ilike(accounts.email, pattern),
  );
}

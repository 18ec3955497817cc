import { statPlatformOfLink, type StatPlatform } from '@equicreators/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { creatorPlatformStats, creatorProfiles, creatorSocialLinks } from '../../db/schema/index.ts';

/*
 * One follower count per platform (issue 46). A platform the creator keeps figures for in her
 * equestrian profile (creator_platform_stats) has its follower count there; her social links on
 * that platform carry a copy of it (their count and its text), and the profile's total, which the
 * follower filter and "Total followers" read, is summed from the links. Each write of one side
 * brings the other into step in its own transaction, so every reader (media kit, profile card,
 * the brand's order sidebar, the total) shows the same figure, whichever screen changed it.
 */

type Figures = Map<StatPlatform, number>;

/** After the platform figures were written: the links on each platform take its count. */
export async function linksFollowPlatformFigures(executor: Database, creatorId: string, now: Date): Promise<void> {
  const figures = await figuresOf(executor, creatorId);
  const links = await linksOf(executor, creatorId);
  for (const link of links) {
    const platform = statPlatformOfLink(link.link);
    const figure = platform ? figures.get(platform) : undefined;
    if (figure === undefined || figure === link.followerCount) continue;
    link.followerCount = figure;
    await executor
      .update(creatorSocialLinks)
      .set({ followerCount: figure, followerText: followerTextOf(figure) })
      .where(eq(creatorSocialLinks.id, link.id));
  }
  await setTotal(executor, creatorId, links, now);
}

/**
 * After the links were written (the creator changed them): each platform with figures takes the
 * count of its first link on that platform; the total was summed from the links as written.
 */
export async function platformFiguresFollowLinks(executor: Database, creatorId: string, now: Date): Promise<void> {
  const figures = await figuresOf(executor, creatorId);
  if (figures.size === 0) return;
  const links = await linksOf(executor, creatorId);
  const written = new Set<StatPlatform>();
  for (const link of links) {
    const platform = statPlatformOfLink(link.link);
    if (!platform || written.has(platform)) continue;
    written.add(platform);
    const figure = figures.get(platform);
    if (figure === undefined || figure === link.followerCount) continue;
    await executor
      .update(creatorPlatformStats)
      .set({ followers: link.followerCount, updatedAt: now })
      .where(and(eq(creatorPlatformStats.creatorId, creatorId), eq(creatorPlatformStats.platform, platform)));
  }
  // A second link on the same platform shows the same figure as the first.
  await linksFollowPlatformFigures(executor, creatorId, now);
}

/** A count as the creator would write it, exactly: 25500 → '25,500' (read back as the same number). */
export function followerTextOf(count: number): string {
  return count.toLocaleString('en-GB');
}

async function figuresOf(executor: Database, creatorId: string): Promise<Figures> {
  const rows = await executor
    .select({ platform: creatorPlatformStats.platform, followers: creatorPlatformStats.followers })
    .from(creatorPlatformStats)
    .where(eq(creatorPlatformStats.creatorId, creatorId));
  return new Map(rows.map((row) => [row.platform, Number(row.followers)]));
}

function linksOf(executor: Database, creatorId: string) {
  return executor
    .select({
      id: creatorSocialLinks.id,
      link: creatorSocialLinks.link,
      followerCount: creatorSocialLinks.followerCount,
    })
    .from(creatorSocialLinks)
    .where(eq(creatorSocialLinks.creatorId, creatorId))
    .orderBy(asc(creatorSocialLinks.position));
}

async function setTotal(
  executor: Database,
  creatorId: string,
  links: readonly { followerCount: number }[],
  now: Date,
): Promise<void> {
  const totalFollowers = links.reduce((sum, link) => sum + Number(link.followerCount), 0);
  await executor
    .update(creatorProfiles)
    .set({ totalFollowers, updatedAt: now })
    .where(eq(creatorProfiles.accountId, creatorId));
}

import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { creatorProfiles, creatorSocialLinks } from '../../db/schema/index.ts';

/*
 * Before issue 46 a platform's follower count was kept twice, in the equestrian profile's figures
 * and in the social links, and the two could disagree. This start-up step (migrateDatabase) gives
 * every link on a platform with figures the figures' count (they carry their "as of" day, and the
 * media kit showed them) and sums the totals again. The hosts are those of statPlatformOfLink
 * (packages/shared), written in SQL so one statement moves every row; once the two agree it
 * changes nothing, so it is idempotent, and a start with nothing left costs one join.
 */

/** Brings every disagreeing link into step with its platform's figures; returns how many it changed. */
export async function alignLinksWithPlatformFigures(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const changed = await rowsOf<{ creator_id: string }>(
      tx,
      sql`
      with hosts as (
        select id, creator_id, follower_count,
          regexp_replace(lower(substring(trim(link) from '^(?:[A-Za-z][A-Za-z0-9+.-]*://)?([^/?#:]+)')), '^www[.]', '') as host
        from creator_social_links
      ), platforms as (
        select id, creator_id, follower_count, case
          when host ~ '(^|[.])(instagram[.]com|instagr[.]am)$' then 'Instagram'
          when host ~ '(^|[.])tiktok[.]com$' then 'TikTok'
          when host ~ '(^|[.])(youtube[.]com|youtu[.]be)$' then 'YouTube'
          when host ~ '(^|[.])(facebook[.]com|fb[.]com|fb[.]me)$' then 'Facebook'
        end as platform
        from hosts
      )
      update creator_social_links as link
      set follower_count = stats.followers, follower_text = to_char(stats.followers, 'FM999,999,999,999,999')
      from platforms join creator_platform_stats as stats
        on stats.creator_id = platforms.creator_id and stats.platform = platforms.platform
      where link.id = platforms.id and stats.followers <> platforms.follower_count
      returning link.creator_id`,
    );
    const creatorIds = [...new Set(changed.map((row) => row.creator_id))];
    if (creatorIds.length === 0) return 0;
    await tx
      .update(creatorProfiles)
      .set({
        totalFollowers: sql`coalesce((select sum(${creatorSocialLinks.followerCount}) from ${creatorSocialLinks}
          where ${creatorSocialLinks.creatorId} = ${creatorProfiles.accountId}), 0)`,
        updatedAt: now,
      })
      .where(inArray(creatorProfiles.accountId, creatorIds));
    return changed.length;
  });
}

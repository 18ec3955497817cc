import { inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { PlatformStats } from '@equicreators/shared';
import { accounts, creatorNiches, creatorPlatformStats, creatorSocialLinks } from '../../db/schema/index.ts';

/** A social link as the list statements aggregate it (JSON, so numbers and strings only). */
export type BrowsedLink = { id: string; link: string; followerText: string; followerCount: number };

/**
 * Blocked creators never appear (DECISIONS). The blocked accounts are few and have a partial
 * index (accounts_blocked_id_idx), so PostgreSQL reads them once into a hashed subplan and checks
 * each creator against it while walking an index: no join with every account, no scan of every
 * creator, and no copy of the status to keep in step when an admin blocks or unblocks.
 */
export function notBlocked(creatorId: SQLWrapper) {
  return sql`${creatorId} not in (select ${accounts.id} from ${accounts} where ${accounts.status} = 'blocked')`;
}

/**
 * The niches (alphabetical) and links (in order) of a page's creators as two CTEs, each one
 * grouped scan for the page's ids: never a query per creator. `pageIds` selects the page's ids.
 */
export function creatorListsOf(db: Database, pageIds: SQLWrapper) {
  const nicheLists = db.$with('niche_lists').as(
    db
      .select({
        creatorId: creatorNiches.creatorId,
        niches: sql<string[]>`array_agg(${creatorNiches.niche} order by ${creatorNiches.niche})`.as('niches'),
      })
      .from(creatorNiches)
      .where(inArray(creatorNiches.creatorId, pageIds))
      .groupBy(creatorNiches.creatorId),
  );
  const linkLists = db.$with('link_lists').as(
    db
      .select({
        creatorId: creatorSocialLinks.creatorId,
        links: sql<BrowsedLink[]>`json_agg(json_build_object(
          'id', ${creatorSocialLinks.id}, 'link', ${creatorSocialLinks.link},
          'followerText', ${creatorSocialLinks.followerText}, 'followerCount', ${creatorSocialLinks.followerCount}
        ) order by ${creatorSocialLinks.position}, ${creatorSocialLinks.id})`.as('links'),
      })
      .from(creatorSocialLinks)
      .where(inArray(creatorSocialLinks.creatorId, pageIds))
      .groupBy(creatorSocialLinks.creatorId),
  );
  const statLists = db.$with('stat_lists').as(
    db
      .select({ creatorId: creatorPlatformStats.creatorId, stats: platformStatsJson().as('stats') })
      .from(creatorPlatformStats)
      .where(inArray(creatorPlatformStats.creatorId, pageIds))
      .groupBy(creatorPlatformStats.creatorId),
  );
  return {
    nicheLists,
    linkLists,
    statLists,
    niches: sql<string[]>`coalesce(${nicheLists.niches}, '{}'::text[])`,
    socialLinks: sql<BrowsedLink[]>`coalesce(${linkLists.links}, '[]'::json)`,
    platformStats: sql<PlatformStats[]>`coalesce(${statLists.stats}, '[]'::json)`,
  };
}

/**
 * One creator's platform figures as the JSON list of the contract (PlatformStats), in the order of
 * the platforms' names; an aggregate over creator_platform_stats rows.
 */
export function platformStatsJson() {
  const stats = creatorPlatformStats;
  return sql<PlatformStats[]>`json_agg(json_build_object(
    'platform', ${stats.platform}, 'handle', ${stats.handle}, 'followers', ${stats.followers},
    'engagementBasisPoints', ${stats.engagementBasisPoints}, 'averageViews', ${stats.averageViews},
    'audienceCountries', ${stats.audienceCountries}, 'ageBands', ${stats.ageBands},
    'gender', ${stats.gender}, 'asOf', to_char(${stats.asOf}, 'YYYY-MM-DD')
  ) order by ${stats.platform})`;
}

/**
 * Whether the viewing brand has hired the creator whose id is the placeholder `id` on one of its
 * campaigns (DECISIONS: contact details): false for an admin or a creator, who have no campaigns.
 */
export function viewerHiredColumn() {
  // The entry's own brand (issue 47): one probe of campaign_entries_brand_hired_idx, no join.
  return sql<boolean>`exists (select 1 from campaign_entries ce
    where ce.brand_id = ${sql.placeholder('viewerId')} and ce.creator_id = ${sql.placeholder('id')}
      and ce.status = 'Hired')`;
}

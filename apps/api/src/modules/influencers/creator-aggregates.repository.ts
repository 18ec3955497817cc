import { inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, creatorNiches, creatorSocialLinks } from '../../db/schema/index.ts';

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
  return {
    nicheLists,
    linkLists,
    niches: sql<string[]>`coalesce(${nicheLists.niches}, '{}'::text[])`,
    socialLinks: sql<BrowsedLink[]>`coalesce(${linkLists.links}, '[]'::json)`,
  };
}

/**
 * Whether the viewing brand has hired the creator whose id is the placeholder `id` on one of its
 * campaigns (DECISIONS: contact details): false for an admin or a creator, who have no campaigns.
 */
export function viewerHiredColumn() {
  return sql<boolean>`exists (select 1 from campaign_entries ce
    join campaigns c on c.id = ce.campaign_id
    where ce.creator_id = ${sql.placeholder('id')} and ce.status = 'Hired'
      and c.brand_id = ${sql.placeholder('viewerId')})`;
}

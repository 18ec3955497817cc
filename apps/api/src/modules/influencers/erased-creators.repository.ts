import { and, eq, exists, isNotNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, campaignEntries, campaigns, creatorProfiles } from '../../db/schema/index.ts';
import type { BrowsedCreatorRecord } from './influencer-browse.repository.ts';

/**
 * Left out of a brand's lists: creators an admin blocked. An erased creator (issue 34) is blocked
 * too, but stays on the lists of the brands that worked with them, as 'Deleted user', so the
 * threads and the work those brands still need can be reached.
 */
export function notBlockedUnlessErased(creatorId: SQLWrapper) {
  return sql`${creatorId} not in (select ${accounts.id} from ${accounts} where ${accounts.status} = 'blocked' and ${accounts.erasedAt} is null)`;
}

/**
 * An erased creator as a brand that had them on one of its campaigns sees them: the profile the
 * erasure blanked ('Deleted user'), with no address, niches, links or figures; null for anyone else.
 */
export async function findErasedCreatorOfBrand(
  db: Database,
  creatorId: string,
  brandId: string,
): Promise<BrowsedCreatorRecord | null> {
  const onBrandCampaign = db
    .select({ one: sql`1` })
    .from(campaignEntries)
    .innerJoin(campaigns, eq(campaigns.id, campaignEntries.campaignId))
    .where(and(eq(campaignEntries.creatorId, creatorId), eq(campaigns.brandId, brandId)));
  const [row] = await db
    .select({ profile: creatorProfiles })
    .from(creatorProfiles)
    .innerJoin(accounts, eq(accounts.id, creatorProfiles.accountId))
    .where(and(eq(creatorProfiles.accountId, creatorId), isNotNull(accounts.erasedAt), exists(onBrandCampaign)))
    .limit(1);
  return row ? { ...row.profile, email: '', niches: [], socialLinks: [], platformStats: [] } : null;
}

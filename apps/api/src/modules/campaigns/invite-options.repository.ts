import type { EntryStatus } from '@equicreators/shared';
import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { campaignEntries, campaigns } from '../../db/schema/index.ts';

export type InviteOptionEntry = { creatorId: string; status: EntryStatus };
export type InviteOptionRow = { id: string; title: string; entries: InviteOptionEntry[] };

export type InviteOptionFilter = {
  brandId: string;
  creatorIds: readonly string[];
  titleContains?: string | undefined;
  page: number;
  pageSize: number;
};

/**
 * One page of a brand's open campaigns (stored open, no application deadline passed, as the lists
 * read it), newest first, with the asked creators' entries in each and the number matched, in one
 * statement: the entries come from the (campaign, creator) key of campaign_entries for only the
 * page's campaigns, never the campaigns' whole lists of creators.
 */
export async function listInviteOptionRows(
  db: Database,
  { brandId, creatorIds, titleContains, page, pageSize }: InviteOptionFilter,
): Promise<{ rows: InviteOptionRow[]; total: number }> {
  const records = await db
    .select({
      id: campaigns.id,
      title: campaigns.title,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      // Written with an alias: drizzle leaves the columns of a select list unqualified, which a
      // correlated subquery cannot afford ("id" would be the entry's own).
      entries: sql<InviteOptionEntry[]>`coalesce((
        select json_agg(json_build_object('creatorId', entry.creator_id, 'status', entry.status))
        from ${campaignEntries} entry
        where entry.campaign_id = ${campaigns}.id
          and entry.creator_id in (${sql.join(
            creatorIds.map((id) => sql`${id}`),
            sql`, `,
          )})
      ), '[]'::json)`,
    })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.brandId, brandId),
        sql`${campaigns.status} = 'open'`,
        sql`(${campaigns.applicationDeadline} is null or ${campaigns.applicationDeadline} > now())`,
        titleContains ? ilike(campaigns.title, containsPattern(titleContains)) : undefined,
      ),
    )
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    rows: records.map(({ id, title, entries }) => ({ id, title, entries })),
    total: records[0]?.total ?? 0,
  };
}

import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared-statements.ts';
import { campaignEntries } from '../../db/schema/index.ts';
import type { CallerRead } from '../../platform/auth/authenticate.ts';

/** The hires of `brandId` among the creator ids `creatorIds` (a `{…}` uuid array literal): both reads' condition. */
function hiredAmong(brandId: Placeholder, creatorIds: Placeholder): SQL | undefined {
  return and(
    eq(campaignEntries.brandId, brandId),
    sql`${campaignEntries.creatorId} = any(${creatorIds}::uuid[])`,
    // A literal, so the planner proves the partial index from it.
    sql`${campaignEntries.status} = 'Hired'`,
  );
}

/**
 * The creators among `creatorIds` this brand has hired on any of its campaigns: one index-only
 * read of `campaign_entries_brand_hired_idx` (each entry carries its campaign's brand), prepared
 * once, whatever the number of hires those creators have with other brands. Every brand list asks
 * it per request (contact after hire), so it was a join of every hire of the page's creators with
 * every campaign of the brand before (issue 47).
 */
export async function findHiredAmong(
  db: Database,
  brandId: string,
  creatorIds: readonly string[],
): Promise<Set<string>> {
  const rows = await preparedOnce(db, 'hired_among', (handle) =>
    handle
      .selectDistinct({ creatorId: campaignEntries.creatorId })
      .from(campaignEntries)
      .where(hiredAmong(sql.placeholder('brandId'), sql.placeholder('creatorIds'))),
  ).execute({ brandId, creatorIds: `{${creatorIds.join(',')}}` });
  return new Set(rows.map((row) => row.creatorId));
}

// The same read as one column of the brand's session check: its account id is `accountId`.
const HIRED_AMONG_OF_CALLER = sql<string[] | null>`(
  select json_agg(distinct ${campaignEntries.creatorId})
  from ${campaignEntries}
  where ${hiredAmong(sql.placeholder('accountId'), sql.placeholder('hiredAmongIds'))}
)`;

/**
 * `findHiredAmong` for the calling brand, read with its session check (`confirmSessionWith`): a
 * brand's cached list then costs one round trip per request, not two.
 */
export function hiredAmongCallerRead(creatorIds: readonly string[]): CallerRead<string[] | null, Set<string>> {
  return {
    name: 'session_with_hired_among',
    column: HIRED_AMONG_OF_CALLER,
    values: { hiredAmongIds: `{${creatorIds.join(',')}}` },
    decode: (raw) => new Set(raw ?? []),
  };
}

import { LEGAL_VERSION, NICHES } from '@equicreators/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { FIRST_NAMES, LAST_NAMES, RIDING_STYLES } from './demo-people.ts';
import { addGeneratedFacets } from './generated-facets.repository.ts';
import { fraction, ID_PREFIX, idOf, textArray } from './generated-sql.repository.ts';

/** Generated creators' addresses: `<first>.<last>.<n>@…`, one number per creator. */
export const GENERATED_EMAIL_DOMAIN = 'crowd.equicreators.test';
const BATCH_SIZE = 20_000;
// About this share of creators has ratings (issue 22), 1 to MAX_RATINGS each, fewer more often.
const RATED_SHARE = 0.3;
const MAX_RATINGS = 40;
// Reach (all links together) is log-uniform between these, so every follower range has creators:
// about 64 % under 100k and about 1 % in 700k-800k, as among real creators; a few pass 1 million.
const MIN_REACH = 100;
const MAX_REACH = 5_000_000;
const SITES = [
  { prefix: 'https://www.instagram.com/' },
  { prefix: 'https://www.tiktok.com/@' },
  { prefix: 'https://www.youtube.com/@' },
  { prefix: 'https://www.facebook.com/' },
  { prefix: 'https://x.com/' },
] as const;

export type GeneratedCreatorsOutcome = { requested: number; added: number; milliseconds: number };

/**
 * Makes sure the first `count` generated creators exist: each has 1–3 niches of NICHES, 1–4 links
 * on different sites whose follower texts read back as their counts (`formatFollowerCount`), a
 * log-uniform reach, ~30 % are verified, ~1 % blocked, joined at some point of the last three
 * years; ~30 % have brands' ratings (1–40 of them, averaging 2.5–5 stars, mostly high); no picture. Set-wise: one statement per BATCH_SIZE creators (generate_series, the rows
 * of each table made from the same pseudo-random values of n), each batch its own transaction.
 * Idempotent: a creator's id and values derive from n, and existing accounts are skipped, so a
 * repeated or interrupted run only adds what is missing. Then ANALYZE, as the planner needs the
 * new row counts (and VACUUM, so counts can use index-only scans).
 */
export async function addGeneratedCreators(
  db: Database,
  count: number,
  { passwordHash, onBatch }: { passwordHash: string; onBatch?: (done: number) => void },
): Promise<GeneratedCreatorsOutcome> {
  const started = performance.now();
  let added = 0;
  for (let first = 1; first <= count; first += BATCH_SIZE) {
    const last = Math.min(count, first + BATCH_SIZE - 1);
    added += await db.transaction(async (tx) => {
      const inserted = await insertBatch(tx, first, last, passwordHash);
      // Issue 33: disciplines, level, country and region, languages and per-platform figures.
      await addGeneratedFacets(tx, first, last);
      return inserted;
    });
    onBatch?.(last);
  }
  if (added > 0) {
    await db.execute(
      sql`vacuum analyze accounts, creator_profiles, creator_niches, creator_social_links, creator_platform_stats`,
    );
  }
  return { requested: count, added, milliseconds: Math.round(performance.now() - started) };
}

// formatFollowerCount in SQL: 950, 12.4K, 1.5M; the counts are rounded so the text reads back exactly.
const FOLLOWER_TEXT = sql.raw(`case
  when amount >= 1000000 then regexp_replace(to_char(floor(amount / 100000.0) / 10, 'FM999990.0'), '\\.0$', '') || 'M'
  when amount >= 1000 then regexp_replace(to_char(floor(amount / 100.0) / 10, 'FM999990.0'), '\\.0$', '') || 'K'
  else amount::text end`);

async function insertBatch(tx: Database, first: number, last: number, passwordHash: string): Promise<number> {
  // A batch a run made before is skipped at the cost of one index range count.
  const existing = await tx.execute(sql`
    select count(*)::int as existing from accounts
    where id between ${idOf(first)}::uuid and ${idOf(last)}::uuid`);
  if ((existing as { rows: { existing: number }[] }).rows[0]?.existing === last - first + 1) return 0;
  const firstNames = textArray(FIRST_NAMES);
  const lastNames = textArray(LAST_NAMES);
  const styles = textArray(RIDING_STYLES);
  const niches = textArray(NICHES);
  const sites = textArray(SITES.map((site) => site.prefix));
  const result = await tx.execute<{ added: number }>(sql`
    with seeds as (
      select n, md5('creator-a' || n) as a, md5('creator-b' || n) as b, md5('creator-c' || n) as c
      from generate_series(${first}::int, ${last}::int) as n
    ),
    people as (
      select n,
        (${sql.raw(`'${ID_PREFIX}'`)} || lpad(to_hex(n), 12, '0'))::uuid as id,
        (${firstNames})[1 + floor(${fraction('a', 1)} * ${FIRST_NAMES.length})::int] as first_name,
        (${lastNames})[1 + floor(${fraction('a', 8)} * ${LAST_NAMES.length})::int] as last_name,
        (${styles})[1 + n % ${RIDING_STYLES.length}] as style,
        exp(ln(${MIN_REACH}) + ${fraction('a', 15)} * (ln(${MAX_REACH}) - ln(${MIN_REACH}))) as reach,
        case when ${fraction('a', 22)} < 0.45 then 1 when ${fraction('a', 22)} < 0.75 then 2
          when ${fraction('a', 22)} < 0.92 then 3 else 4 end as link_count,
        floor(${fraction('b', 1)} * ${SITES.length})::int as first_site,
        1 + floor(${fraction('b', 8)} * 3)::int as niche_count,
        floor(${fraction('b', 15)} * ${NICHES.length})::int as first_niche,
        -- 1…22: with 23 niches (a prime) every step visits different niches.
        1 + floor(${fraction('b', 22)} * ${NICHES.length - 1})::int as niche_step,
        ${fraction('b', 26)} < 0.3 as verified,
        n % 100 = 37 as blocked,
        case when ${fraction('c', 1)} < ${RATED_SHARE}
          then 1 + floor(power(${fraction('c', 8)}, 2) * ${MAX_RATINGS})::int else 0 end as rating_count,
        2.5 + 2.5 * sqrt(${fraction('c', 15)}) as rating_mean,
        now() - ${fraction('a', 26)} * interval '1095 days' as joined_at
      from seeds
    ),
    links as (
      select p.id, j as position,
        (${sites})[1 + (p.first_site + j) % ${SITES.length}] || lower(p.first_name || '_' || p.last_name || p.n) as link,
        -- The first link carries the most: shares n, n-1, …, 1 of n(n+1)/2.
        rounded.amount
      from people p
      cross join generate_series(0, 3) as j
      cross join lateral (select p.reach * (p.link_count - j) * 2.0 / (p.link_count * (p.link_count + 1)) as raw) r
      cross join lateral (select case when r.raw >= 1000000 then round(r.raw / 100000) * 100000
        when r.raw >= 1000 then round(r.raw / 100) * 100 else round(r.raw) end::bigint as amount) rounded
      where j < p.link_count
    ),
    totals as (select id, sum(amount)::bigint as total from links group by id),
    -- Accepted the terms in force when they joined, as signup asks (issue 34).
    new_accounts as (
      insert into accounts (id, type, email, password_hash, status, terms_version, terms_accepted_at,
        created_at, updated_at)
      select id, 'contentCreator', lower(first_name || '.' || last_name || '.' || n) || ${`@${GENERATED_EMAIL_DOMAIN}`},
        ${passwordHash}, case when blocked then 'blocked' else 'active' end, ${LEGAL_VERSION}, joined_at,
        joined_at, joined_at
      from people
      on conflict do nothing
      returning id
    ),
    new_profiles as (
      insert into creator_profiles (account_id, first_name, last_name, phone_number, bio, description,
        verified, total_followers, rating_count, rating_sum, created_at, updated_at)
      select p.id, p.first_name, p.last_name, '310555' || lpad((p.n % 10000)::text, 4, '0'),
        'Amateur ' || p.style || ' sharing training days, tack tips and life at the yard.',
        p.first_name || ' makes honest ' || p.style || ' content for riders of every level.',
        p.verified, t.total, p.rating_count,
        least(5 * p.rating_count, greatest(p.rating_count, round(p.rating_count * p.rating_mean)::int)),
        p.joined_at, p.joined_at
      from people p
      join new_accounts a on a.id = p.id
      join totals t on t.id = p.id
      returning account_id
    ),
    new_niches as (
      insert into creator_niches (creator_id, niche)
      select p.id, (${niches})[1 + (p.first_niche + k * p.niche_step) % ${NICHES.length}]
      from people p
      join new_profiles np on np.account_id = p.id
      cross join generate_series(0, 2) as k
      where k < p.niche_count
    ),
    new_links as (
      insert into creator_social_links (creator_id, link, follower_text, follower_count, position, created_at)
      select l.id, l.link, ${FOLLOWER_TEXT}, l.amount, l.position, p.joined_at
      from links l
      join new_profiles np on np.account_id = l.id
      join people p on p.id = l.id
    )
    select count(*)::int as added from new_profiles
  `);
  return (result as { rows: { added: number }[] }).rows[0]?.added ?? 0;
}

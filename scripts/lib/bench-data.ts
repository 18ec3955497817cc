import { CAMPAIGN_PLATFORMS, CURRENCIES, DELIVERABLE_FORMATS, NICHES } from '@equicreators/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client.ts';
import { ensureGeneratedCreators } from '../../apps/api/src/modules/demo-data/demo-data.service.ts';
import type { GeneratedCreatorsOutcome } from '../../apps/api/src/modules/demo-data/generated-creators.repository.ts';

/** The demo brand that owns a twentieth of the bench's campaigns (its /manage-campaign list: 500 of 10,000, issue 21). */
export const BENCH_BRAND_EMAIL = 'hartwell@equicreators.test';

// Titles mix these; two subjects in twelve say "Saddle", so a search finds about a sixth.
const TITLE_PREFIXES = ['Autumn', 'Spring', 'Summer', 'Winter', 'Weekend', 'Show Season', 'Trail', 'Yard', 'Stable'];
const TITLE_SUBJECTS = [
  'Saddle Care Series',
  'Hoof Oil Launch',
  'Grooming Kit Review',
  'Dressage Diaries',
  'Show Jumping Reels',
  'Trail Ride Vlog',
  'Feed Trial',
  'Rug Fitting Guide',
  'Bridle Showcase',
  'Saddle Pad Collection',
  'Stable Tour',
  'Turnout Tips',
];

/**
 * Adds `count` campaigns to a database that holds the demo data, in a few set-wise statements:
 * a twentieth belong to BENCH_BRAND_EMAIL and the rest to the other brands, one a few minutes older
 * than the next; every platform, two niches each, a seventh offering no compensation, about 4 %
 * closed and 2 % archived, a third with an application deadline (about 1 % passed); each has one to three of the demo campaigns' pictures (their file rows are
 * reused) and up to four creators' entries (Applied, Hired, an invitation), so counts, the
 * caller's status and the brand's creator lists are not empty. Each carries an offer (issue 31,
 * benchOffers) and the columns copied from it, as the form writes them. Then VACUUM ANALYZE, as autovacuum
 * would have done by the time a real database grew this large (PGlite has no autovacuum).
 */
export async function addBenchCampaigns(db: Database, count: number): Promise<void> {
  // Ids from the sequence number, so the images and entries below find their campaign.
  const idOf = sql.raw(`('00000000-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid`);
  const prefixes = sql.raw(`array[${TITLE_PREFIXES.map((text) => `'${text}'`).join(', ')}]`);
  const subjects = sql.raw(`array[${TITLE_SUBJECTS.map((text) => `'${text}'`).join(', ')}]`);
  const platforms = sql.raw(`array[${CAMPAIGN_PLATFORMS.map((text) => `'${text}'`).join(', ')}]`);
  const niches = sql.raw(`array[${NICHES.map((text) => `'${text}'`).join(', ')}]`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      with brand_list as (
        select b.account_id, b.company_name, a.email,
          row_number() over (order by a.email) - 1 as n, count(*) over () as brand_count
        from brand_profiles b join accounts a on a.id = b.account_id
        where a.email <> ${BENCH_BRAND_EMAIL}
      ),
      bench_brand as (
        select b.account_id, b.company_name, a.email
        from brand_profiles b join accounts a on a.id = b.account_id
        where a.email = ${BENCH_BRAND_EMAIL}
      )
      insert into campaigns (id, brand_id, company_name, title, description, requirements, deliverables,
        deadlines, compensation, owner_email, brand_name, price, social_media, niches, status,
        application_deadline, created_at, updated_at)
      select ${idOf}, owner.account_id, owner.company_name,
        (${prefixes})[1 + (i * 7) % ${TITLE_PREFIXES.length}] || ' ' || (${subjects})[1 + i % ${TITLE_SUBJECTS.length}] || ' #' || i,
        'Show our tack to your followers: a bench campaign with a description of ordinary length. ' || i,
        'At least 2,000 followers; equestrian content.', 'Three posts and two stories.',
        'Within four weeks', case when i % 7 = 0 then 'None' else 'Free products worth $150' end,
        owner.email, owner.company_name,
        case when i % 3 = 0 then 'Unpaid' else 'Paid' end,
        (${platforms})[1 + i % ${CAMPAIGN_PLATFORMS.length}],
        array[(${niches})[1 + i % ${NICHES.length}], (${niches})[1 + (i * 7 + 3) % ${NICHES.length}]],
        case when abs(hashtext(i::text)) % 50 = 1 then 'archived' when abs(hashtext(i::text)) % 25 = 2 then 'closed'
          else 'open' end,
        case when i % 97 = 5 then now() - interval '1 day'
          when i % 3 = 0 then now() + (1 + i % 90) * interval '1 day' end,
        now() - i * interval '7 minutes', now() - i * interval '7 minutes'
      from generate_series(1, ${count}) as i
      cross join lateral (
        select account_id, company_name, email from bench_brand where i % 20 = 0
        union all
        select account_id, company_name, email from brand_list where i % 20 <> 0 and n = i % brand_count
      ) as owner
    `);
    await tx.execute(sql`
      with pictures as (
        select file_id, row_number() over (order by file_id) - 1 as n, count(*) over () as picture_count
        from (select distinct file_id from campaign_images) as used
      )
      insert into campaign_images (campaign_id, file_id, position)
      select ${idOf}, p.file_id, j
      from generate_series(1, ${count}) as i
      cross join generate_series(0, 2) as j
      join pictures p on p.n = (i + j) % p.picture_count
      where j <= i % 3 and j < p.picture_count
    `);
    await tx.execute(sql`
      with creator_list as (
        select c.account_id, row_number() over (order by a.email) - 1 as n, count(*) over () as creator_count
        from creator_profiles c join accounts a on a.id = c.account_id
        where a.status = 'active'
      )
      insert into campaign_entries (campaign_id, creator_id, status, invited_at, applied_at, hired_at,
        created_at, updated_at)
      select ${idOf}, c.account_id, entry.status,
        case when entry.status = 'Not Applied' then now() end,
        case when entry.status <> 'Not Applied' then now() end,
        case when entry.status = 'Hired' then now() end,
        now() - i * interval '7 minutes' + k * interval '1 minute', now()
      from generate_series(1, ${count}) as i
      cross join generate_series(0, 3) as k
      cross join lateral (
        select case k when 0 then case when (i + i / 20) % 7 = 0 then 'Hired' else 'Applied' end
          when 2 then 'Not Applied' else 'Applied' end as status
      ) as entry
      join creator_list c on c.n = (i + k * 7) % c.creator_count
      where k < (i + i / 20) % 5 and k * 7 < c.creator_count
    `);
    await benchOffers(tx, count);
  });
  // Every table: a small one autovacuum has not analysed yet gets guessed row counts, and a guess
  // of 2 active accounts made the brand list join all 20,000 entries (see its plan).
  await db.execute(sql`vacuum analyze`);
}

/**
 * Adds `count` generated creators (the same generator as `npm run db:seed -- --creators N`):
 * niches, 1–4 links with log-uniform reach over every follower range, ~30 % verified, ~1 % blocked.
 */
export async function addBenchCreators(db: Database, count: number): Promise<GeneratedCreatorsOutcome> {
  return ensureGeneratedCreators(db, count);
}

/**
 * The offers of the bench's campaigns (issue 31), written set-wise with the columns the feed
 * filters on (campaign-offer.ts offerColumns): a seventh exposure only (the 'None' of their texts),
 * a third gifted only (the unpaid ones), the rest a fee in GBP, USD or EUR from 50 to 1,040, some
 * with a gift or a commission too; 1 to 10 spots, the hired entries counted against them (so some
 * are full); half with a content window in the next months; one to two deliverable formats on the
 * campaign's platform. `price` follows the kinds, as it does for the form.
 */
async function benchOffers(tx: Parameters<Parameters<Database['transaction']>[0]>[0], count: number): Promise<void> {
  const idOf = sql.raw(`('00000000-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid`);
  const currencies = sql.raw(`array[${CURRENCIES.map((text) => `'${text}'`).join(', ')}]`);
  const formats = sql.raw(`array[${DELIVERABLE_FORMATS.map((text) => `'${text}'`).join(', ')}]`);
  await tx.execute(sql`
    with numbered as (
      select ${idOf} as id, i,
        case when i % 7 = 0 then array['exposure']
          when i % 3 = 0 then array['gifted']
          else array['fee'] || case when i % 4 = 0 then array['gifted'] else '{}' end
            || case when i % 11 = 0 then array['affiliate'] else '{}' end
        end as kinds,
        (${currencies})[1 + (i / 3) % ${CURRENCIES.length}] as currency,
        1 + i % 10 as spots,
        case when i % 2 = 0 then current_date + (i % 120) end as content_start,
        array(select distinct f from unnest(array[(${formats})[1 + i % ${DELIVERABLE_FORMATS.length}],
          (${formats})[1 + (i * 3 + 1) % ${DELIVERABLE_FORMATS.length}]]) as f order by f) as formats
      from generate_series(1, ${count}) as i
    ),
    offers as (
      select n.*, case when 'fee' = any(n.kinds) then (5000 + (n.i * 37 % 100) * 1000)::bigint end as fee_minor,
        (select count(*)::int from campaign_entries e where e.campaign_id = n.id and e.status = 'Hired') as hired
      from numbered n
    )
    update campaigns c set
      compensation_kinds = o.kinds,
      offers_compensation = o.kinds <> array['exposure'],
      price = case when 'fee' = any(o.kinds) then 'Paid' else 'Unpaid' end,
      currency = o.currency,
      fee_minor = o.fee_minor,
      spots = o.spots,
      hired_count = least(o.hired, o.spots),
      content_start = o.content_start,
      content_end = o.content_start + 30,
      deliverable_platforms = array[c.social_media],
      deliverable_formats = o.formats,
      offer = jsonb_build_object(
        'kinds', to_jsonb(o.kinds), 'currency', o.currency, 'feeMinor', o.fee_minor,
        'productName', case when 'gifted' = any(o.kinds) then 'Saddle soap' end,
        'productValueMinor', case when 'gifted' = any(o.kinds) then 1500 end,
        'commissionBasisPoints', case when 'affiliate' = any(o.kinds) then 1000 end,
        'spots', o.spots, 'timeZone', 'UTC',
        'applicationDeadline', to_char(c.application_deadline at time zone 'UTC', 'YYYY-MM-DD'),
        'contentStart', o.content_start::text, 'contentEnd', (o.content_start + 30)::text,
        'deliverables', (select jsonb_agg(jsonb_build_object('platform', c.social_media, 'format', f,
          'quantity', 1, 'dueDate', null, 'notes', '')) from unnest(o.formats) as f),
        'usageRights', jsonb_build_object('kind', 'organic', 'months', null), 'exclusivity', null,
        'mentions', '[]'::jsonb, 'hashtags', '[]'::jsonb, 'links', '[]'::jsonb, 'dos', '', 'donts', '')
    from offers o
    where c.id = o.id
  `);
}

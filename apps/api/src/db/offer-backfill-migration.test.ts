import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignOffer, DealTerms, TermsAsWritten } from '@equicreators/shared';
import { migrateDatabase } from '../migrate-database.ts';
import { readOffersOfOldCampaigns } from '../modules/campaigns/offer-backfill.service.ts';
import { insertOldAccounts, migrationsBefore, openEmptyDatabase, rowsOf } from '../test/migrations-before.ts';
import type { Database } from './client.ts';

/**
 * Campaigns written before offers were data (issue 31, "migration without loss"): a database
 * migrated up to 0017, holding campaigns and hires as they were, is migrated and its old campaigns
 * read; each gets the offer its texts describe and keeps the texts, price, deadline and plan its
 * hires copied; each hire gets its deal. The rows go in with SQL: today's schema names 0018 columns.
 */

const NOW = new Date('2026-11-20T12:00:00.000Z');
const BRAND = '00000000-0000-4000-8000-000000000001';
const id = (suffix: string) => `00000000-0000-4000-8000-0000000000${suffix}`;
const PLAN = [{ title: '1 Instagram Reel, 3 Stories', quantity: null, dueAt: '2027-02-10T23:59:59.000Z' }];
const DEADLINE = '2027-01-01T23:59:59.999Z';

type OldCampaign = {
  suffix: string;
  title: string;
  compensation: string;
  deadlines: string;
  deliverables: string;
  price: 'Paid' | 'Unpaid';
};

const OLD_CAMPAIGNS: OldCampaign[] = [
  {
    suffix: 'a1',
    title: 'Readable',
    compensation: '$400 and product',
    deadlines: '2027-01-10 to 2027-02-10',
    deliverables: '1 Instagram Reel, 3 Stories',
    price: 'Paid',
  },
  {
    suffix: 'a2',
    title: 'As written',
    compensation: 'Treat hamper for your yard',
    deadlines: 'Content live 1 October - 31 October',
    deliverables: 'Half-day visit, 1 Reel and a Stories takeover.',
    price: 'Unpaid',
  },
  {
    suffix: 'a3',
    title: 'Gifted',
    compensation: 'Free saddle pad (RRP £45)',
    deadlines: '',
    deliverables: '',
    price: 'Unpaid',
  },
  {
    suffix: 'a4',
    title: 'Spots',
    compensation: '£250 each for 5 creators',
    deadlines: 'TBC',
    deliverables: '2 TikTok videos',
    price: 'Paid',
  },
  {
    suffix: 'a5',
    title: 'Euro',
    compensation: '€1,200.50 per creator',
    deadlines: 'Apply by 15 March 2027',
    deliverables: 'YouTube review video',
    price: 'Paid',
  },
];

async function insertBefore0018(db: Database): Promise<void> {
  await insertOldAccounts(db, {
    brands: [{ id: BRAND, email: 'brand@offers.test' }],
    creators: ['c1', 'c2', 'c3'].map((name) => ({ id: id(name), email: `${name}@offers.test` })),
  });
  for (const old of OLD_CAMPAIGNS) {
    await db.execute(sql`
      insert into campaigns (id, brand_id, company_name, title, requirements, deliverables, deadlines, compensation,
        price, owner_email, brand_name, application_deadline, deliverable_plan)
      values (${id(old.suffix)}, ${BRAND}, 'Hartwell', ${old.title}, 'r', ${old.deliverables}, ${old.deadlines},
        ${old.compensation}, ${old.price}, 'brand@offers.test', 'Hartwell', ${DEADLINE}, ${JSON.stringify(PLAN)}::jsonb)`);
  }
  const entry = (campaign: string, creator: string, status: string) => sql`
    insert into campaign_entries (campaign_id, creator_id, status, applied_at, hired_at)
    values (${id(campaign)}, ${id(creator)}, ${status}, ${NOW.toISOString()},
      ${status === 'Hired' ? NOW.toISOString() : null})`;
  await db.execute(entry('a1', 'c1', 'Hired'));
  await db.execute(entry('a1', 'c2', 'Hired'));
  await db.execute(entry('a1', 'c3', 'Applied'));
  await db.execute(entry('a2', 'c1', 'Hired'));
}

type CampaignRead = {
  title: string;
  offer: CampaignOffer | null;
  terms_as_written: TermsAsWritten;
  compensation: string;
  deadlines: string;
  deliverables: string;
  price: string;
  application_deadline: Date | string | null;
  deliverable_plan: unknown;
  compensation_kinds: string[];
  offers_compensation: boolean;
  currency: string;
  fee_minor: string | number | null;
  spots: number | null;
  content_start: string | null;
  content_end: string | null;
  deliverable_platforms: string[];
  deliverable_formats: string[];
};
type DealRead = {
  campaign: string;
  creator: string;
  version: number;
  status: string;
  proposed_by: string;
  fee_minor: string | number | null;
  currency: string;
  terms: DealTerms;
  agreed_fee_minor: string | number | null;
};

describe('reading the offers of campaigns written before offers were data', () => {
  let database: Awaited<ReturnType<typeof openEmptyDatabase>>;
  let folder = '';
  let db: Database;
  let readFirst = 0;

  beforeAll(async () => {
    database = await openEmptyDatabase();
    db = database.handle.db;
    folder = await migrationsBefore('0018_structured_offers');
    await database.migrateFrom(folder);
    await insertBefore0018(db);
    await database.handle.migrate();
    // Two at a time, so the five campaigns take three batches.
    readFirst = await readOffersOfOldCampaigns(db, NOW, 2);
  }, 60_000);
  afterAll(async () => {
    await database.drop();
    await rm(folder, { recursive: true, force: true });
  });

  const campaigns = async () =>
    new Map(
      (
        await rowsOf<CampaignRead>(
          db,
          sql`select title, offer, terms_as_written, compensation, deadlines, deliverables, price,
            application_deadline, deliverable_plan, compensation_kinds, offers_compensation, currency, fee_minor,
            spots, content_start::text, content_end::text, deliverable_platforms, deliverable_formats
          from campaigns order by title`,
        )
      ).map((row) => [row.title, row]),
    );
  const deals = async () =>
    rowsOf<DealRead>(
      db,
      sql`select right(d.campaign_id::text, 2) as campaign, right(d.creator_id::text, 2) as creator, d.version,
          d.status, d.proposed_by, d.fee_minor, d.currency, d.terms, e.agreed_fee_minor
        from order_deals d join campaign_entries e on e.campaign_id = d.campaign_id and e.creator_id = d.creator_id
        order by d.campaign_id, d.creator_id, d.version`,
    );

  it('reads every old campaign, in batches', async () => {
    expect(readFirst).toBe(OLD_CAMPAIGNS.length);
    const all = await campaigns();
    expect([...all.values()].every((row) => row.offer !== null)).toBe(true);
  });

  it('gives a readable campaign its offer and copies, and keeps what its hires copied', async () => {
    const row = (await campaigns()).get('Readable');
    expect(row?.offer).toMatchObject({
      kinds: ['fee', 'gifted'],
      currency: 'USD',
      feeMinor: 40000,
      productName: 'product',
      spots: null,
      timeZone: 'UTC',
      contentStart: '2027-01-10',
      contentEnd: '2027-02-10',
    });
    expect(row?.offer?.deliverables.map((item) => [item.platform, item.format, item.quantity])).toEqual([
      ['Instagram', 'reel', 1],
      ['Instagram', 'story', 3],
    ]);
    expect(row).toMatchObject({
      terms_as_written: {},
      compensation: '$400 and product',
      deadlines: '2027-01-10 to 2027-02-10',
      deliverables: '1 Instagram Reel, 3 Stories',
      price: 'Paid',
      deliverable_plan: PLAN,
      compensation_kinds: ['fee', 'gifted'],
      offers_compensation: true,
      currency: 'USD',
      spots: null,
      content_start: '2027-01-10',
      content_end: '2027-02-10',
      deliverable_platforms: ['Instagram'],
      deliverable_formats: ['reel', 'story'],
    });
    expect(Number(row?.fee_minor)).toBe(40000);
    expect(new Date(row?.application_deadline ?? 0).toISOString()).toBe(DEADLINE);
  });

  it('keeps the texts it cannot read as written, with the feed filter they had', async () => {
    const row = (await campaigns()).get('As written');
    expect(row?.terms_as_written).toEqual({
      compensation: 'Treat hamper for your yard',
      deadlines: 'Content live 1 October - 31 October',
      deliverables: 'Half-day visit, 1 Reel and a Stories takeover.',
    });
    expect(row?.offer).toMatchObject({ kinds: ['exposure'], deliverables: [], contentStart: null, contentEnd: null });
    // Before, any compensation text but 'none', 'TBD' and the like counted as compensation offered.
    expect(row?.offers_compensation).toBe(true);
    expect(row?.compensation).toBe('Treat hamper for your yard');
  });

  it('reads gifted products, spots and other currencies', async () => {
    const all = await campaigns();
    expect(all.get('Gifted')?.offer).toMatchObject({
      kinds: ['gifted'],
      productName: 'saddle pad',
      productValueMinor: 4500,
      currency: 'GBP',
    });
    expect(all.get('Gifted')?.offers_compensation).toBe(true);
    expect(all.get('Spots')).toMatchObject({ spots: 5, terms_as_written: { deadlines: 'TBC' } });
    expect(all.get('Euro')?.offer).toMatchObject({
      currency: 'EUR',
      feeMinor: 120050,
      applicationDeadline: '2027-03-15',
      deliverables: [{ platform: 'YouTube', format: 'long_video', quantity: 1, dueDate: null, notes: 'review' }],
    });
    // The old deadline stays the one the campaign had, not the one read.
    expect(new Date(all.get('Euro')?.application_deadline ?? 0).toISOString()).toBe(DEADLINE);
  });

  it('gives each hire its deal, version 1, accepted at the offer read, and nobody else', async () => {
    const rows = await deals();
    expect(rows.map((row) => [row.campaign, row.creator, row.version, row.status, row.proposed_by])).toEqual([
      ['a1', 'c1', 1, 'accepted', 'hire'],
      ['a1', 'c2', 1, 'accepted', 'hire'],
      ['a2', 'c1', 1, 'accepted', 'hire'],
    ]);
    const [first] = rows;
    expect(Number(first?.fee_minor)).toBe(40000);
    expect(Number(first?.agreed_fee_minor)).toBe(40000);
    expect(first?.currency).toBe('USD');
    expect(first?.terms).toMatchObject({ kinds: ['fee', 'gifted'], productName: 'product', contentEnd: '2027-02-10' });
    expect(rows[2]?.fee_minor).toBeNull();
  });

  it('reads nothing twice: a second start finds nothing left, and a campaign written since is read', async () => {
    const before = await deals();
    expect(await readOffersOfOldCampaigns(db, NOW)).toBe(0);
    await db.execute(sql`
      insert into campaigns (id, brand_id, company_name, title, requirements, deliverables, deadlines, compensation,
        owner_email, brand_name)
      values (${id('a6')}, ${BRAND}, 'Hartwell', 'Late', 'r', '', '', '£90', 'brand@offers.test', 'Hartwell')`);
    await migrateDatabase(database.handle, NOW);
    expect(await deals()).toEqual(before);
    expect((await campaigns()).get('Late')?.offer).toMatchObject({ kinds: ['fee'], feeMinor: 9000 });
  });
});

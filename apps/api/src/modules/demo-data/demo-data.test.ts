import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DISCIPLINE_IDS,
  FEATURED_CREATORS_MAX,
  FOLLOWER_RANGES,
  HANDLE_PATTERN,
  isCountryCode,
  isRegionOf,
  LEGAL_VERSION,
  localDateOf,
  matchesFollowerRange,
  OfferInputSchema,
  type Discipline,
} from '@equicreators/shared';
import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import { createLogger } from '../../platform/logger.ts';
import { createLocalDiskStorage } from '../../platform/storage/local-disk-storage.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import {
  accounts,
  brandProfiles,
  campaignEntries,
  clubMeetings,
  campaignImages,
  campaigns,
  creatorNiches,
  creatorPlatformStats,
  creatorProfiles,
  creatorRatePackages,
  files,
  invitations,
  messages,
  orderRatings,
  orderSubmissions,
} from '../../db/schema/index.ts';
import { DEMO_CREATOR_BEFORE_TERMS_EMAIL, DEMO_PASSWORD } from './demo-content.ts';
import { demoLogins, seedDemoDataIfEmpty } from './demo-data.service.ts';

describe('demo data', () => {
  let database: DatabaseHandle;
  let uploadsDir: string;
  const logger = createLogger({ logLevel: 'silent', isProduction: true });

  beforeAll(async () => {
    database = await createTestDatabase();
    uploadsDir = await mkdtemp(join(tmpdir(), 'equicreators-seed-'));
  });
  afterAll(async () => {
    await database.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it('fills an empty database and answers the demo logins', async () => {
    const { added, logins } = await seedDemoDataIfEmpty(database.db, createLocalDiskStorage(uploadsDir), logger);
    expect(added).toBe(true);
    expect(logins?.password).toBe(DEMO_PASSWORD);
    expect(logins?.accounts.map((login) => login.label)).toEqual([
      'Admin',
      'Brand (paid)',
      'Brand (paid)',
      'Brand (not paid)',
      'Content creator',
    ]);
    const db = database.db;
    const total = async (table: PgTable) => (await db.select({ total: count() }).from(table))[0]?.total ?? 0;

    expect(await total(accounts)).toBe(41);
    expect(await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.type, 'admin'))).toHaveLength(1);
    const brands = await db.select().from(brandProfiles);
    expect(brands.filter((brand) => brand.payment)).toHaveLength(2);
    expect(brands.filter((brand) => !brand.payment)).toHaveLength(1);

    const creators = await db.select().from(creatorProfiles);
    expect(creators).toHaveLength(37);
    const blocked = await db.select().from(accounts).where(eq(accounts.status, 'blocked'));
    expect(blocked.map((account) => account.type)).toEqual(['contentCreator', 'contentCreator']);
    // Every follower range has creators, and the edges are there: 0, exactly 100k and exactly 800k.
    for (const range of FOLLOWER_RANGES) {
      expect(
        creators.some((creator) => matchesFollowerRange(creator.totalFollowers, range.id)),
        range.id,
      ).toBe(true);
    }
    expect(creators.map((creator) => creator.totalFollowers)).toEqual(expect.arrayContaining([0, 100_000, 800_000]));
    expect(creators.some((creator) => creator.verified)).toBe(true);
    expect(creators.some((creator) => !creator.verified)).toBe(true);
    expect(creators.every((creator) => creator.avatarFileId)).toBe(true);
    expect(Math.min(...creators.map((creator) => creator.totalFollowers))).toBeLessThanOrEqual(100_000);
    expect(Math.max(...creators.map((creator) => creator.totalFollowers))).toBeGreaterThan(800_000);
    expect(new Set((await db.select().from(creatorNiches)).map((row) => row.niche)).size).toBeGreaterThanOrEqual(10);

    const allCampaigns = await db.select().from(campaigns);
    expect(allCampaigns).toHaveLength(8);
    expect(new Set(allCampaigns.map((campaign) => campaign.price))).toEqual(new Set(['Paid', 'Unpaid']));
    expect(new Set(allCampaigns.map((campaign) => campaign.socialMedia))).toEqual(
      new Set(['Instagram', 'Facebook', 'TikTok', 'YouTube']),
    );
    expect(await total(campaignImages)).toBeGreaterThanOrEqual(8);

    const entries = await db.select().from(campaignEntries);
    expect(new Set(entries.map((entry) => entry.status))).toEqual(new Set(['Not Applied', 'Applied', 'Hired']));
    expect(await total(messages)).toBeGreaterThan(0);
    expect((await db.select().from(messages)).some((message) => message.readAt === null)).toBe(true);
    expect((await db.select().from(invitations)).filter((invitation) => !invitation.acceptedAt)).toHaveLength(2);
    expect(await total(files)).toBe(37 + (await total(campaignImages)));
  });

  it('gives the paid demo brand Pending and Hired creators and unread creator messages', async () => {
    const result = await database.db.execute(sql`
      with hartwell as (
        select e.creator_id, bool_or(e.status = 'Hired') as hired,
          count(m.id) filter (where m.sender_type = 'contentCreator' and m.read_at is null) as unread
        from campaign_entries e
        join campaigns c on c.id = e.campaign_id
        join accounts b on b.id = c.brand_id and b.email = 'hartwell@equicreators.test'
        left join messages m on m.campaign_id = e.campaign_id and m.creator_id = e.creator_id
        group by e.creator_id
      )
      select case when hired then 'Hired' else 'Pending' end as status, count(*)::int as creators,
        sum(unread)::int as unread
      from hartwell group by 1 order by 1`);
    const { rows } = result as { rows: { status: string; creators: number; unread: number }[] };
    const byStatus = Object.fromEntries(rows.map((row) => [row.status, row]));
    expect(byStatus['Hired']?.creators).toBeGreaterThanOrEqual(3);
    expect(byStatus['Pending']?.creators).toBeGreaterThanOrEqual(3);
    expect(byStatus['Hired']?.unread).toBeGreaterThan(0);
  });

  it('numbers every demo thread 1, 2, 3… and leaves its entry’s counter at the last', async () => {
    const result = await database.db.execute(sql`
      select e.last_message_seq as last, count(m.id)::int as messages,
        coalesce(min(m.seq), 0) as first_seq, coalesce(max(m.seq), 0) as last_seq
      from campaign_entries e
      left join messages m on m.campaign_id = e.campaign_id and m.creator_id = e.creator_id
      group by e.campaign_id, e.creator_id, e.last_message_seq`);
    const { rows } = result as { rows: { last: number; messages: number; first_seq: number; last_seq: number }[] };
    expect(rows.filter((row) => row.messages > 0).length).toBeGreaterThan(3);
    for (const row of rows) {
      expect(row).toEqual({
        last: row.messages,
        messages: row.messages,
        first_seq: Math.min(row.messages, 1),
        last_seq: row.messages,
      });
    }
  });

  it('gives every campaign a plan and every hire its deliverables, with one order in motion and one late', async () => {
    const db = database.db;
    const plans = await db.select({ plan: campaigns.deliverablePlan }).from(campaigns);
    expect(plans.every(({ plan }) => plan.length > 0 && plan.every((item) => item.dueAt !== null))).toBe(true);
    const result = await db.execute(sql`
      select e.creator_id, a.email, jsonb_array_length(c.deliverable_plan) as planned,
        count(d.id)::int as deliverables,
        (count(d.id) filter (where d.status = 'approved'))::int as approved,
        (count(d.id) filter (where d.due_at < now() and d.status <> 'approved'))::int as overdue,
        (select count(*)::int from order_submissions s
          where s.campaign_id = e.campaign_id and s.creator_id = e.creator_id and s.status = 'pending') as waiting
      from campaign_entries e
      join campaigns c on c.id = e.campaign_id
      join accounts a on a.id = e.creator_id
      left join order_deliverables d on d.campaign_id = e.campaign_id and d.creator_id = e.creator_id
      where e.status = 'Hired'
      group by e.id, a.email, c.deliverable_plan`);
    type Hire = {
      email: string;
      planned: number;
      deliverables: number;
      approved: number;
      overdue: number;
      waiting: number;
    };
    const hires = (result as { rows: Hire[] }).rows;
    expect(hires.length).toBeGreaterThan(3);
    for (const hire of hires) expect(hire.deliverables).toBe(hire.planned);
    const demoCreator = demoLogins().accounts.find((login) => login.label === 'Content creator')?.email;
    expect(hires.filter((hire) => hire.email === demoCreator)).toContainEqual(
      expect.objectContaining({ deliverables: 2, approved: 1, waiting: 1 }),
    );
    expect(hires.filter((hire) => hire.overdue > 0)).toHaveLength(1);
    expect(hires.filter((hire) => hire.deliverables > 0 && hire.approved === hire.deliverables).length).toBeGreaterThan(
      0,
    );
  });

  it('gives every campaign a structured offer, open from today, and every hire its deal at that offer', async () => {
    const db = database.db;
    const rows = await db
      .select({
        id: campaigns.id,
        offer: campaigns.offer,
        asWritten: campaigns.termsAsWritten,
        spots: campaigns.spots,
        hiredCount: campaigns.hiredCount,
      })
      .from(campaigns);
    for (const row of rows) {
      const offer = row.offer;
      if (!offer) throw new Error('A demo campaign has no offer');
      expect(row.asWritten).toEqual({});
      // What the brand's form would accept: the fee, product, dates and deliverables hold together.
      expect(OfferInputSchema.safeParse(offer).error?.issues ?? []).toEqual([]);
      const today = localDateOf(new Date(), offer.timeZone);
      expect(offer.applicationDeadline! > today).toBe(true);
      expect(offer.contentStart! > today).toBe(true);
      expect(offer.deliverables.length).toBeGreaterThanOrEqual(1);
      expect(offer.deliverables.length).toBeLessThanOrEqual(4);
      expect(row.spots).toBeGreaterThan(row.hiredCount);
    }
    type Deal = { hired: number; deals: number; firsts: number; agreed: number };
    const [deals] = (
      (await db.execute(sql`
        select count(distinct (e.campaign_id, e.creator_id))::int as hired, count(d.id)::int as deals,
          (count(d.id) filter (where d.version = 1 and d.status = 'accepted' and d.proposed_by = 'hire'))::int as firsts,
          (count(e.agreed_fee_minor) filter (where e.agreed_fee_minor = c.fee_minor))::int as agreed
        from campaign_entries e
        join campaigns c on c.id = e.campaign_id
        left join order_deals d on d.campaign_id = e.campaign_id and d.creator_id = e.creator_id
        where e.status = 'Hired'`)) as { rows: Deal[] }
    ).rows;
    expect(deals?.hired).toBeGreaterThan(3);
    expect(deals).toMatchObject({ deals: deals?.hired, firsts: deals?.hired });
    expect(deals?.agreed).toBeGreaterThan(0);
  });

  it('writes each creator a bio and a description of their own', async () => {
    const profiles = await database.db
      .select({ bio: creatorProfiles.bio, description: creatorProfiles.description })
      .from(creatorProfiles);
    expect(profiles).toHaveLength(37);
    expect(new Set(profiles.map((profile) => profile.bio)).size).toBe(profiles.length);
    expect(new Set(profiles.map((profile) => profile.description)).size).toBe(profiles.length);
    expect(profiles.every((profile) => profile.bio.length > 20 && profile.description.length > 20)).toBe(true);
  });

  it('gives every creator equestrian facets that fit who they are, with figures of a few weeks ago', async () => {
    const db = database.db;
    const profiles = await db.select().from(creatorProfiles);
    const stats = await db.select().from(creatorPlatformStats);
    const today = new Date().toISOString().slice(0, 10);
    for (const profile of profiles) {
      const name = `${profile.firstName} ${profile.lastName}`;
      expect(profile.disciplines.length, name).toBeGreaterThan(0);
      expect(profile.level, name).not.toBeNull();
      expect(profile.country && isCountryCode(profile.country), name).toBe(true);
      expect(profile.region && isRegionOf(profile.region, profile.country ?? ''), name).toBe(true);
      expect(profile.languages.length, name).toBeGreaterThan(0);
      const own = stats.filter((row) => row.creatorId === profile.accountId);
      expect(own.length, name).toBeLessThanOrEqual(3);
      // Their audience lives mostly at home, and the profile's list of audience countries is in step.
      for (const row of own) {
        expect(row.audienceCountries[0]?.country, name).toBe(profile.country);
        expect(row.asOf < today, name).toBe(true);
        expect(Date.parse(today) - Date.parse(row.asOf), name).toBeLessThanOrEqual(42 * 86_400_000);
      }
      expect(profile.audienceCountries, name).toEqual(
        [...new Set(own.flatMap((row) => row.audienceCountries.map((share) => share.country)))].sort(),
      );
    }
    const withFigures = new Set(stats.map((row) => row.creatorId));
    expect(withFigures.size).toBeGreaterThan(30);
    const byName = (first: string) => profiles.find((profile) => profile.firstName === first);
    expect(byName('Elsa')?.disciplines).toEqual(['carriage-driving']);
    expect(byName('Tobias')).toMatchObject({ disciplines: ['trail-leisure'], level: 'leisure' });
    expect(byName('Marius')?.disciplines).toEqual(['racing']);
    expect(byName('Yara')).toMatchObject({ disciplines: ['show-jumping'], level: 'international', country: 'NO' });
    // Disciplines skew as the sport does: more than one creator rides each of the big ones.
    for (const discipline of ['dressage', 'show-jumping', 'eventing', 'western-reining', 'trail-leisure']) {
      expect(profiles.filter((profile) => profile.disciplines.includes(discipline)).length, discipline).toBeGreaterThan(
        1,
      );
    }
  });

  it('gives media kits with rates to verified creators only, and features at most four who qualify', async () => {
    const db = database.db;
    const rows = await db
      .select({ profile: creatorProfiles, status: accounts.status })
      .from(creatorProfiles)
      .innerJoin(accounts, eq(accounts.id, creatorProfiles.accountId));
    const withKit = rows.filter(({ profile }) => profile.handle !== null);
    expect(withKit.filter(({ profile }) => profile.mediaKitVisibility === 'anyone').length).toBeGreaterThan(4);
    for (const { profile, status } of withKit) {
      expect(profile.verified && status === 'active', profile.firstName).toBe(true);
      expect(HANDLE_PATTERN.test(profile.handle ?? ''), profile.handle ?? '').toBe(true);
    }
    const packages = await db.select().from(creatorRatePackages);
    expect(packages.length).toBeGreaterThan(0);
    const kitIds = new Set(withKit.map(({ profile }) => profile.accountId));
    expect(packages.every((ratePackage) => kitIds.has(ratePackage.creatorId) && ratePackage.priceMinor > 0)).toBe(true);

    const featured = rows
      .filter(({ profile }) => profile.featuredAt !== null)
      .sort((a, b) => (a.profile.featuredAt?.getTime() ?? 0) - (b.profile.featuredAt?.getTime() ?? 0));
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.length).toBeLessThanOrEqual(FEATURED_CREATORS_MAX);
    for (const { profile, status } of featured) {
      expect(profile.verified, profile.firstName).toBe(true);
      expect(status).toBe('active');
      expect(profile.handle).not.toBeNull();
      expect(profile.mediaKitVisibility).toBe('anyone');
    }
    expect(featured.map(({ profile }) => profile.firstName)).toEqual(['Yara', 'Ines', 'Marius', 'Noah']);
    // The demo creator login has no media kit yet, so a demo can publish one.
    expect(rows.find(({ profile }) => profile.firstName === 'Ava')?.profile.handle).toBeNull();
  });

  it('has some campaigns ask for disciplines and countries, each from the lists', async () => {
    const rows = await database.db.select().from(campaigns);
    const targeted = rows.filter((row) => row.targetDisciplines.length > 0 || row.targetCountries.length > 0);
    expect(targeted.length).toBeGreaterThan(0);
    expect(targeted.length).toBeLessThan(rows.length);
    for (const row of targeted) {
      expect(row.targetDisciplines.every((id) => DISCIPLINE_IDS.includes(id as Discipline))).toBe(true);
      expect(row.targetCountries.every(isCountryCode)).toBe(true);
    }
  });

  it('completes and rates some orders both ways, after their work was approved and closed', async () => {
    const db = database.db;
    const closed = await db.select().from(campaignEntries).where(eq(campaignEntries.closeOutcome, 'completed'));
    expect(closed.length).toBeGreaterThanOrEqual(3);
    const ratings = await db.select().from(orderRatings);
    const submissions = await db.select().from(orderSubmissions);
    for (const entry of closed) {
      const ofOrder = (row: { campaignId: string; creatorId: string }) =>
        row.campaignId === entry.campaignId && row.creatorId === entry.creatorId;
      const rated = ratings.filter(ofOrder);
      expect(rated.map((rating) => rating.raterType).sort()).toEqual(['brand', 'contentCreator']);
      const versions = submissions.filter(ofOrder);
      expect(versions.length).toBeGreaterThan(0);
      expect(versions.every((version) => version.status === 'approved')).toBe(true);
      // In the order the product takes them: hired, submitted, approved, closed, rated.
      const lastApproval = Math.max(...versions.map((version) => version.reviewedAt?.getTime() ?? Infinity));
      expect(entry.hiredAt!.getTime()).toBeLessThan(Math.min(...versions.map((v) => v.createdAt.getTime())));
      expect(lastApproval).toBeLessThan(entry.closedAt!.getTime());
      expect(entry.closedAt!.getTime()).toBeLessThan(Math.min(...rated.map((rating) => rating.createdAt.getTime())));
      expect(Math.max(...rated.map((rating) => rating.createdAt.getTime()))).toBeLessThan(Date.now());
    }
    // The demo creator has a completed order beside the one in motion.
    const [ava] = await db
      .select()
      .from(accounts)
      .where(eq(accounts.email, demoLogins().accounts.at(-1)!.email));
    expect(closed.some((entry) => entry.creatorId === ava!.id)).toBe(true);
    // Profiles carry the totals the browse's Top rated sort reads, with more than one average.
    const rated = await db
      .select({ count: creatorProfiles.ratingCount, average: creatorProfiles.ratingAverage })
      .from(creatorProfiles)
      .where(sql`${creatorProfiles.ratingCount} > 0`);
    expect(rated.length).toBe(closed.length);
    expect(new Set(rated.map((profile) => profile.average)).size).toBeGreaterThan(1);
    const brandsRated = await db
      .select()
      .from(brandProfiles)
      .where(sql`${brandProfiles.ratingCount} > 0`);
    expect(brandsRated.length).toBeGreaterThan(0);
  });

  it('schedules two club meetings ahead, one at a place and one online', async () => {
    const meetings = await database.db.select().from(clubMeetings);
    expect(meetings).toHaveLength(2);
    expect(meetings.every((meeting) => meeting.startsAt.getTime() > Date.now())).toBe(true);
    expect(meetings.filter((meeting) => meeting.place)).toHaveLength(1);
    expect(meetings.filter((meeting) => meeting.onlineUrl?.startsWith('https://'))).toHaveLength(1);
  });

  it('gives every demo account the printed password', async () => {
    const [admin] = await database.db.select().from(accounts).where(eq(accounts.type, 'admin'));
    await expect(verifyPassword(admin!.passwordHash, DEMO_PASSWORD)).resolves.toBe(true);
  });

  it('has every demo partner accept the terms in force when they joined, but one creator from before them (issue 34)', async () => {
    const rows = await database.db
      .select({
        type: accounts.type,
        email: accounts.email,
        createdAt: accounts.createdAt,
        termsVersion: accounts.termsVersion,
        termsAcceptedAt: accounts.termsAcceptedAt,
      })
      .from(accounts);
    const partners = rows.filter((row) => row.type !== 'admin' && row.email !== DEMO_CREATOR_BEFORE_TERMS_EMAIL);
    expect(partners.length).toBeGreaterThan(30);
    for (const row of partners) {
      expect(row).toMatchObject({ termsVersion: LEGAL_VERSION, termsAcceptedAt: row.createdAt });
    }
    // Staff are never asked; the creator from before the terms is asked at her first login.
    for (const row of rows.filter((row) => row.type === 'admin' || row.email === DEMO_CREATOR_BEFORE_TERMS_EMAIL)) {
      expect(row).toMatchObject({ termsVersion: null, termsAcceptedAt: null });
    }
    expect(rows.some((row) => row.email === DEMO_CREATOR_BEFORE_TERMS_EMAIL)).toBe(true);
  });

  it('leaves a database that already has accounts alone', async () => {
    const before = (await database.db.select({ total: count() }).from(accounts))[0]?.total;
    const outcome = await seedDemoDataIfEmpty(database.db, createLocalDiskStorage(uploadsDir), logger);
    expect(outcome.added).toBe(false);
    expect(outcome.logins).not.toBeNull();
    const after = (await database.db.select({ total: count() }).from(accounts))[0]?.total;
    expect(after).toBe(before);
  });
});

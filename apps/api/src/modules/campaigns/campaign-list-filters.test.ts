import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignEntries, campaigns } from '../../db/schema/index.ts';
import {
  createBrand,
  createCampaignRow,
  createCreator,
  createLogin,
  type CampaignRowOverrides,
} from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import type { CampaignRow } from './campaigns.repository.ts';

type Item = {
  _id: string;
  campaignTitle: string;
  social_media: string;
  price: string;
  niches: string[];
  influencers?: { influencerId: { _id: string; email?: string } }[];
  entryStatus?: string | null;
};
type Page = { items: Item[]; page: number; pageSize: number; total: number };
type Caller = { id: string; authorization: string };

const HOUR = 60 * 60_000;

describe('the creators feed filters, the brand lists by state, and the lists without a cap (issue 21)', () => {
  let context: TestContext;
  let hartwell: Caller;
  let northfield: Caller;
  let ava: Caller;
  const byTitle = new Map<string, CampaignRow>();

  beforeAll(async () => {
    context = await createTestContext();
    const brandA = await createBrand(context.db);
    const brandB = await createBrand(context.db, { companyName: 'Northfield Feeds' });
    const creator = await createCreator(context.db, { firstName: 'Ava' });
    hartwell = { id: brandA.id, authorization: (await createLogin(context, brandA)).authorization };
    northfield = { id: brandB.id, authorization: (await createLogin(context, brandB)).authorization };
    ava = { id: creator.id, authorization: (await createLogin(context, creator)).authorization };

    const now = context.clock.now().getTime();
    // Deadlines compare with the database's own now(): far from it either way, so no clock matters.
    const rows: [string, CampaignRowOverrides][] = [
      ['TikTok paid sports', { socialMedia: 'TikTok', price: 'Paid', niches: ['Sports'], compensation: '$500' }],
      ['YouTube unpaid food', { socialMedia: 'YouTube', price: 'Unpaid', niches: ['Food'], compensation: 'None' }],
      [
        'UGC travel soon',
        { socialMedia: 'UGC', niches: ['Travel', 'Sports'], applicationDeadline: new Date(now + 24 * HOUR) },
      ],
      ['Instagram later', { socialMedia: 'Instagram', applicationDeadline: new Date(now + 240 * HOUR) }],
      ['Facebook closed', { socialMedia: 'Facebook', status: 'closed' }],
      ['Instagram archived', { socialMedia: 'Instagram', status: 'archived' }],
      ['Instagram past deadline', { socialMedia: 'Instagram', applicationDeadline: new Date(now - 240 * HOUR) }],
    ];
    for (const [index, [title, overrides]] of rows.entries()) {
      const createdAt = new Date(now - (index + 1) * HOUR);
      byTitle.set(
        title,
        await createCampaignRow(context.db, brandA.id, { title, createdAt, updatedAt: createdAt, ...overrides }),
      );
    }
  });
  afterAll(() => context.close());

  const get = (url: string, caller: Caller) =>
    context.app.inject({ method: 'GET', url, headers: { authorization: caller.authorization } });
  const page = async (url: string, caller: Caller = ava): Promise<Page> => {
    const response = await get(url, caller);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const titles = (list: Page) => list.items.map((item) => item.campaignTitle);
  const OPEN = ['TikTok paid sports', 'YouTube unpaid food', 'UGC travel soon', 'Instagram later'];

  describe('the feed', () => {
    it('leaves out closed, archived and past-deadline campaigns, newest first', async () => {
      const feed = await page('/api/campaign');
      expect(titles(feed)).toEqual(OPEN);
      expect(feed.total).toBe(4);
    });

    it('filters by every platform, the type, niches (any, any casing) and compensation offered', async () => {
      expect(titles(await page('/api/campaign?platform=TikTok'))).toEqual(['TikTok paid sports']);
      expect(titles(await page('/api/campaign?platform=UGC'))).toEqual(['UGC travel soon']);
      expect(titles(await page('/api/campaign?platform=Facebook'))).toEqual([]);
      expect(titles(await page('/api/campaign?type=Unpaid'))).toEqual(['YouTube unpaid food']);
      expect(titles(await page('/api/campaign?niche=sports'))).toEqual(['TikTok paid sports', 'UGC travel soon']);
      expect(titles(await page('/api/campaign?niche=Food&niche=Travel'))).toEqual([
        'YouTube unpaid food',
        'UGC travel soon',
      ]);
      const offering = await page('/api/campaign?compensation=true');
      expect(titles(offering)).toEqual(['TikTok paid sports', 'UGC travel soon', 'Instagram later']);
      expect(offering.total).toBe(3);
      expect(titles(await page('/api/campaign?platform=UGC&niche=Sports&compensation=true&type=Paid'))).toEqual([
        'UGC travel soon',
      ]);
      expect((await page('/api/campaign?niche=Sports')).items[0]?.niches).toEqual(['Sports']);
    });

    it('sorts by the nearest application deadline, campaigns without one last (newest first among them)', async () => {
      expect(titles(await page('/api/campaign?sort=deadline'))).toEqual([
        'UGC travel soon',
        'Instagram later',
        'TikTok paid sports',
        'YouTube unpaid food',
      ]);
      expect(titles(await page('/api/campaign?sort=deadline&pageSize=1&page=2'))).toEqual(['Instagram later']);
    });

    it('refuses values it does not know, and pages beyond its limits', async () => {
      for (const query of [
        'platform=Myspace',
        'niche=Knitting',
        'sort=oldest',
        'compensation=maybe',
        'type=Free',
        'pageSize=101',
        'page=1000&pageSize=20',
      ]) {
        expect((await get(`/api/campaign?${query}`, ava)).statusCode, query).toBe(400);
      }
    });

    it('forgets a cached page when a campaign is created or changes', async () => {
      expect((await page('/api/campaign?platform=YouTube')).total).toBe(1);
      const created = await createCampaignRow(context.db, hartwell.id, {
        title: 'Fresh YouTube',
        socialMedia: 'YouTube',
      });
      // Written behind the service's back: the cache still answers for up to 2 s…
      expect((await page('/api/campaign?platform=YouTube')).total).toBe(1);
      // …until a service raises the change, as every campaign write does.
      context.changes.raise('campaigns');
      expect((await page('/api/campaign?platform=YouTube')).total).toBe(2);
      await context.db.delete(campaigns).where(eq(campaigns.id, created.id));
      context.changes.raise('campaigns');
    });
  });

  it('drops a campaign from the feed at once when its brand closes it, and shows it again when reopened', async () => {
    const campaign = byTitle.get('YouTube unpaid food')!;
    const post = (action: string) =>
      context.app.inject({
        method: 'POST',
        url: `/api/campaign/${campaign.id}/${action}`,
        headers: { authorization: hartwell.authorization },
      });
    expect(titles(await page('/api/campaign?type=Unpaid'))).toEqual(['YouTube unpaid food']);
    expect((await post('close')).statusCode).toBe(200);
    expect((await page('/api/campaign?type=Unpaid')).total).toBe(0);
    expect(titles(await page('/api/campaign?status=closed&type=Unpaid', hartwell))).toEqual(['YouTube unpaid food']);
    expect((await post('reopen')).statusCode).toBe(200);
    expect(titles(await page('/api/campaign?type=Unpaid'))).toEqual(['YouTube unpaid food']);
  });

  describe("the brand's own list (/manage-campaign)", () => {
    it('shows every campaign not archived by default, and Open, Closed (deadline passed too) or Archived on request', async () => {
      expect(titles(await page('/api/campaign', hartwell))).toEqual([
        ...OPEN,
        'Facebook closed',
        'Instagram past deadline',
      ]);
      expect(titles(await page('/api/campaign?status=open', hartwell))).toEqual(OPEN);
      expect(titles(await page('/api/campaign?status=closed', hartwell))).toEqual([
        'Facebook closed',
        'Instagram past deadline',
      ]);
      expect(titles(await page('/api/campaign?status=archived', hartwell))).toEqual(['Instagram archived']);
      expect((await get('/api/campaign?status=gone', hartwell)).statusCode).toBe(400);
      // Another brand's list stays its own, whatever it asks.
      expect((await page(`/api/campaign?brandid=${hartwell.id}&status=archived`, northfield)).total).toBe(0);
    });

    it('shows an applicant’s e-mail only once the brand has hired them, also from a page it has cached', async () => {
      const campaign = byTitle.get('TikTok paid sports')!;
      const archived = byTitle.get('Instagram archived')!;
      await context.db
        .insert(campaignEntries)
        .values({ campaignId: campaign.id, creatorId: ava.id, status: 'Applied' });
      context.changes.raise('campaigns');
      const entryOf = (list: Page) => list.items.find((item) => item._id === campaign.id)?.influencers?.[0];
      const before = entryOf(await page('/api/campaign?status=open', hartwell));
      expect(before?.influencerId._id).toBe(ava.id);
      expect(before?.influencerId).not.toHaveProperty('email');
      // Hired on another of its campaigns, written behind the cache's back: seen on the next request.
      await context.db
        .insert(campaignEntries)
        .values({ campaignId: archived.id, creatorId: ava.id, status: 'Hired', hiredAt: new Date() });
      try {
        expect(entryOf(await page('/api/campaign?status=open', hartwell))?.influencerId.email).toContain('@');
      } finally {
        await context.db.delete(campaignEntries).where(eq(campaignEntries.creatorId, ava.id));
        context.changes.raise('campaigns');
      }
    });

    it('answers GET /api/campaign/{brandId}/campaigns for that brand, and 404 for anyone else', async () => {
      const own = await page(`/api/campaign/${hartwell.id}/campaigns?status=closed`, hartwell);
      expect(titles(own)).toEqual(['Facebook closed', 'Instagram past deadline']);
      expect((await page(`/api/campaign/${hartwell.id}/campaigns`, hartwell)).total).toBe(6);
      expect((await get(`/api/campaign/${hartwell.id}/campaigns`, northfield)).statusCode).toBe(404);
      expect((await get(`/api/campaign/${hartwell.id}/campaigns`, ava)).statusCode).toBe(404);
      expect((await get(`/api/campaign/${ava.id}/campaigns`, hartwell)).statusCode).toBe(404);
      // A creator's own id is still their orders.
      expect(await page(`/api/campaign/${ava.id}/campaigns`, ava)).toMatchObject({ items: [], total: 0 });
    });
  });

  describe('no cap: 150 campaigns of one brand', () => {
    let many: CampaignRow[];
    let liam: Caller;

    beforeAll(async () => {
      const brand = await createBrand(context.db, { companyName: 'Many Campaigns Ltd' });
      liam = { id: brand.id, authorization: (await createLogin(context, brand)).authorization };
      const start = context.clock.now().getTime() - 1_000 * HOUR;
      many = await context.db
        .insert(campaigns)
        .values(
          Array.from({ length: 150 }, (_, index) => ({
            brandId: brand.id,
            companyName: 'Many Campaigns Ltd',
            title: `Numbered campaign ${String(index).padStart(3, '0')}`,
            requirements: 'Any',
            deliverables: 'One post',
            deadlines: 'Soon',
            compensation: '$100',
            ownerEmail: 'many@example.test',
            brandName: 'Many Campaigns Ltd',
            // Every tenth closed: closed campaigns keep their threads.
            status: index % 10 === 0 ? ('closed' as const) : ('open' as const),
            createdAt: new Date(start + index * 60_000),
            updatedAt: new Date(start + index * 60_000),
          })),
        )
        .returning();
      // Ava is in all 150; hired on the oldest, which the brand's newest 100 would have cut.
      await context.db.insert(campaignEntries).values(
        many.map((campaign, index) => ({
          campaignId: campaign.id,
          creatorId: ava.id,
          status: index === 0 ? ('Hired' as const) : ('Applied' as const),
        })),
      );
      context.changes.raise('campaigns');
    });

    it('gives the messaging screen every campaign the creator is in with this brand, in pages, hires included', async () => {
      const url = `/api/brands/influencers/${ava.id}/campaigns`;
      const first = await page(`${url}?pageSize=100`, liam);
      const second = await page(`${url}?pageSize=100&page=2`, liam);
      expect(first).toMatchObject({ page: 1, pageSize: 100, total: 150 });
      expect(second.items).toHaveLength(50);
      const all = [...first.items, ...second.items];
      expect(new Set(all.map((item) => item._id)).size).toBe(150);
      expect(all.at(-1)).toMatchObject({ _id: many[0]!.id, entryStatus: 'Hired' });
      expect(all.filter((item) => item.entryStatus === 'Applied')).toHaveLength(149);
      expect(first.items[0]).not.toHaveProperty('influencers');
      // Another brand sees none of them; a creator may not ask; a bad id is refused.
      expect((await page(url, northfield)).total).toBe(0);
      expect((await get(url, ava)).statusCode).toBe(403);
      expect((await get('/api/brands/influencers/not-an-id/campaigns', liam)).statusCode).toBe(400);
      expect((await get(`${url}?pageSize=101`, liam)).statusCode).toBe(400);
    });

    it('lets the invite select search every open campaign of the brand on the server', async () => {
      const open = await page('/api/campaign?status=open&pageSize=20', liam);
      expect(open.total).toBe(135);
      // The oldest open one lies far beyond any first page; the search finds it.
      const found = await page('/api/campaign?status=open&q=campaign%20001', liam);
      expect(titles(found)).toEqual(['Numbered campaign 001']);
      // A closed one is not offered.
      expect((await page('/api/campaign?status=open&q=campaign%20000', liam)).total).toBe(0);
    });
  });
});

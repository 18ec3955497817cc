import { localDateOf, type CampaignOffer } from '@equicreators/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignEntries } from '../../db/schema/index.ts';
import {
  createBrand,
  createCampaignRow,
  createCreator,
  createLogin,
  type CampaignRowOverrides,
} from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { feedPageKey } from './campaign-feed-cache.ts';

type Item = { campaignTitle: string; spotsLeft: number | null; offer: CampaignOffer };
type Page = { items: Item[]; total: number };

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** One deliverable of an offer. */
const deliverable = (
  platform: CampaignOffer['deliverables'][number]['platform'],
  format: CampaignOffer['deliverables'][number]['format'],
) => ({ platform, format, quantity: 1, dueDate: null, notes: '' });

describe('the creators feed filters on the offer (issue 31)', () => {
  let context: TestContext;
  let authorization: string;

  beforeAll(async () => {
    context = await createTestContext();
    const brand = await createBrand(context.db);
    const creator = await createCreator(context.db);
    authorization = (await createLogin(context, creator)).authorization;

    // Deadlines compare with the database's own now(): days away, so no clock matters.
    const inDays = (days: number) => localDateOf(new Date(Date.now() + days * DAY), 'UTC');
    const rows: [string, CampaignRowOverrides][] = [
      [
        'GBP reel',
        {
          offer: {
            currency: 'GBP',
            feeMinor: 25_000,
            spots: 5,
            applicationDeadline: inDays(5),
            contentStart: '2027-01-10',
            contentEnd: '2027-02-10',
            deliverables: [deliverable('Instagram', 'reel')],
          },
        },
      ],
      [
        'GBP full',
        {
          hiredCount: 2,
          offer: {
            currency: 'GBP',
            feeMinor: 60_000,
            spots: 2,
            applicationDeadline: inDays(2),
            deliverables: [deliverable('TikTok', 'short_video')],
          },
        },
      ],
      [
        'USD long video',
        {
          offer: {
            feeMinor: 30_000,
            contentStart: '2027-03-01',
            deliverables: [deliverable('YouTube', 'long_video')],
          },
        },
      ],
      [
        'Gifted only',
        {
          offer: {
            kinds: ['gifted'],
            feeMinor: null,
            productName: 'Saddle soap',
            contentEnd: '2027-01-05',
            deliverables: [deliverable('Instagram', 'story')],
          },
        },
      ],
      [
        'Exposure only',
        { price: 'Unpaid', socialMedia: 'Facebook', offer: { deliverables: [deliverable('TikTok', 'post')] } },
      ],
      [
        'EUR fee and affiliate',
        {
          hiredCount: 1,
          offer: {
            kinds: ['fee', 'affiliate'],
            currency: 'EUR',
            feeMinor: 15_000,
            commissionBasisPoints: 1_000,
            spots: 3,
          },
        },
      ],
    ];
    const now = Date.now();
    const hired = [await createCreator(context.db), await createCreator(context.db)];
    for (const [index, [title, overrides]] of rows.entries()) {
      const createdAt = new Date(now - (index + 1) * HOUR);
      const row = await createCampaignRow(context.db, brand.id, {
        title,
        createdAt,
        updatedAt: createdAt,
        ...overrides,
      });
      // The hires the count stands for, as a hire writes them both.
      const entries = hired.slice(0, row.hiredCount).map((account) => ({
        campaignId: row.id,
        creatorId: account.id,
        status: 'Hired' as const,
        hiredAt: createdAt,
      }));
      if (entries.length > 0) await context.db.insert(campaignEntries).values(entries);
    }
  });
  afterAll(() => context.close());

  const get = (query: string) =>
    context.app.inject({ method: 'GET', url: `/api/campaign?${query}`, headers: { authorization } });
  const titles = async (query: string) => {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<Page>();
    expect(page.total, query).toBe(page.items.length);
    return page.items.map((item) => item.campaignTitle);
  };
  const ALL = ['GBP reel', 'GBP full', 'USD long video', 'Gifted only', 'Exposure only', 'EUR fee and affiliate'];

  it('lists a full campaign, showing no spots left', async () => {
    const feed = (await get('')).json<Page>();
    expect(feed.items.map((item) => item.campaignTitle)).toEqual(ALL);
    expect(feed.items.map((item) => item.spotsLeft)).toEqual([5, 0, null, null, null, 2]);
  });

  it('filters by compensation kind (any of them) and by compensation offered, from the offer', async () => {
    expect(await titles('kind=gifted')).toEqual(['Gifted only']);
    expect(await titles('kind=affiliate&kind=gifted')).toEqual(['Gifted only', 'EUR fee and affiliate']);
    expect(await titles('kind=exposure')).toEqual(['Exposure only']);
    expect(await titles('compensation=true')).toEqual(ALL.filter((title) => title !== 'Exposure only'));
  });

  it('filters by currency and a fee range in its minor units, both ends included', async () => {
    expect(await titles('currency=GBP')).toEqual(['GBP reel', 'GBP full']);
    expect(await titles('currency=GBP&feeMin=20000&feeMax=50000')).toEqual(['GBP reel']);
    expect(await titles('currency=GBP&feeMin=25000&feeMax=25000')).toEqual(['GBP reel']);
    expect(await titles('currency=GBP&feeMin=25001')).toEqual(['GBP full']);
    // 300.00 in dollars is no match for a range in pounds, nor a gifted campaign without a fee.
    expect(await titles('currency=GBP&feeMax=30000')).toEqual(['GBP reel']);
    expect(await titles('currency=USD')).toEqual(['USD long video', 'Gifted only', 'Exposure only']);
    expect(await titles('currency=USD&feeMin=10000')).toEqual(['USD long video']);
    expect(await titles('currency=EUR&feeMax=15000')).toEqual(['EUR fee and affiliate']);
  });

  it('filters by a content window that overlaps the given days; no window, no match', async () => {
    expect(await titles('contentFrom=2027-01-01&contentTo=2027-01-31')).toEqual(['GBP reel', 'Gifted only']);
    expect(await titles('contentFrom=2027-02-15')).toEqual(['USD long video']);
    expect(await titles('contentTo=2027-01-09')).toEqual(['Gifted only']);
    expect(await titles('contentFrom=2027-02-10&contentTo=2027-02-10')).toEqual(['GBP reel']);
    expect(await titles('contentFrom=2027-02-11&contentTo=2027-02-28')).toEqual([]);
  });

  it('filters by deliverable format, and by platform on the spec field or any deliverable', async () => {
    expect(await titles('format=short_video&format=long_video')).toEqual(['GBP full', 'USD long video']);
    expect(await titles('format=story')).toEqual(['Gifted only', 'EUR fee and affiliate']);
    expect(await titles('platform=TikTok')).toEqual(['GBP full', 'Exposure only']);
    expect(await titles('platform=Facebook')).toEqual(['Exposure only']);
    expect(await titles('platform=YouTube')).toEqual(['USD long video']);
  });

  it('keeps only campaigns with spots left (or none stated)', async () => {
    expect(await titles('spotsLeft=true')).toEqual(ALL.filter((title) => title !== 'GBP full'));
    expect(await titles('spotsLeft=false')).toEqual(ALL);
  });

  it('sorts by the real application deadline, campaigns without one last', async () => {
    expect(await titles('sort=deadline')).toEqual([
      'GBP full',
      'GBP reel',
      'USD long video',
      'Gifted only',
      'Exposure only',
      'EUR fee and affiliate',
    ]);
  });

  it('combines every filter', async () => {
    expect(await titles('kind=fee&currency=GBP&feeMin=10000&feeMax=70000&sort=deadline')).toEqual([
      'GBP full',
      'GBP reel',
    ]);
    expect(await titles('kind=fee&currency=GBP&feeMin=10000&feeMax=70000&sort=deadline&spotsLeft=true')).toEqual([
      'GBP reel',
    ]);
    expect(
      await titles(
        'kind=fee&currency=GBP&feeMin=10000&feeMax=50000&contentFrom=2027-01-01&contentTo=2027-12-31&format=reel&platform=Instagram&spotsLeft=true&compensation=true&sort=deadline',
      ),
    ).toEqual(['GBP reel']);
    expect(await titles('kind=fee&currency=GBP&format=story')).toEqual([]);
  });

  it('refuses a fee range without its currency, a range upside down, and days that are not days', async () => {
    const refused = async (query: string) => {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      return response.json<{ fields: { field: string; message: string }[] }>().fields;
    };
    expect(await refused('feeMin=10000')).toEqual([
      { field: 'currency', message: 'Choose the currency of the fee range' },
    ]);
    expect(await refused('feeMax=10000')).toEqual([
      { field: 'currency', message: 'Choose the currency of the fee range' },
    ]);
    expect(await refused('currency=GBP&feeMin=50000&feeMax=10000')).toEqual([
      { field: 'feeMax', message: 'Make the highest fee at least the lowest' },
    ]);
    expect(await refused('contentFrom=2027-02-10&contentTo=2027-02-01')).toEqual([
      { field: 'contentTo', message: 'End the window on or after its start' },
    ]);
    for (const query of [
      'contentFrom=2027-02-30',
      'contentTo=10/01/2027',
      'currency=JPY',
      'currency=GBP&feeMin=-5',
      'currency=GBP&feeMin=12.5',
      'currency=GBP&feeMax=abc',
      'kind=cash',
      'format=tweet',
      'spotsLeft=maybe',
    ]) {
      expect((await get(query)).statusCode, query).toBe(400);
    }
  });

  it('keys the feed cache on every offer filter', () => {
    const base = { state: 'open' as const };
    const keys = [
      feedPageKey(base, 1, 20),
      feedPageKey({ ...base, kinds: ['fee'] }, 1, 20),
      feedPageKey({ ...base, currency: 'GBP' }, 1, 20),
      feedPageKey({ ...base, currency: 'GBP', feeMin: 100 }, 1, 20),
      feedPageKey({ ...base, currency: 'GBP', feeMax: 100 }, 1, 20),
      feedPageKey({ ...base, contentFrom: '2027-01-01' }, 1, 20),
      feedPageKey({ ...base, contentTo: '2027-01-01' }, 1, 20),
      feedPageKey({ ...base, formats: ['reel'] }, 1, 20),
      feedPageKey({ ...base, spotsLeft: true }, 1, 20),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(feedPageKey({ ...base, kinds: ['gifted', 'fee'] }, 1, 20)).toBe(
      feedPageKey({ ...base, kinds: ['fee', 'gifted'] }, 1, 20),
    );
  });
});

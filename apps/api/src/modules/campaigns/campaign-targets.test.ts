import type { Campaign, CampaignPage } from '@equicreators/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorProfiles } from '../../db/schema/index.ts';
import {
  campaignFields,
  campaignForm,
  createBrand,
  createCampaignRow,
  createCreator,
  loggedIn,
  tinyPng,
} from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

type Caller = { id: string; authorization: string };

const HOUR = 60 * 60_000;

describe('campaigns target disciplines and countries (issue 33)', () => {
  let context: TestContext;
  let brand: Caller;
  let png: Buffer;
  /** Dressage in Germany. */
  let dressageRider: Caller;
  /** Show jumping in Ireland. */
  let jumper: Caller;
  /** No facets at all. */
  let newcomer: Caller;

  const setFacets = (creatorId: string, disciplines: string[], country: string | null) =>
    context.db.update(creatorProfiles).set({ disciplines, country }).where(eq(creatorProfiles.accountId, creatorId));
  const campaignIds = new Map<string, string>();

  beforeAll(async () => {
    context = await createTestContext();
    png = await tinyPng();
    brand = await loggedIn(context, await createBrand(context.db));
    dressageRider = await loggedIn(context, await createCreator(context.db, { firstName: 'Ava' }));
    jumper = await loggedIn(context, await createCreator(context.db, { firstName: 'Liam' }));
    newcomer = await loggedIn(context, await createCreator(context.db, { firstName: 'Isla' }));
    await setFacets(dressageRider.id, ['dressage', 'trail-leisure'], 'DE');
    await setFacets(jumper.id, ['show-jumping'], 'IE');

    const now = context.clock.now().getTime();
    const rows: [string, { targetDisciplines?: string[]; targetCountries?: string[] }][] = [
      ['Dressage in Germany', { targetDisciplines: ['dressage'], targetCountries: ['DE'] }],
      ['Dressage anywhere', { targetDisciplines: ['dressage', 'eventing'] }],
      ['Anyone in Ireland', { targetCountries: ['IE'] }],
      ['Jumping in the Netherlands', { targetDisciplines: ['show-jumping'], targetCountries: ['NL'] }],
      ['For everyone', {}],
    ];
    for (const [index, [title, targets]] of rows.entries()) {
      const createdAt = new Date(now - (index + 1) * HOUR);
      const row = await createCampaignRow(context.db, brand.id, { title, createdAt, updatedAt: createdAt, ...targets });
      campaignIds.set(title, row.id);
    }
    // Joined in this order, newest last: the browse's default order is newest first.
    for (const [index, creator] of [dressageRider, jumper, newcomer].entries()) {
      await context.db
        .update(creatorProfiles)
        .set({ createdAt: new Date(now - (10 - index) * HOUR) })
        .where(eq(creatorProfiles.accountId, creator.id));
    }
  });
  afterAll(() => context.close());

  const send = (method: 'POST' | 'PUT', url: string, fields: Record<string, string>) =>
    context.app.inject({
      method,
      url,
      headers: { authorization: brand.authorization },
      payload: campaignForm(campaignFields(fields), method === 'POST' ? [{ name: 'a.png', data: png }] : []),
    });
  const feed = async (caller: Caller, query = ''): Promise<CampaignPage> => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/campaign${query}`,
      headers: { authorization: caller.authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const matching = (page: CampaignPage) =>
    page.items.filter((item) => item.matchesProfile).map((item) => item.campaignTitle);
  const titles = (page: CampaignPage) => page.items.map((item) => item.campaignTitle);

  describe('saving and reading', () => {
    it('saves the disciplines and countries wanted (any casing of a country, each once) and reads them back', async () => {
      const created = await send('POST', '/api/campaign', {
        campaignTitle: 'Saddle pads for dressage',
        targetDisciplines: 'dressage,eventing,dressage',
        targetCountries: 'de, nl',
      });
      expect(created.statusCode, created.body).toBe(201);
      const campaign: Campaign = created.json();
      expect(campaign.targetDisciplines).toEqual(['dressage', 'eventing']);
      expect(campaign.targetCountries).toEqual(['DE', 'NL']);
      expect(campaign.matchesProfile).toBeNull();

      const read = await context.app.inject({
        method: 'GET',
        url: `/api/campaign/${campaign._id}`,
        headers: { authorization: brand.authorization },
      });
      expect(read.json()).toMatchObject({ targetDisciplines: ['dressage', 'eventing'], targetCountries: ['DE', 'NL'] });

      // An edit changes them; leaving them out (or empty) means any discipline, anywhere.
      const edited = await send('PUT', `/api/campaign/${campaign._id}`, {
        campaignTitle: 'Saddle pads for dressage',
        targetDisciplines: 'vaulting',
        targetCountries: '',
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ targetDisciplines: ['vaulting'], targetCountries: [] });
      const cleared = await send('PUT', `/api/campaign/${campaign._id}`, { campaignTitle: 'Saddle pads for dressage' });
      expect(cleared.json()).toMatchObject({ targetDisciplines: [], targetCountries: [] });
    });

    it('refuses an unknown discipline or country, and too many countries, naming the value', async () => {
      const unknownDiscipline = await send('POST', '/api/campaign', { targetDisciplines: 'dressage,quidditch' });
      expect(unknownDiscipline.statusCode).toBe(400);
      expect(unknownDiscipline.json().message).toContain('"quidditch" is not a discipline');

      const unknownCountry = await send('POST', '/api/campaign', { targetCountries: 'DE,XX' });
      expect(unknownCountry.statusCode).toBe(400);
      expect(unknownCountry.json().message).toContain('"XX" is not a country code');

      const countries = ['DE', 'NL', 'FR', 'IE', 'GB', 'US', 'AU', 'BE', 'AT', 'CH', 'DK', 'SE', 'NO', 'FI', 'ES'];
      const tooMany = await send('POST', '/api/campaign', {
        targetCountries: [...countries, 'IT', 'PT', 'PL', 'CZ', 'NZ', 'CA'].join(','),
      });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().message).toContain('Choose at most 20 countries');
    });
  });

  describe('the creators feed', () => {
    it('says which campaigns match each creator’s profile, and none for a creator without facets', async () => {
      expect(matching(await feed(dressageRider))).toEqual(['Dressage in Germany', 'Dressage anywhere']);
      expect(matching(await feed(jumper))).toEqual(['Anyone in Ireland']);
      const none = await feed(newcomer);
      expect(matching(none)).toEqual([]);
      expect(none.items.every((item) => item.matchesProfile === false)).toBe(true);
    });

    it('sees a profile change at once, whatever the feed cache holds', async () => {
      await feed(newcomer);
      await setFacets(newcomer.id, ['eventing'], null);
      expect(matching(await feed(newcomer))).toEqual(['Dressage anywhere']);
      await setFacets(newcomer.id, [], null);
    });

    it('filters by the creator’s own disciplines (any of them), and finds nothing without any', async () => {
      const mine = await feed(dressageRider, '?discipline=mine');
      expect(titles(mine)).toEqual(['Dressage in Germany', 'Dressage anywhere']);
      expect(mine.total).toBe(2);
      expect(titles(await feed(jumper, '?discipline=mine'))).toEqual(['Jumping in the Netherlands']);
      const empty = await feed(newcomer, '?discipline=mine');
      expect(empty).toMatchObject({ items: [], total: 0 });
      // Combined with the other filters, in the URL like them.
      expect(titles(await feed(dressageRider, '?discipline=mine&q=germany'))).toEqual(['Dressage in Germany']);
    });

    it('refuses another value of the discipline filter', async () => {
      const response = await context.app.inject({
        method: 'GET',
        url: '/api/campaign?discipline=dressage',
        headers: { authorization: dressageRider.authorization },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('Use discipline=mine');
    });

    it('leaves the flag null for a brand', async () => {
      const response = await context.app.inject({
        method: 'GET',
        url: '/api/campaign',
        headers: { authorization: brand.authorization },
      });
      const page: CampaignPage = response.json();
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items.every((item) => item.matchesProfile === null)).toBe(true);
    });
  });

  describe('the brand’s invite list (browse), best match first', () => {
    const browse = (query: string, caller: Caller = brand) =>
      context.app.inject({
        method: 'GET',
        url: `/api/influencers${query}`,
        headers: { authorization: caller.authorization },
      });
    const names = async (query: string) => {
      const response = await browse(query);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ items: { firstName: string }[] }>().items.map((item) => item.firstName);
    };

    it('orders by the campaign’s match score (discipline and country each count), then the newest', async () => {
      // Isla joined last (newest); Ava matches both dressage and Germany; Liam nothing.
      expect(await names('')).toEqual(['Isla', 'Liam', 'Ava']);
      const dressageInGermany = campaignIds.get('Dressage in Germany');
      expect(await names(`?sort=match&campaign=${dressageInGermany}`)).toEqual(['Ava', 'Isla', 'Liam']);
      // Ireland: Liam's country counts one.
      expect(await names(`?sort=match&campaign=${campaignIds.get('Anyone in Ireland')}`)).toEqual([
        'Liam',
        'Isla',
        'Ava',
      ]);
      // A campaign that wants nothing in particular keeps the newest first.
      expect(await names(`?sort=match&campaign=${campaignIds.get('For everyone')}`)).toEqual(['Isla', 'Liam', 'Ava']);
      // A discipline alone counts one: Liam jumps, though not in the Netherlands.
      expect(await names(`?sort=match&campaign=${campaignIds.get('Jumping in the Netherlands')}`)).toEqual([
        'Liam',
        'Isla',
        'Ava',
      ]);
    });

    it('wants the campaign, and only the brand’s own', async () => {
      const missing = await browse('?sort=match');
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toContain('Choose the campaign to match creators to');
      const otherBrand = await loggedIn(context, await createBrand(context.db, { companyName: 'Northfield Feeds' }));
      const foreign = await browse(`?sort=match&campaign=${campaignIds.get('Dressage in Germany')}`, otherBrand);
      expect(foreign.statusCode).toBe(404);
    });
  });
});

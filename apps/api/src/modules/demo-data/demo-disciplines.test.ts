import { DISCIPLINE_IDS, type Discipline } from '@equicreators/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, creatorProfiles } from '../../db/schema/index.ts';
import { createLogin } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { DEMO_BRANDS } from './demo-content.ts';
import { seedDemoDataIfEmpty } from './demo-data.service.ts';

/** Issue 46: the demo's creators ride as the sport does, and a German dressage brand finds several. */
describe('the demo creators’ disciplines', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
    await seedDemoDataIfEmpty(context.db, context.storage, context.logger);
  });
  afterAll(() => context.close());

  it('skews to show jumping and dressage, with polo and vaulting rare', async () => {
    const profiles = await context.db.select({ disciplines: creatorProfiles.disciplines }).from(creatorProfiles);
    const riders = (discipline: Discipline) =>
      profiles.filter((profile) => profile.disciplines.includes(discipline)).length;
    const counts = new Map(DISCIPLINE_IDS.map((discipline) => [discipline, riders(discipline)]));
    const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([discipline]) => discipline);
    expect(ranked.slice(0, 2).sort()).toEqual(['dressage', 'show-jumping']);
    for (const rare of ['polo', 'vaulting'] as const) {
      expect(counts.get(rare), rare).toBeLessThanOrEqual(1);
      expect((counts.get('dressage') ?? 0) / Math.max(counts.get(rare) ?? 0, 1), rare).toBeGreaterThanOrEqual(8);
    }
    expect(counts.get('dressage')).toBeGreaterThan(counts.get('western-reining') ?? 0);
    expect(counts.get('show-jumping')).toBeGreaterThan(counts.get('trail-leisure') ?? 0);
  });

  it('gives a brand searching for dressage riders in Germany, or show jumpers in the Netherlands, several', async () => {
    const brandEmail = DEMO_BRANDS.find((brand) => brand.payment)?.email ?? '';
    const [brand] = await context.db.select().from(accounts).where(eq(accounts.email, brandEmail));
    if (!brand) throw new Error('No paid demo brand');
    const { authorization } = await createLogin(context, brand);
    const search = async (query: string) => {
      const response = await context.app.inject({
        method: 'GET',
        url: `/api/influencers?${query}`,
        headers: { authorization },
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ total: number }>().total;
    };
    expect(await search('discipline=dressage&country=DE')).toBeGreaterThanOrEqual(3);
    expect(await search('discipline=show-jumping&country=DE')).toBeGreaterThanOrEqual(2);
    expect(await search('discipline=dressage&country=NL')).toBeGreaterThanOrEqual(1);
    expect(await search('discipline=show-jumping&country=NL')).toBeGreaterThanOrEqual(2);
  });
});

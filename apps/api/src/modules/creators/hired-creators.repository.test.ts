import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignEntries } from '../../db/schema/index.ts';
import { createBrand, createCampaignRow, createCreator, createLogin } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { readLiveSessionWith } from '../sessions/sessions.repository.ts';
import { brandContactRead } from './contact-visibility.ts';
import { findHiredAmong } from './hired-creators.repository.ts';

/** Issue 47: each entry carries its campaign's brand, written by the database, never by a caller. */
describe('the brand on each entry, and the hires read from it', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  it('copies the campaign’s brand into every new entry, whatever the insert says', async () => {
    const brand = await createBrand(context.db);
    const otherBrand = await createBrand(context.db, { companyName: 'Elsewhere Saddlery' });
    const campaign = await createCampaignRow(context.db, brand.id);
    const creator = await createCreator(context.db);
    const [entry] = await context.db
      .insert(campaignEntries)
      .values({ campaignId: campaign.id, creatorId: creator.id, status: 'Applied', brandId: otherBrand.id })
      .returning();
    expect(entry?.brandId).toBe(brand.id);

    await context.db.update(campaignEntries).set({ brandId: otherBrand.id }).where(eq(campaignEntries.id, entry!.id));
    const [after] = await context.db.select().from(campaignEntries).where(eq(campaignEntries.id, entry!.id));
    expect(after?.brandId).toBe(brand.id);
  });

  it('finds the creators the brand hired on any of its campaigns, and no one another brand hired', async () => {
    const brand = await createBrand(context.db);
    const otherBrand = await createBrand(context.db, { companyName: 'Northfield Feeds' });
    const first = await createCampaignRow(context.db, brand.id);
    const second = await createCampaignRow(context.db, brand.id);
    const foreign = await createCampaignRow(context.db, otherBrand.id);
    const hiredOnFirst = await createCreator(context.db);
    const hiredOnSecond = await createCreator(context.db);
    const applied = await createCreator(context.db);
    const hiredElsewhere = await createCreator(context.db);
    const absent = await createCreator(context.db);
    await context.db.insert(campaignEntries).values([
      { campaignId: first.id, creatorId: hiredOnFirst.id, status: 'Hired', hiredAt: new Date() },
      { campaignId: second.id, creatorId: hiredOnSecond.id, status: 'Hired', hiredAt: new Date() },
      { campaignId: first.id, creatorId: applied.id, status: 'Applied' },
      { campaignId: foreign.id, creatorId: hiredElsewhere.id, status: 'Hired', hiredAt: new Date() },
      { campaignId: first.id, creatorId: hiredElsewhere.id, status: 'Declined' },
    ]);
    const asked = [hiredOnFirst, hiredOnSecond, applied, hiredElsewhere, absent].map((creator) => creator.id);

    expect(await findHiredAmong(context.db, brand.id, asked)).toEqual(new Set([hiredOnFirst.id, hiredOnSecond.id]));
    expect(await findHiredAmong(context.db, otherBrand.id, asked)).toEqual(new Set([hiredElsewhere.id]));
    expect(await findHiredAmong(context.db, brand.id, [absent.id])).toEqual(new Set());

    // The same read as a column of the brand's session check answers the same creators.
    const viaSession = async (brandId: string, creatorIds: string[]) => {
      const login = await createLogin(context, { id: brandId, type: 'brand' });
      const read = brandContactRead(creatorIds);
      const claims = await context.tokens.verify(login.token);
      const checked = await readLiveSessionWith(context.db, claims, context.clock.now(), read);
      return checked ? read.decode(checked.raw) : null;
    };
    expect(await viaSession(brand.id, asked)).toEqual({
      every: false,
      hired: new Set([hiredOnFirst.id, hiredOnSecond.id]),
    });
    expect(await viaSession(otherBrand.id, asked)).toEqual({ every: false, hired: new Set([hiredElsewhere.id]) });
    expect(await viaSession(brand.id, [])).toEqual({ every: false, hired: new Set() });
  });
});

import { campaignEntries } from '../../db/schema/index.ts';
import { createBrand, createCampaignRow, createCreator } from '../factories.ts';
import type { SeedTools } from './attack-server.ts';

/** A conversation the brand and the creator may both write: a creator hired on the brand's campaign. */
export type AttackThread = {
  campaignId: string;
  creatorId: string;
  brandId: string;
  /** Bearer headers for the process under attack. */
  brand: string;
  creator: string;
};

/** `count` threads, each with a brand and a creator of its own (so no two share an account's quota). */
export async function createThreads({ db, login }: SeedTools, count: number): Promise<AttackThread[]> {
  const threads: AttackThread[] = [];
  for (let index = 0; index < count; index += 1) {
    const brand = await createBrand(db, { companyName: `Attack Stables ${String(index)}` });
    const creator = await createCreator(db, { firstName: `Rider${String(index)}` });
    const campaign = await createCampaignRow(db, brand.id, { title: `Attack campaign ${String(index)}` });
    await db
      .insert(campaignEntries)
      .values({ campaignId: campaign.id, creatorId: creator.id, status: 'Hired', hiredAt: new Date() });
    threads.push({
      campaignId: campaign.id,
      creatorId: creator.id,
      brandId: brand.id,
      brand: await login(brand),
      creator: await login(creator),
    });
  }
  return threads;
}

/** A paid brand that owns nothing the tests write to: the outsider of every thread. */
export async function createOutsiderBrand({ db, login }: SeedTools): Promise<string> {
  return login(await createBrand(db, { companyName: 'Outsider Tack' }));
}

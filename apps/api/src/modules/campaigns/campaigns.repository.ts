import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { campaignImages, campaigns } from '../../db/schema/index.ts';

export type CampaignRow = typeof campaigns.$inferSelect;
export type NewCampaignRow = typeof campaigns.$inferInsert;

export async function insertCampaign(executor: Database, campaign: NewCampaignRow): Promise<CampaignRow> {
  const [row] = await executor.insert(campaigns).values(campaign).returning();
  if (!row) throw new Error('The campaign insert returned no row');
  return row;
}

export async function insertCampaignImages(executor: Database, campaignId: string, fileIds: string[]): Promise<void> {
  if (fileIds.length === 0) return;
  await executor.insert(campaignImages).values(fileIds.map((fileId, position) => ({ campaignId, fileId, position })));
}

export async function findCampaignById(db: Database, id: string): Promise<CampaignRow | null> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id)).limit(1);
  return row ?? null;
}

import type { DatabaseHandle } from './db/client.ts';
import { readOffersOfOldCampaigns } from './modules/campaigns/offer-backfill.service.ts';
import { alignLinksWithPlatformFigures } from './modules/creators/platform-followers-backfill.repository.ts';

/**
 * Applies the committed migrations, then the steps that move old rows with the application's own
 * rules, which SQL alone cannot apply: the offers of campaigns written before offers were data
 * (issue 31), and the social links' follower counts brought into step with their platforms'
 * figures (issue 46). Every process that migrates calls this, so no database runs the new code on rows
 * it has not read; each step is idempotent and costs one query when nothing is left.
 */
export async function migrateDatabase(database: DatabaseHandle, now = new Date()): Promise<void> {
  await database.migrate();
  await readOffersOfOldCampaigns(database.db, now);
  await alignLinksWithPlatformFigures(database.db, now);
}

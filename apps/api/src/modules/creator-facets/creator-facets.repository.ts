import type { PlatformStats, UpdateCreatorFacetsSchema } from '@equicreators/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { creatorPlatformStats, creatorProfiles } from '../../db/schema/index.ts';
import { linksFollowPlatformFigures } from '../creators/platform-followers.repository.ts';

export type CreatorFacetsUpdate = z.output<typeof UpdateCreatorFacetsSchema>;

/**
 * Replaces a creator's facets and platform figures, and keeps the profile's audience_countries
 * (every platform's top countries, each once: the browse's audience filter), her links' follower
 * counts and their total in step, in the caller's transaction.
 */
export async function replaceCreatorFacets(
  executor: Database,
  creatorId: string,
  facets: CreatorFacetsUpdate,
  now: Date,
): Promise<void> {
  const { platforms, ...profileFacets } = facets;
  await executor
    .update(creatorProfiles)
    .set({ ...profileFacets, audienceCountries: audienceCountriesOf(platforms), updatedAt: now })
    .where(eq(creatorProfiles.accountId, creatorId));
  await executor.delete(creatorPlatformStats).where(eq(creatorPlatformStats.creatorId, creatorId));
  if (platforms.length > 0)
    await executor
      .insert(creatorPlatformStats)
      .values(platforms.map((stats) => ({ creatorId, ...stats, createdAt: now, updatedAt: now })));
  // Each platform's follower count is the one its links show and the total sums (issue 46).
  await linksFollowPlatformFigures(executor, creatorId, now);
}

/** Every country of the platforms' audience lists, each once, in a stable order. */
export function audienceCountriesOf(platforms: readonly Pick<PlatformStats, 'audienceCountries'>[]): string[] {
  return [...new Set(platforms.flatMap((stats) => stats.audienceCountries.map((share) => share.country)))].sort();
}

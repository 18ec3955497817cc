import type { CreatorFacets, PlatformStats } from '@equicreators/shared';
import type { CreatorProfileRow, PlatformStatsRow } from '../creators/creators.repository.ts';

type FacetColumns = Pick<
  CreatorProfileRow,
  'disciplines' | 'level' | 'horseCount' | 'breeds' | 'country' | 'region' | 'languages'
>;

/** A stats row as the contract has it (rows from one table read, or already JSON from an aggregate). */
export function presentPlatformStats(stats: PlatformStatsRow | PlatformStats): PlatformStats {
  return {
    platform: stats.platform,
    handle: stats.handle,
    followers: Number(stats.followers),
    engagementBasisPoints: stats.engagementBasisPoints,
    averageViews: stats.averageViews === null ? null : Number(stats.averageViews),
    audienceCountries: stats.audienceCountries,
    ageBands: stats.ageBands,
    gender: stats.gender,
    asOf: stats.asOf,
  };
}

/** The equestrian facets of a creator (issue 33) as every screen reads them. */
export function presentFacets(
  profile: FacetColumns,
  platformStats: readonly (PlatformStatsRow | PlatformStats)[],
): CreatorFacets {
  return {
    disciplines: profile.disciplines,
    level: profile.level,
    horseCount: profile.horseCount,
    breeds: profile.breeds,
    country: profile.country,
    region: profile.region,
    languages: profile.languages,
    platforms: platformStats.map(presentPlatformStats),
  };
}

import type { NotFeaturableReason } from '@equicreators/shared';
import type { FeaturedCreatorRow } from './featured-creators.repository.ts';

/** The first rule a creator does not meet to be featured, or null when they qualify. */
export function hiddenBecause(creator: FeaturedCreatorRow): NotFeaturableReason | null {
  if (creator.status !== 'active') return 'blocked';
  if (!creator.verified) return 'unverified';
  if (creator.handle === null || creator.mediaKitVisibility !== 'anyone') return 'no-public-media-kit';
  return null;
}

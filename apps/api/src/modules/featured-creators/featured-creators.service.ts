import { AppError, FEATURED_CREATORS_MAX, NOT_FEATURABLE_TEXT } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { hiddenBecause } from './featurable.ts';
import {
  findFeaturableCreator,
  listFeaturedCreators,
  listShownFeaturedCreators,
  lockFeaturedSet,
  setFeaturedAt,
  type FeaturedCreatorRow,
} from './featured-creators.repository.ts';

/** The home page's featured creators: those featured who qualify now, at most four. */
export function readShownFeaturedCreators(db: Database): Promise<FeaturedCreatorRow[]> {
  return listShownFeaturedCreators(db, FEATURED_CREATORS_MAX);
}

/** Every featured creator, with whether they qualify now (the admin's screen). */
export function readFeaturedCreators(context: AppContext): Promise<FeaturedCreatorRow[]> {
  return listFeaturedCreators(context.db);
}

/**
 * An admin features a creator: a verified, active creator whose media kit anyone may open, while
 * fewer than four are featured. Featuring one already featured changes nothing.
 */
export async function featureCreator(context: AppContext, accountId: string): Promise<FeaturedCreatorRow[]> {
  const changed = await context.db.transaction(async (tx) => {
    await lockFeaturedSet(tx);
    const creator = await findFeaturableCreator(tx, accountId);
    if (!creator) throw new AppError('NOT_FOUND', 'This creator does not exist.');
    if (creator.featuredAt) return false;
    const reason = hiddenBecause(creator);
    if (reason) {
      throw new AppError(
        'CONFLICT',
        `${nameOf(creator)} cannot be featured: ${NOT_FEATURABLE_TEXT[reason]}. Only a verified creator whose media kit anyone may open can be.`,
      );
    }
    const featured = await listFeaturedCreators(tx);
    if (featured.length >= FEATURED_CREATORS_MAX) {
      throw new AppError(
        'CONFLICT',
        `${FEATURED_CREATORS_MAX} creators are featured already. Stop featuring one before featuring another.`,
      );
    }
    await setFeaturedAt(tx, accountId, context.clock.now());
    return true;
  });
  if (changed) context.changes.raise('creators');
  return readFeaturedCreators(context);
}

/** An admin stops featuring a creator; one not featured changes nothing. */
export async function unfeatureCreator(context: AppContext, accountId: string): Promise<FeaturedCreatorRow[]> {
  const changed = await context.db.transaction(async (tx) => {
    await lockFeaturedSet(tx);
    const creator = await findFeaturableCreator(tx, accountId);
    if (!creator) throw new AppError('NOT_FOUND', 'This creator does not exist.');
    if (!creator.featuredAt) return false;
    await setFeaturedAt(tx, accountId, null);
    return true;
  });
  // The home page is rendered again on this signal, in this process and the others (featured-pages.ts).
  if (changed) context.changes.raise('creators');
  return readFeaturedCreators(context);
}

function nameOf(creator: Pick<FeaturedCreatorRow, 'firstName' | 'lastName'>): string {
  return `${creator.firstName} ${creator.lastName}`.trim() || 'This creator';
}

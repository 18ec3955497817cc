import { ACCOUNT_QUOTAS, AppError, type FieldIssue } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import { replaceCreatorFacets, type CreatorFacetsUpdate } from '../creator-facets/creator-facets.repository.ts';
import { getOwnProfile } from './influencers.service.ts';

/** The earliest "as of" date a figure may carry: older figures say nothing about today's audience. */
export const EARLIEST_AS_OF = '2000-01-01';
/** Where the calendar is furthest ahead (UTC+14): a creator's "today" may be that far past UTC's. */
const AHEAD_OF_UTC_MS = 14 * 60 * 60_000;

/**
 * PUT /api/influencers/profile/facets: replaces the creator's equestrian facets and platform
 * figures (issue 33). Counted as a profile edit (ACCOUNT_QUOTAS) before anything is checked;
 * every platform's "as of" must be a day that has begun somewhere and is not before 2000. The
 * profile's columns, the figures and the audience countries are written in one transaction.
 */
export async function updateCreatorFacets(context: AppContext, creatorId: string, facets: CreatorFacetsUpdate) {
  await context.limits.consumeQuota(ACCOUNT_QUOTAS.profileEditsPerAccount, creatorId);
  const issues = asOfIssues(facets, context.clock.now());
  if (issues.length > 0) {
    throw new AppError('VALIDATION_FAILED', issues.map((issue) => `${issue.field}: ${issue.message}`).join('; '), {
      fields: issues,
    });
  }
  await context.db.transaction((tx) => replaceCreatorFacets(tx, creatorId, facets, context.clock.now()));
  // The browse pages and the drawer show the facets.
  context.changes.raise('creators');
  return getOwnProfile(context, creatorId);
}

/** The latest calendar date anywhere on Earth at `now`, as YYYY-MM-DD. */
export function latestDateOnEarth(now: Date): string {
  return new Date(now.getTime() + AHEAD_OF_UTC_MS).toISOString().slice(0, 10);
}

function asOfIssues(facets: CreatorFacetsUpdate, now: Date): FieldIssue[] {
  const latest = latestDateOnEarth(now);
  return facets.platforms.flatMap((stats, index): FieldIssue[] => {
    const field = `platforms.${index}.asOf`;
    // ISO dates compare as text.
    if (stats.asOf > latest) return [{ field, message: 'The "as of" date cannot be in the future' }];
    if (stats.asOf < EARLIEST_AS_OF) return [{ field, message: 'Use an "as of" date from 2000 on' }];
    return [];
  });
}

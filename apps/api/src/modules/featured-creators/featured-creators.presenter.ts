import {
  FEATURED_CREATORS_MAX,
  type AdminFeaturedCreator,
  type AdminFeaturedCreatorList,
  type FeaturedCreator,
} from '@equicreators/shared';
import { publicFileUrl } from '../files/files.service.ts';
import type { FeaturedCreatorRow } from './featured-creators.repository.ts';
import { hiddenBecause } from './featurable.ts';

const thumbnailOf = (row: FeaturedCreatorRow) =>
  row.avatarFileId ? publicFileUrl(row.avatarFileId, 'thumbnail') : null;

/** A card of the home page: never the e-mail, the phone or anything else of the account. */
export function presentFeaturedCreator(row: FeaturedCreatorRow): FeaturedCreator {
  return {
    _id: row.accountId,
    firstName: row.firstName,
    lastName: row.lastName,
    thumbnail: thumbnailOf(row),
    disciplines: row.disciplines,
    country: row.country,
    // Shown rows qualify, so they have a handle.
    handle: row.handle ?? '',
  };
}

export function presentAdminFeaturedCreator(row: FeaturedCreatorRow): AdminFeaturedCreator {
  return {
    _id: row.accountId,
    firstName: row.firstName,
    lastName: row.lastName,
    thumbnail: thumbnailOf(row),
    handle: row.handle,
    status: row.status,
    // Every row of the admin's list is featured; the fallback only satisfies the type.
    featuredAt: (row.featuredAt ?? new Date(0)).toISOString(),
    hiddenBecause: hiddenBecause(row),
  };
}

export function presentAdminFeaturedList(rows: FeaturedCreatorRow[]): AdminFeaturedCreatorList {
  return { items: rows.map(presentAdminFeaturedCreator), max: FEATURED_CREATORS_MAX };
}

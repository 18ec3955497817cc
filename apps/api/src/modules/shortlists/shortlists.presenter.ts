import type { Shortlist } from '@equicreators/shared';
import type { ShortlistWithCount } from './shortlists.repository.ts';

/** One of the brand's lists; `includesCreator` only when the request named a creator. */
export function presentShortlist(row: ShortlistWithCount): Shortlist {
  const shortlist: Shortlist = {
    id: row.id,
    name: row.name,
    memberCount: row.memberCount,
    createdAt: row.createdAt.toISOString(),
  };
  if (row.includesCreator !== null) shortlist.includesCreator = row.includesCreator;
  return shortlist;
}

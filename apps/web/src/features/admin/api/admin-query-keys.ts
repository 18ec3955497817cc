import { PAGE_LIMITS } from '@equicreators/shared';

/** The lists of the admin area; each is one query key family under 'admin'. */
export type AdminList =
  | 'invitations'
  | 'creators'
  | 'featured-creators'
  | 'brands'
  | 'contact-messages'
  | 'ratings'
  | 'club-meetings'
  | 'erasures';

/** What a list screen asks for: a page, and words to find (empty for all). */
export type AdminListParams = { page: number; search: string };

export const ADMIN_PAGE_SIZE = PAGE_LIMITS.defaultPageSize;

export const adminQueryKeys = {
  /** Every page of one list: what a change invalidates. */
  list: (list: AdminList) => ['admin', list] as const,
  page: (list: AdminList, params: AdminListParams) => ['admin', list, params] as const,
};

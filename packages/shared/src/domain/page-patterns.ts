/**
 * The pages of the web app as route patterns (apps/web/src/app/router.tsx), so that what leaves a
 * browser about a visit names a screen, never an id, a query string or an address. A test in the web
 * app checks that every route of its table is listed here.
 */
export const PUBLIC_PAGE_PATHS = [
  '/',
  '/about',
  '/club',
  '/joinclub',
  '/faq',
  '/terms',
  '/privacy',
  '/join',
  '/login',
  '/reset-password',
  '/confirm-email',
  '/unsubscribe',
  '/newsletter/confirm',
  '/account/delete/confirm',
] as const;

/** The logged-in areas; `:id` stands for one path segment. */
export const APP_PAGE_PATTERNS = [
  '/contentCreator',
  '/orders',
  '/orders/:id',
  '/influencers/profile',
  '/influencers/profile/edit',
  '/influencers/profile/equestrian',
  '/influencers/profile/media-kit',
  '/brands',
  '/campaigncreation',
  '/campaigncreation/:id',
  '/manage-campaign',
  '/manage-campaign/:campaignId',
  '/orders-influencer',
  '/orders-influencer/:id',
  '/contact',
  '/admin',
  '/billing',
  '/earnings',
  '/payments',
  '/admin/payments',
  '/admin/status',
  '/shortlists',
  '/shortlists/:id',
  '/brands/kit/:handle',
  '/account',
  '/account/delete',
  '/account/export',
] as const;

/**
 * Pages the server renders on each request, outside the app's route table (docs/decisions/030):
 * a creator's media kit. `:handle` stands for one path segment.
 */
export const SERVER_PAGE_PATTERNS = ['/c/:handle'] as const;

/** Any address the route table does not know (the app sends it home). */
export const OTHER_PAGE = 'other';

export const PAGE_PATTERNS = [...PUBLIC_PAGE_PATHS, ...APP_PAGE_PATTERNS, ...SERVER_PAGE_PATTERNS, OTHER_PAGE] as const;
export type PagePattern = (typeof PAGE_PATTERNS)[number];

const PATTERN_SEGMENTS = [...PUBLIC_PAGE_PATHS, ...APP_PAGE_PATTERNS, ...SERVER_PAGE_PATTERNS].map((pattern) => ({
  pattern,
  segments: segmentsOf(pattern),
}));

/**
 * The route pattern a pathname renders (`/orders/3f2a…` → `/orders/:id`), or `other`. Matches as the
 * router does: case-insensitively and with or without a trailing slash. Pass `location.pathname`,
 * never the whole address: the query string stays in the browser.
 */
export function pagePatternOf(pathname: string): PagePattern {
  if (!pathname.startsWith('/')) return OTHER_PAGE;
  const segments = segmentsOf(pathname.toLowerCase());
  const found = PATTERN_SEGMENTS.find(
    (candidate) =>
      candidate.segments.length === segments.length &&
      candidate.segments.every((part, at) => {
        const segment = segments[at] ?? '';
        return part.startsWith(':') ? segment !== '' : part.toLowerCase() === segment;
      }),
  );
  return found?.pattern ?? OTHER_PAGE;
}

/** `/orders/:id/` → ['orders', ':id']; an empty segment (`//`) is kept, so it matches nothing. */
function segmentsOf(path: string): string[] {
  const trimmed = path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed === '' ? [] : trimmed.slice(1).split('/');
}

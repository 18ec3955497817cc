import { APP_PAGE_PATTERNS, pagePatternOf, PUBLIC_PAGE_PATHS, SERVER_PAGE_PATTERNS } from './page-patterns.ts';
import { areaPathFor, type UserType } from './user-types.ts';

/** The query parameter of /login naming where a login lands (`/login?next=%2Forders%2F42`). */
export const RETURN_PARAM = 'next';

/**
 * Which account types each logged-in page belongs to (apps/web/src/app/router.tsx). A Record over
 * the patterns, so a new page without its types does not compile.
 */
export const APP_PAGE_TYPES: Record<(typeof APP_PAGE_PATTERNS)[number], UserType | readonly UserType[]> = {
  '/contentCreator': 'contentCreator',
  '/orders': 'contentCreator',
  '/orders/:id': 'contentCreator',
  '/influencers/profile': 'contentCreator',
  '/influencers/profile/edit': 'contentCreator',
  '/influencers/profile/equestrian': 'contentCreator',
  '/influencers/profile/media-kit': 'contentCreator',
  '/brands': 'brand',
  '/campaigncreation': 'brand',
  '/campaigncreation/:id': 'brand',
  '/manage-campaign': 'brand',
  '/manage-campaign/:campaignId': 'brand',
  '/orders-influencer': 'brand',
  '/orders-influencer/:id': 'brand',
  '/contact': 'brand',
  '/admin': 'admin',
  // Billing opens the Stripe portal of brands (their plan) and creators (the club).
  '/billing': ['brand', 'contentCreator'],
  '/earnings': 'contentCreator',
  // What a brand paid through EquiCreators, by campaign; every payment for the admins (issue 32).
  '/payments': 'brand',
  '/admin/payments': 'admin',
  // How the site runs (issue 35): the database, the outbox, every server process, the backups.
  '/admin/status': 'admin',
  // A brand's named lists of creators (issue 33).
  '/shortlists': 'brand',
  '/shortlists/:id': 'brand',
  // A creator's media kit in the brand's own frame, with Save and Invite (issue 46).
  '/brands/kit/:handle': 'brand',
  // The person's own data (issue 34): preferences, export, leaving; the export's e-mailed page
  // (`/account/export?token=…`) is where a login from its link lands.
  '/account': ['brand', 'contentCreator'],
  '/account/delete': ['brand', 'contentCreator'],
  '/account/export': ['brand', 'contentCreator'],
};

function pageBelongsTo(pattern: (typeof APP_PAGE_PATTERNS)[number], type: UserType): boolean {
  const types = APP_PAGE_TYPES[pattern];
  return typeof types === 'string' ? types === type : types.includes(type);
}

/** Pages only a guest may open: a login never lands there. */
const GUEST_ONLY_PATHS: readonly string[] = ['/join', '/login'];

/**
 * The pathnames a login of this type may land on, as one regular expression (the same text the
 * head script of the pages rendered ahead carries, so both sides decide alike): the public pages
 * but /join and /login, the media kits, and that type's own pages, in any case, with or without a trailing slash,
 * as the router matches.
 */
export function returnPathnamePattern(type: UserType): RegExp {
  const publicPaths = PUBLIC_PAGE_PATHS.filter((path) => !GUEST_ONLY_PATHS.includes(path));
  const ownPaths = APP_PAGE_PATTERNS.filter((pattern) => pageBelongsTo(pattern, type));
  // A media kit (/c/:handle) is public: any login may land on it.
  const alternatives = [...publicPaths, ...SERVER_PAGE_PATTERNS, ...ownPaths].map((path) =>
    path === '/' ? '' : path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[a-zA-Z]+/g, '[^/]+'),
  );
  return new RegExp(`^(?:${alternatives.join('|')})/?$`, 'i');
}

/**
 * A text that can only be a path of this origin: one leading `/` not followed by another or by a
 * backslash (browsers read `/\host` as `//host`), and no backslash or control character anywhere
 * (a URL parser drops tabs and newlines, so `/\t/host` would become `//host`).
 */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
export const SAME_ORIGIN_PATH_TEXT = /^\/(?![/\\])[^\\\u0000-\u001f\u007f]*$/;

/** A `.` or `..` segment: refused rather than resolved, so the path checked is the page loaded. */
export const DOT_SEGMENT = /(?:^|\/)\.\.?(?:\/|$)/;

/** The path of an address without its query and fragment. */
function pathnameOf(address: string): string {
  return address.split(/[?#]/, 1)[0] ?? '';
}

/**
 * Where a login of `type` lands, given the `next` parameter of /login: `next` itself when it is a
 * path of this site that this type may open, else the type's own area. Checked as written and
 * once percent-decoded (so `/%2F%2Fhost` and `%2e%2e` segments are refused too): one leading `/`
 * (SAME_ORIGIN_PATH_TEXT), no dot segments, and a pathname of returnPathnamePattern(type). Such a
 * text is a path-absolute address, so the browser cannot leave this origin with it.
 */
export function returnPathFor(next: string | null | undefined, type: UserType): string {
  const home = areaPathFor(type);
  if (!next || !SAME_ORIGIN_PATH_TEXT.test(next)) return home;
  let decoded: string;
  try {
    decoded = decodeURIComponent(next);
  } catch {
    return home;
  }
  if (!SAME_ORIGIN_PATH_TEXT.test(decoded) || DOT_SEGMENT.test(pathnameOf(decoded))) return home;
  return returnPathnamePattern(type).test(pathnameOf(next)) ? next : home;
}

/** The login page's address that lands on `target` afterwards (a path with its query). */
export function loginPathFor(target: string): string {
  return `/login?${RETURN_PARAM}=${encodeURIComponent(target)}`;
}

/**
 * The account type whose area a `next` path is in (`/orders/1` → contentCreator), or null for a
 * public page, a page several types share, or anything else: /login preselects that type, so an
 * invited creator whose browser last chose Brand still lands where the link meant.
 */
export function areaTypeOfPath(next: string | null | undefined): UserType | null {
  if (!next || !SAME_ORIGIN_PATH_TEXT.test(next)) return null;
  const pattern = pagePatternOf(pathnameOf(next));
  if (!(APP_PAGE_PATTERNS as readonly string[]).includes(pattern)) return null;
  const types = APP_PAGE_TYPES[pattern as (typeof APP_PAGE_PATTERNS)[number]];
  return typeof types === 'string' ? types : null;
}

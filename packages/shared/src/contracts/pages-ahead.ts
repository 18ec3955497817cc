import type { FeaturedCreator } from './featured-creators.ts';

/** A public page's title and description (for the tab, search engines and link previews). */
export type PageMeta = { title: string | null; description: string };

/**
 * A page the web app renders to HTML ahead (docs/decisions/012), as its server-rendering build
 * exports it and the API's page renderer serves it: the web app declares the pages, the API
 * reads them from the build at start-up.
 */
export type PageAhead = {
  path: string;
  /** The query string of the address, for a page rendered once more for one query ('?as=admin'). */
  search?: string;
  meta: PageMeta;
  /** The page's own script: a key of the build manifest, loaded in place of the app. */
  script: string;
  /** A reading page (islands, no React in the browser) or a form page (React hydrates the form). */
  kind: 'reading' | 'form';
  /** The page reads its query string: another query gets the app instead of this HTML. */
  readsQuery?: boolean;
  /**
   * Query parameters such a page reads only in the browser, after it hydrates (/login's `next`):
   * its HTML is the same with or without them, so an address carrying them is served this page.
   */
  browserParams?: string[];
  /** The page shows what the database holds (PageData): rendered again when that changes. */
  showsPageData?: boolean;
};

/**
 * What pages rendered ahead show of the database, read by the API at start-up and again when it
 * changes (the home page's featured creators, docs/decisions/030).
 */
export type PageData = { featuredCreators: FeaturedCreator[] };

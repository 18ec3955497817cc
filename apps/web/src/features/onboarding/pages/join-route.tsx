import { PAGE_META } from '@/content/page-meta';
import { usePageMeta } from '@/lib/site/use-page-meta';
import { JoinPage } from './join-page';

/**
 * /join as a route of the app (the development server, or a visit the server could not render
 * ahead): the page with its title and description. The page rendered ahead has both in its HTML, so
 * its own script leaves them out (issue 28: 0.9 KB gzip of the 90 KB /join may load).
 */
export function JoinRoute() {
  usePageMeta(PAGE_META.join);
  return <JoinPage />;
}

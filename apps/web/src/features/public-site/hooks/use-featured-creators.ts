import type { FeaturedCreator } from '@equicreators/shared';
import { useEffect, useState } from 'react';
import { usePageData } from '@/lib/site/page-data';

/**
 * The home page's featured creators: those the server rendered the page with or, where the app
 * renders the page itself (the development server, or when rendering ahead failed), read once.
 */
export function useFeaturedCreators(): readonly FeaturedCreator[] {
  const pageData = usePageData();
  const [fetched, setFetched] = useState<readonly FeaturedCreator[]>([]);
  // NOTE: a plain effect rather than TanStack Query, as SiteConfigProvider does: the public pages
  // must not download the query library (docs/decisions/006). It never runs on a page rendered ahead.
  useEffect(() => {
    if (pageData) return;
    const controller = new AbortController();
    import('@/lib/http/api-client')
      .then(({ apiRequest }) => apiRequest('/featured-creators', { signal: controller.signal }))
      .then(
        (list) => setFetched((list as { items: FeaturedCreator[] }).items),
        () => undefined,
      );
    return () => controller.abort();
  }, [pageData]);
  return pageData?.featuredCreators ?? fetched;
}

import type { SiteConfig } from '@equicreators/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { SiteConfigContext } from './site-config';

/**
 * The site configuration of the page: given (by the server's meta tag, or the server renderer),
 * or fetched from /api/site-config when the page came from the Vite dev server without it.
 */
export function SiteConfigProvider({ initial, children }: { initial: SiteConfig | null; children: ReactNode }) {
  const [fetched, setFetched] = useState<SiteConfig | null>(null);
  // NOTE: a plain effect rather than TanStack Query: it runs only under the Vite dev server, and
  // the public pages must not download the query library (docs/decisions/006-web-bundle-budget.md).
  useEffect(() => {
    if (initial) return;
    const controller = new AbortController();
    // Our own server's answer, typed by the shared contract; not parsed here, to keep zod out of
    // the first script every page loads. The API client comes with it: the form pages rendered
    // ahead have their configuration and never need it (docs/decisions/012).
    import('@/lib/http/api-client')
      .then(({ apiRequest }) => apiRequest('/site-config', { signal: controller.signal }))
      .then(
        (config) => setFetched(config as SiteConfig),
        () => undefined,
      );
    return () => controller.abort();
  }, [initial]);
  return <SiteConfigContext.Provider value={initial ?? fetched}>{children}</SiteConfigContext.Provider>;
}

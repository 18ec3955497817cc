import type { SiteConfig } from '@equicreators/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { apiRequest } from './api-client';
import { SiteConfigContext } from './site-config';

/**
 * The site configuration of the page: given (by the server's meta tag, or the server renderer),
 * or fetched from /api/site-config when the page came from the Vite dev server without it.
 */
export function SiteConfigProvider({ initial, children }: { initial: SiteConfig | null; children: ReactNode }) {
  const { data } = useQuery({
    queryKey: ['site-config'],
    // Our own server's answer, typed by the shared contract; not parsed here, to keep zod out of
    // the first script every page loads.
    queryFn: async ({ signal }) => (await apiRequest('/site-config', { signal })) as SiteConfig,
    enabled: initial === null,
    staleTime: Infinity,
  });
  return <SiteConfigContext.Provider value={initial ?? data ?? null}>{children}</SiteConfigContext.Provider>;
}

import type { SiteConfig } from '@equicreators/shared';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SiteConfigProvider } from '@/lib/site-config-provider';
import { LazyToaster } from './lazy-toaster';

/** What surrounds the router, in the browser and on the server alike: data cache, site settings, toasts. */
export function AppProviders({
  queryClient,
  siteConfig,
  children,
}: {
  queryClient: QueryClient;
  siteConfig: SiteConfig | null;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <SiteConfigProvider initial={siteConfig}>
        {children}
        <LazyToaster />
      </SiteConfigProvider>
    </QueryClientProvider>
  );
}

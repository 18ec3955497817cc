import type { SiteConfig } from '@equicreators/shared';
import type { ReactNode } from 'react';
import { SiteConfigProvider } from '@/lib/site/site-config-provider';
import { LazyToaster } from './lazy-toaster';

/**
 * What surrounds the router, in the browser and on the server alike: site settings and toasts.
 * The data cache is a layout of the screens that use it (layouts/query-layout.tsx).
 */
export function AppProviders({ siteConfig, children }: { siteConfig: SiteConfig | null; children: ReactNode }) {
  return (
    <SiteConfigProvider initial={siteConfig}>
      {children}
      <LazyToaster />
    </SiteConfigProvider>
  );
}

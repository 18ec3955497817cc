import type { SiteConfig } from '@equicreators/shared';
import { useState } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { AppProviders } from './app-providers';
import { createQueryClient } from './query-client';

/** The app in the browser. */
export function App({
  router,
  siteConfig,
}: {
  router: ReturnType<typeof createBrowserRouter>;
  siteConfig: SiteConfig | null;
}) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient} siteConfig={siteConfig}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

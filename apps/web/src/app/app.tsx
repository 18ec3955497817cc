import type { SiteConfig } from '@equicreators/shared';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { AppProviders } from './app-providers';

/** The app in the browser. */
export function App({
  router,
  siteConfig,
}: {
  router: ReturnType<typeof createBrowserRouter>;
  siteConfig: SiteConfig | null;
}) {
  return (
    <AppProviders siteConfig={siteConfig}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

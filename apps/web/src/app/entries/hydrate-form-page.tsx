import { startTransition, StrictMode, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { configureZodWithoutEval } from '@/lib/forms/configure-zod';
import { loadVitalsReporterWhenIdle } from '@/lib/vitals/load-vitals-reporter';
import { readSiteConfigFromPage } from '@/lib/site/site-config';
import { AppProviders } from '../app-providers';

/**
 * Hydrates a form page rendered ahead (/join, /login) with that page alone: React and the form,
 * but no router, route table or data cache (docs/decisions/012). The server rendered the same tree
 * (app/pages-ahead.tsx). Until hydration ends, the form's controls stay disabled (useIsHydrated).
 */
export function hydrateFormPage(page: ReactNode): void {
  configureZodWithoutEval();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const app = (
    <StrictMode>
      <AppProviders siteConfig={readSiteConfigFromPage()}>{page}</AppProviders>
    </StrictMode>
  );
  // In a transition, React yields to the browser between components: no long task on a phone.
  startTransition(() => void hydrateRoot(container, app));
  loadVitalsReporterWhenIdle(window.location.pathname);
}

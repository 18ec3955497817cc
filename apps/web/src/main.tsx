import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from '@/app/app';
import { routes } from '@/app/router';
import { configureZodWithoutEval } from '@/lib/forms/configure-zod';
import { loadVitalsReporterWhenIdle } from '@/lib/vitals/load-vitals-reporter';
import { readSiteConfigFromPage } from '@/lib/site/site-config';
import './styles/index.css';

// The app: the logged-in areas and every page not rendered ahead. The public pages rendered ahead
// load their own small scripts instead (docs/decisions/012), so this one always renders afresh.
configureZodWithoutEval();

// Figures from real visits (docs/decisions/011). Not from the development server: its unbundled
// modules make every page slow, and those figures would only mislead.
if (!import.meta.env.DEV) loadVitalsReporterWhenIdle(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App router={createBrowserRouter(routes)} siteConfig={readSiteConfigFromPage()} />
  </StrictMode>,
);

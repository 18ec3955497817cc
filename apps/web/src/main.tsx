import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { App } from '@/app/app';
import { routes } from '@/app/router';
import { loadVitalsReporterWhenIdle } from '@/lib/load-vitals-reporter';
import { readSiteConfigFromPage } from '@/lib/site-config';
import './styles/index.css';

// NOTE: Zod compiles fast parsers with `new Function` when it may; our CSP forbids eval, and merely
// probing for it files a CSP violation. Zod reads this global when it first loads (after this line:
// every screen that validates is loaded lazily), so it parses without compiling. Importing zod's
// `config` here instead would pull all of zod into the first script.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

// Figures from real visits (docs/decisions/011). Not from the development server: its unbundled
// modules make every page slow, and those figures would only mislead.
if (!import.meta.env.DEV) loadVitalsReporterWhenIdle(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Public pages arrive rendered by the server. Their lazily loaded screen is loaded before
// hydration, so the first client render matches the server's HTML.
const isPrerendered = container.hasChildNodes();
if (isPrerendered) await loadMatchedRoutes(routes, window.location.pathname);

const app = (
  <StrictMode>
    <App router={createBrowserRouter(routes)} siteConfig={readSiteConfigFromPage()} />
  </StrictMode>
);
// Hydrating inside a transition lets React yield to the browser between components, so a phone
// can scroll and tap a prerendered page while it hydrates instead of waiting on one long task.
if (isPrerendered) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);

async function loadMatchedRoutes(routeTable: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routeTable, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

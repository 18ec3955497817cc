import type { SiteConfig } from '@equicreators/shared';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/app-providers';
import { routes } from './app/router';
import { PAGE_META, type PageMeta } from './content/page-meta';
import { documentTitle } from './lib/use-page-meta';

/**
 * The public pages the server renders to HTML at start-up (with its configuration), so they
 * paint before any script runs; the browser then hydrates them. `module` is the page's source.
 * A form page (`isForm`) preloads its scripts, so it hydrates before a visitor starts filling it
 * in; a reading page lets its first paint have the bandwidth and hydrates a little later.
 */
export const PRERENDERED_PAGES: { path: string; module: string; meta: PageMeta; isForm?: boolean }[] = [
  { path: '/', module: 'src/features/public-site/pages/home-page.tsx', meta: PAGE_META.home },
  { path: '/about', module: 'src/features/public-site/pages/about-page.tsx', meta: PAGE_META.about },
  { path: '/club', module: 'src/features/public-site/pages/club-page.tsx', meta: PAGE_META.club },
  { path: '/joinclub', module: 'src/features/public-site/pages/join-club-page.tsx', meta: PAGE_META.joinClub },
  { path: '/faq', module: 'src/features/public-site/pages/faq-page.tsx', meta: PAGE_META.faq },
  { path: '/join', module: 'src/features/onboarding/pages/join-page.tsx', meta: PAGE_META.join, isForm: true },
  { path: '/login', module: 'src/features/auth/pages/login-page.tsx', meta: PAGE_META.login, isForm: true },
];

export { documentTitle };

/** The markup of one page as a guest sees it, with the server's site configuration. */
export async function renderPage(path: string, siteConfig: SiteConfig): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://equicreators.local')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}; only plain pages are rendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <AppProviders siteConfig={siteConfig}>
      {/* No inline hydration script: the CSP forbids it, and these pages have no loader data. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

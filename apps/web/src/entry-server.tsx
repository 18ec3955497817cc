import {
  mediaKitPath,
  type MediaKitPageView,
  type PageAhead,
  type PageData,
  type SiteConfig,
} from '@equicreators/shared';
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { AppProviders } from './app/app-providers';
import { addressOf, PAGES_AHEAD } from './app/pages-ahead';
import { PublicFrame } from './components/layout/public-frame';
import { MediaKitPage } from './features/media-kit/pages/media-kit-page';
import { HEAD_SCRIPT } from './islands/head-script';
import { PageDataContext } from '@/lib/site/page-data';
import { StaticPageContext } from '@/lib/site/static-page';
import { RenderedSearchContext } from '@/lib/site/use-search-param';
import { documentTitle } from '@/lib/site/use-page-meta';

/**
 * The public pages the server renders to HTML at start-up (with its configuration), so they paint
 * before any script runs (docs/decisions/012): what the API's page renderer needs of each.
 */
export const PRERENDERED_PAGES: PageAhead[] = PAGES_AHEAD.map(({ element: _element, ...page }) => page);

// Lower case: the lint rule for components would take an exported HEAD_SCRIPT for one.
export { documentTitle, HEAD_SCRIPT as headScript };

/**
 * The markup of the page rendered for `address` (path and query), as a guest sees it, showing
 * `data` (what the server read of the database: the featured creators).
 */
export async function renderPage(address: string, siteConfig: SiteConfig, data: PageData): Promise<string> {
  const page = PAGES_AHEAD.find((candidate) => addressOf(candidate) === address);
  if (!page) throw new Error(`${address} is not a page rendered ahead`);
  // A reading page in its frame, with every visitor's variant (no React runs on it in the
  // browser); a form page alone, as its own script hydrates it (app/entries/hydrate-form-page.tsx).
  const tree =
    page.kind === 'form' ? (
      page.element
    ) : (
      <StaticPageContext value={true}>
        <PublicFrame currentPath={page.path}>{page.element}</PublicFrame>
      </StaticPageContext>
    );
  return markupOf(
    <AppProviders siteConfig={siteConfig}>
      <PageDataContext value={data}>
        <RenderedSearchContext value={page.search ?? ''}>{tree}</RenderedSearchContext>
      </PageDataContext>
    </AppProviders>,
  );
}

/** The script of /c/{handle}: the islands, and the kit for a logged-in brand (docs/decisions/030). */
export const MEDIA_KIT_SCRIPT = 'src/app/entries/media-kit-entry.ts';

/**
 * A media kit's page, rendered by the server on each request with what this visitor may see: a
 * reading page in its frame, as a guest sees the frame (its script names the visitor).
 */
export function renderMediaKitPage(view: MediaKitPageView, siteConfig: SiteConfig): Promise<string> {
  const currentPath = view.kind === 'kit' ? mediaKitPath(view.kit.handle) : '/c';
  return markupOf(
    <AppProviders siteConfig={siteConfig}>
      <RenderedSearchContext value="">
        <StaticPageContext value={true}>
          <PublicFrame currentPath={currentPath}>
            <MediaKitPage view={view} />
          </PublicFrame>
        </StaticPageContext>
      </RenderedSearchContext>
    </AppProviders>,
  );
}

async function markupOf(tree: ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

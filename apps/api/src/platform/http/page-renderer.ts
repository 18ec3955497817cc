import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteConfig } from '@equicreators/shared';
import type { Logger } from '../logger.ts';
import { escapeHtml } from './escape-html.ts';

const SITE_CONFIG_META_NAME = 'equicreators-site-config';

/** What the web app's server-rendering build (apps/web/src/entry-server.tsx) exports. */
type ServerEntry = {
  PRERENDERED_PAGES: { path: string; meta: { title: string | null; description: string } }[];
  renderPage(path: string, siteConfig: SiteConfig): Promise<string>;
  documentTitle(title: string | null): string;
};

/** HTML for page requests: public pages rendered ahead, and the app shell for every other path. */
export type PageRenderer = {
  /** The rendered page for a path, or the shell when it is not one of the rendered pages. */
  htmlFor(path: string): string;
  /** The app shell, which the browser renders by itself. */
  shell: string;
  renderedPaths: string[];
};

/**
 * Renders the public pages once, at start-up, with this server's configuration (so links match
 * it), and keeps them in memory. Every page carries the site configuration in a meta tag for the
 * app to read without a request. Without a server-rendering build, every path gets the shell.
 */
export async function createPageRenderer(options: {
  webDistDir: string;
  siteConfig: SiteConfig;
  logger: Logger;
}): Promise<PageRenderer> {
  const { webDistDir, siteConfig, logger } = options;
  const template = await readFile(join(webDistDir, 'index.html'), 'utf8');
  const configMeta = `<meta name="${SITE_CONFIG_META_NAME}" content="${escapeHtml(JSON.stringify(siteConfig))}" />`;
  const shell = template.replace('<!--app-head-->', configMeta).replace('<!--app-html-->', '');
  const pages = new Map<string, string>();

  const entryPath = join(webDistDir, '..', 'dist-server', 'entry-server.js');
  if (existsSync(entryPath)) {
    const started = performance.now();
    try {
      const entry = (await import(pathToFileURL(entryPath).href)) as ServerEntry;
      for (const page of entry.PRERENDERED_PAGES) {
        const markup = await entry.renderPage(page.path, siteConfig);
        const html = withLowScriptPriority(
          withMeta(template, entry.documentTitle(page.meta.title), page.meta.description)
            .replace('<!--app-head-->', configMeta)
            .replace('<!--app-html-->', markup),
        );
        pages.set(page.path, html);
      }
      logger.info(`Rendered ${pages.size} public pages in ${Math.round(performance.now() - started)} ms`);
    } catch (error) {
      pages.clear();
      logger.error(
        { err: error },
        'The public pages could not be rendered ahead; every page starts from the app shell',
      );
    }
  }

  return { htmlFor: (path) => pages.get(normalise(path)) ?? shell, shell, renderedPaths: [...pages.keys()] };
}

function normalise(path: string): string {
  const withoutQuery = path.split('?', 1)[0] ?? path;
  return withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, '') : withoutQuery;
}

function withMeta(template: string, title: string, description: string): string {
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${escapeHtml(description)}$2`);
}

/**
 * A rendered page paints from its HTML and CSS alone, and its links work before any script runs;
 * the scripts only hydrate it. So they are not preloaded, and the entry is fetched at low
 * priority: on a slow connection the stylesheet gets the bandwidth and the page paints sooner,
 * at the cost of hydrating a round trip later.
 */
function withLowScriptPriority(html: string): string {
  return html
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"');
}

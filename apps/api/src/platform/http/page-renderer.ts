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
  PRERENDERED_PAGES: {
    path: string;
    module: string;
    meta: { title: string | null; description: string };
    isForm?: boolean;
  }[];
  renderPage(path: string, siteConfig: SiteConfig): Promise<string>;
  documentTitle(title: string | null): string;
};

type ViteManifest = Record<string, { file: string; imports?: string[] }>;

/** HTML for page requests: public pages rendered ahead, and the app shell for every other path. */
export type PageRenderer = {
  /**
   * The rendered page for an address, or the shell when it is not one of the rendered pages.
   * An address with a query string gets the shell too: the pages were rendered without one, and a
   * page that reads it (`/login?as=admin`) would differ from its HTML when the browser hydrates it.
   */
  htmlFor(url: string): string;
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
      const manifest = await readManifest(webDistDir);
      for (const page of entry.PRERENDERED_PAGES) {
        const markup = await entry.renderPage(page.path, siteConfig);
        const head = [configMeta, ...(page.isForm ? preloadLinks(manifest, page.module) : [])].join('\n    ');
        const html = withScriptLoading(
          page.isForm ?? false,
          withMeta(template, entry.documentTitle(page.meta.title), page.meta.description)
            .replace('<!--app-head-->', head)
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

  return {
    htmlFor: (url) => (url.includes('?') ? shell : (pages.get(normalise(url)) ?? shell)),
    renderedPaths: [...pages.keys()],
  };
}

function normalise(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function withMeta(template: string, title: string, description: string): string {
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${escapeHtml(description)}$2`);
}

/**
 * A rendered page paints from its HTML and CSS alone; its scripts only hydrate it, so they are
 * fetched at low priority and a slow connection gives the stylesheet its bandwidth first. A
 * reading page does not preload them either (its links work before they run), so it paints
 * sooner still; a form page keeps its preloads, to be ready before a visitor types or clicks.
 */
function withScriptLoading(isForm: boolean, html: string): string {
  // Vite's template preloads the entry's imports; a reading page drops those too.
  const kept = isForm ? html : html.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  return kept.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
}

async function readManifest(webDistDir: string): Promise<ViteManifest> {
  const path = join(webDistDir, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(await readFile(path, 'utf8')) as ViteManifest) : {};
}

/** The page's own script and what it imports, fetched alongside the entry instead of after it. */
function preloadLinks(manifest: ViteManifest, module: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`);
}

import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MediaKitPageView, PageAhead, PageData, SiteConfig } from '@equicreators/shared';
import type { Logger } from '../logger.ts';
import { escapeHtml } from './escape-html.ts';

const SITE_CONFIG_META_NAME = 'equicreators-site-config';

/** What the web app's server-rendering build (apps/web/src/entry-server.tsx) exports. */
type ServerEntry = {
  PRERENDERED_PAGES: PageAhead[];
  /** The inline script every page rendered ahead starts its <head> with. */
  headScript: string;
  renderPage(address: string, siteConfig: SiteConfig, data: PageData): Promise<string>;
  documentTitle(title: string | null): string;
  /** The page rendered per request at /c/{handle} (a media kit), and its script (a manifest key). */
  MEDIA_KIT_SCRIPT: string;
  renderMediaKitPage(view: MediaKitPageView, siteConfig: SiteConfig): Promise<string>;
};

/** A page's head as its route makes it: title, description and further tags (already escaped). */
export type DynamicPageHead = { title: string; description: string; tags: string };

type ViteManifest = Record<string, { file: string; imports?: string[] }>;

/** HTML for page requests: public pages rendered ahead, and the app shell for every other path. */
export type PageRenderer = {
  /**
   * The rendered page for an address, or the shell when it is not one of the rendered pages. A
   * query string is ignored by a page that does not read its own; a page that does (`/login`) is
   * served only for the query it was rendered with (`?as=admin`), give or take the parameters it
   * reads only in the browser (`next`), and any other gets the shell.
   */
  htmlFor(url: string): string;
  /** CSP sources ('sha256-…') allowing the inline script of the rendered pages; none without them. */
  scriptSources: string[];
  /**
   * Renders the pages that show page data (`showsPageData`) again with `data`; each is served as
   * it was until its new HTML is ready, then the new one. A failure keeps the old and is logged.
   */
  refresh(data: PageData): Promise<void>;
  /**
   * A media kit's page (docs/decisions/030), rendered now through the same build as the pages
   * rendered ahead, with its own head tags; null without a server-rendering build.
   */
  renderMediaKit(view: MediaKitPageView, head: DynamicPageHead): Promise<string | null>;
};

type RenderedPage = { page: PageAhead; html: string };

/**
 * Renders the public pages once, at start-up, with this server's configuration (so links match
 * it), and keeps them in memory (docs/decisions/012). Every page carries the site configuration in
 * a meta tag for the app to read without a request. Without a server-rendering build, every path
 * gets the shell.
 */
export async function createPageRenderer(options: {
  webDistDir: string;
  siteConfig: SiteConfig;
  pageData: PageData;
  logger: Logger;
}): Promise<PageRenderer> {
  const { webDistDir, siteConfig, pageData, logger } = options;
  const template = await readFile(join(webDistDir, 'index.html'), 'utf8');
  const configMeta = `<meta name="${SITE_CONFIG_META_NAME}" content="${escapeHtml(JSON.stringify(siteConfig))}" />`;
  const shell = putIn(putIn(template, '<!--app-head-->', configMeta), '<!--app-html-->', '');
  const pages = new Map<string, RenderedPage>();
  let scriptSources: string[] = [];
  let dynamic: { entry: ServerEntry; manifest: ViteManifest; head: string } | null = null;

  let render: ((page: PageAhead, data: PageData) => Promise<string>) | null = null;

  const entryPath = join(webDistDir, '..', 'dist-server', 'entry-server.js');
  if (existsSync(entryPath)) {
    const started = performance.now();
    try {
      const entry = (await import(pathToFileURL(entryPath).href)) as ServerEntry;
      const manifest = await readManifest(webDistDir);
      const head = [`<script>${entry.headScript}</script>`, configMeta].join('\n    ');
      render = async (page, data) => {
        const markup = await entry.renderPage(addressOf(page), siteConfig, data);
        const document = withPageScripts(template, scriptTagsOf(manifest, page));
        return fill(document, entry.documentTitle(page.meta.title), page.meta.description, head, markup);
      };
      for (const page of entry.PRERENDERED_PAGES) {
        pages.set(addressOf(page), { page, html: await render(page, pageData) });
      }
      // Checked now rather than per request: without its script, /c/{handle} answers the shell.
      if (manifest[entry.MEDIA_KIT_SCRIPT]) dynamic = { entry, manifest, head };
      else logger.error(`The build has no script ${entry.MEDIA_KIT_SCRIPT} for /c/{handle}`);
      scriptSources = [`'sha256-${createHash('sha256').update(entry.headScript).digest('base64')}'`];
      logger.info(`Rendered ${pages.size} public pages in ${Math.round(performance.now() - started)} ms`);
    } catch (error) {
      pages.clear();
      render = null;
      dynamic = null;
      logger.error(
        { err: error },
        'The public pages could not be rendered ahead; every page starts from the app shell',
      );
    }
  }

  return {
    htmlFor: (url) => {
      const queryStart = url.indexOf('?');
      const path = normalise(queryStart === -1 ? url : url.slice(0, queryStart));
      if (queryStart === -1) return pages.get(path)?.html ?? shell;
      const query = url.slice(queryStart + 1);
      const exact = pages.get(`${path}?${query}`);
      if (exact) return exact.html;
      const page = pages.get(path);
      if (!page) return shell;
      if (!page.page.readsQuery) return page.html;
      const rest = withoutParams(query, page.page.browserParams ?? []);
      return pages.get(rest ? `${path}?${rest}` : path)?.html ?? shell;
    },
    scriptSources,
    async refresh(data) {
      if (!render) return;
      for (const [address, rendered] of pages) {
        if (!rendered.page.showsPageData) continue;
        try {
          pages.set(address, { page: rendered.page, html: await render(rendered.page, data) });
        } catch (error) {
          logger.error({ err: error, address }, 'A page could not be rendered again; it is served as it was');
        }
      }
    },
    async renderMediaKit(view, pageHead) {
      if (!dynamic) return null;
      const { entry, manifest, head } = dynamic;
      const markup = await entry.renderMediaKitPage(view, siteConfig);
      const document = withPageScripts(
        template,
        scriptTagsOf(manifest, { path: '/c/{handle}', script: entry.MEDIA_KIT_SCRIPT }),
      );
      const title = entry.documentTitle(pageHead.title);
      return fill(document, title, pageHead.description, `${head}\n    ${pageHead.tags}`, markup);
    },
  };
}

function addressOf(page: PageAhead): string {
  return `${page.path}${page.search ?? ''}`;
}

/** The query without the named parameters, in its original order and spelling otherwise. */
function withoutParams(query: string, names: string[]): string {
  if (names.length === 0) return query;
  const params = new URLSearchParams(query);
  for (const name of names) params.delete(name);
  return params.toString();
}

function normalise(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * The template with `value` in place of the first `marker`. Every value goes in through a function
 * (never as a replacement string): a string's `$1`, `$&`, `` $` `` or `$'` would be expanded, and
 * what people write (a creator's bio, a name, a package) would rewrite the page or multiply it.
 */
function putIn(html: string, marker: string | RegExp, value: string): string {
  return html.replace(marker, () => value);
}

/**
 * The page from its template (its scripts already in place, so nothing below is searched again
 * once what people wrote is in): title, description, head tags and markup, in that order.
 */
function fill(document: string, title: string, description: string, head: string, markup: string): string {
  const withTitle = putIn(document, /<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  const withDescription = withTitle.replace(
    /(<meta\s+name="description"\s+content=")[^"]*(")/,
    (_match, start: string, end: string) => `${start}${escapeHtml(description)}${end}`,
  );
  return putIn(putIn(withDescription, '<!--app-head-->', head), '<!--app-html-->', markup);
}

/** Replaces the app's script and preloads (Vite's template) with the page's own. */
function withPageScripts(html: string, scriptTags: string[]): string {
  return html
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('</head>', () => `  ${scriptTags.join('\n    ')}\n  </head>`);
}

async function readManifest(webDistDir: string): Promise<ViteManifest> {
  const path = join(webDistDir, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(await readFile(path, 'utf8')) as ViteManifest) : {};
}

/**
 * The page's script and what it imports, preloaded so that no import waits for the one before. A
 * rendered page paints from its HTML and CSS alone, so its scripts are fetched at low priority,
 * leaving the bandwidth to the first paint: a reading page's islands, and a form page's React and
 * form too (its controls stay disabled until they hydrate).
 */
function scriptTagsOf(manifest: ViteManifest, page: Pick<PageAhead, 'path' | 'script'>): string[] {
  const entry = manifest[page.script];
  if (!entry) throw new Error(`The build has no script ${page.script} for ${page.path}`);
  const imported = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || imported.has(chunk.file)) return;
    imported.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of entry.imports ?? []) visit(key);
  return [
    `<script type="module" crossorigin fetchpriority="low" src="/${entry.file}"></script>`,
    ...[...imported].map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}" />`),
  ];
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from './build-if-needed.ts';
import { DEMO_MEDIA_KIT_PATH } from './demo-media-kit.ts';
import type { LoggedInScreen } from './page-scripts-in-browser.ts';

/** Where `npm run build` leaves the web app and its manifest. */
export const WEB_DIST_DIR = join(REPO_ROOT, 'apps/web/dist');

/**
 * Gzipped JavaScript each public page may load before it is usable, in KB (issue 10,
 * docs/decisions/012): the reading pages only their islands, /join and /login React and their form.
 * A media kit (rendered per request, docs/decisions/030) as a reading page: the demo creator's,
 * which the measuring scripts publish first (publishDemoMediaKit).
 */
export const WEB_BUDGETS_KB: Record<string, number> = {
  '/': 25,
  '/about': 25,
  '/club': 25,
  '/joinclub': 25,
  '/faq': 25,
  '/terms': 25,
  '/privacy': 25,
  '/join': 90,
  '/login': 90,
  [DEMO_MEDIA_KIT_PATH]: 25,
};

/**
 * The logged-in screens a returning user opens first (issue 47): the scripts each may ask for
 * before it shows (its heading, past the app's skeleton: every one a request the screen waits on),
 * and the gzipped JavaScript those add up to, in KB. For now a ratchet a little above what they
 * ask for today (December 2026: /brands 110 scripts, 337 KB; /contentCreator 94, 345 KB), so no
 * change makes them wait on more; issue 47's goal is 15 scripts each.
 */
export const LOGGED_IN_SCREEN_BUDGETS: Record<
  string,
  { screen: LoggedInScreen; scriptsBeforeScreen: number; screenKb: number }
> = {
  '/brands': {
    screen: { path: '/brands', loginPath: '/api/brands/login', email: 'hartwell@equicreators.test', type: 'brand' },
    scriptsBeforeScreen: 115,
    screenKb: 350,
  },
  '/contentCreator': {
    screen: {
      path: '/contentCreator',
      loginPath: '/api/influencers/login',
      email: 'ava.sinclair@equicreators.test',
      type: 'contentCreator',
    },
    scriptsBeforeScreen: 100,
    screenKb: 355,
  },
};

export type ScriptFile = { name: string; gzipBytes: number };
export type PageJavaScript = { files: ScriptFile[]; gzipKb: number };

type ViteManifest = Record<string, { file: string; imports?: string[] }>;

/** The scripts a page's HTML names: its module scripts, its module preloads and its inline scripts. */
export function scriptsNamedBy(html: string): { files: string[]; inline: string[] } {
  const files = [
    ...[...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g)].map((match) => match[1] ?? ''),
    ...[...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g)].map(
      (match) => match[1] ?? '',
    ),
  ];
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
  return { files: [...new Set(files)], inline };
}

/**
 * The JavaScript a page loads before it is usable: the files its HTML names and every file those
 * import statically, after the build manifest (dynamic imports load later, on demand, and are left
 * out), plus its inline scripts, each gzipped on its own as a browser receives it.
 */
export function javaScriptOfPage(html: string, webDistDir: string): PageJavaScript {
  const manifest = JSON.parse(readFileSync(join(webDistDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const named = scriptsNamedBy(html);
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    if (!existsSync(join(webDistDir, file))) throw new Error(`The page names ${file}, which the build does not have`);
    loaded.add(file);
    const key = keyOfFile.get(file);
    for (const imported of key ? (manifest[key]?.imports ?? []) : []) {
      const importedFile = manifest[imported]?.file;
      if (importedFile) visit(importedFile);
    }
  };
  for (const url of named.files) visit(url.replace(/^\//, ''));

  const files: ScriptFile[] = [
    ...[...loaded].map((file) => ({ name: file, gzipBytes: gzipSync(readFileSync(join(webDistDir, file))).length })),
    ...named.inline.map((text, index) => ({ name: `inline script ${index + 1}`, gzipBytes: gzipSync(text).length })),
  ].sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { files, gzipKb: files.reduce((sum, file) => sum + file.gzipBytes, 0) / 1024 };
}

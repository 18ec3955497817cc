import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const FAKE_HEAD_SCRIPT = 'document.documentElement.setAttribute("data-visitor","unknown")';

/** A web build as Vite writes it: the app's template, its manifest, and a server-rendering entry. */
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>EquiCreators</title>
    <meta name="description" content="The app" />
    <!--app-head-->
    <script type="module" crossorigin src="/assets/app-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/app-1.css">
  </head>
  <body>
    <div id="root"><!--app-html--></div>
  </body>
</html>`;

const MANIFEST = {
  'index.html': { file: 'assets/app-1.js', imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  'src/islands.ts': { file: 'assets/islands-1.js', imports: ['_shared-1.js'] },
  'src/login.tsx': { file: 'assets/login-1.js', imports: ['_react-1.js', '_shared-1.js'] },
  'src/media-kit.ts': { file: 'assets/media-kit-1.js', imports: ['_shared-1.js'] },
};

const SERVER_ENTRY = `
export const PRERENDERED_PAGES = [
  { path: '/', meta: { title: null, description: 'Home' }, script: 'src/islands.ts', kind: 'reading' },
  { path: '/login', meta: { title: 'Login', description: 'Log in' }, script: 'src/login.tsx', kind: 'form', readsQuery: true, browserParams: ['next'] },
  { path: '/login', search: '?as=admin', meta: { title: 'Login', description: 'Log in' }, script: 'src/login.tsx', kind: 'form', readsQuery: true, browserParams: ['next'] },
];
export const headScript = ${JSON.stringify(FAKE_HEAD_SCRIPT)};
export async function renderPage(address) { return '<main>rendered for ' + address + '</main>'; }
export function documentTitle(title) { return title ? title + ' · EquiCreators' : 'EquiCreators'; }
export const MEDIA_KIT_SCRIPT = 'src/media-kit.ts';
// The view as JSON, escaped as React would: what the server handed the page to draw.
export async function renderMediaKitPage(view) {
  return '<main data-view="' + JSON.stringify(view).replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;') + '"></main>';
}
`;

/**
 * Writes that build in a new temporary folder and answers the folder: its `dist` is WEB_DIST_DIR.
 * The caller removes the folder.
 */
export async function writeFakeWebBuild(): Promise<string> {
  const buildDir = await mkdtemp(join(tmpdir(), 'equicreators-pages-'));
  const webDistDir = join(buildDir, 'dist');
  await mkdir(join(webDistDir, '.vite'), { recursive: true });
  await mkdir(join(buildDir, 'dist-server'));
  // As in apps/web, whose package.json makes the built entry an ES module.
  await writeFile(join(buildDir, 'package.json'), JSON.stringify({ type: 'module' }));
  await writeFile(join(webDistDir, 'index.html'), TEMPLATE);
  await writeFile(join(webDistDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await writeFile(join(buildDir, 'dist-server', 'entry-server.js'), SERVER_ENTRY);
  return buildDir;
}

import { chromium, type Browser, type Response } from '@playwright/test';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { scriptsNamedBy, type PageJavaScript, type ScriptFile } from './web-budgets.ts';

/** Debian's Chromium, or CHROME_PATH (Playwright's own browser download cannot work here). */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/**
 * How long the page must fetch nothing, once the browser has been idle after `load`, before it counts
 * as settled: what it loads by itself then (the web-vitals reporter, decision 011) has started by then.
 */
const QUIET_MS = 2_000;
/** The most a page may take to settle: requestIdleCallback's own timeout (10 s) and some margin. */
const SETTLE_LIMIT_MS = 20_000;

type BrowserIdle = { requestIdleCallback: (callback: () => void, options: { timeout: number }) => void };

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROME_PATH)) {
    throw new Error(`Chromium was not found at ${CHROME_PATH}: apt-get install -y chromium, or set CHROME_PATH.`);
  }
  return chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
}

function isScript(response: Response): boolean {
  const type = response.request().resourceType();
  return response.ok() && (type === 'script' || (response.headers()['content-type'] ?? '').includes('javascript'));
}

/**
 * Every script a page loads by itself, as a browser fetches it (docs/decisions/006 and 012): a guest
 * opens the page in a fresh context, and what is counted is each JavaScript response until the page
 * has been quiet for {@link QUIET_MS} after `load` (its scripts, their preloads and static imports,
 * and whatever they import later without being asked, such as the web-vitals reporter), plus the
 * page's inline scripts. What loads only on a visitor's action (a focus, a click, a wizard) is not
 * counted. Each body is gzipped here, as the earlier figures were, so the count does not depend on the
 * server's compression. Reading the manifest instead would need to know which dynamic imports run
 * unasked; the browser knows.
 */
export async function javaScriptFetchedBy(browser: Browser, url: string): Promise<PageJavaScript> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const bodies = new Map<string, Promise<Buffer>>();
    let lastRequestAt = Date.now();
    page.on('request', () => (lastRequestAt = Date.now()));
    page.on('response', (response) => {
      lastRequestAt = Date.now();
      if (isScript(response) && !bodies.has(response.url())) bodies.set(response.url(), response.body());
    });
    const document = await page.goto(url, { waitUntil: 'load' });
    if (!document?.ok()) throw new Error(`${url} answered ${document?.status() ?? 'nothing'}`);
    const html = await document.text();
    // Idle callbacks run in the order they were asked for: once this one has run, so has what the
    // page put off until the browser was idle after `load` (the reporter's import), however busy the
    // machine; the quiet period then lets what it fetches arrive.
    await page.evaluate(() => {
      // Runs in the page; the scripts' own types have no DOM.
      const browser = globalThis as unknown as BrowserIdle;
      return new Promise<void>((resolve) => browser.requestIdleCallback(() => resolve(), { timeout: 10_000 }));
    });
    const startedAt = Date.now();
    while (Date.now() - lastRequestAt < QUIET_MS) {
      if (Date.now() - startedAt > SETTLE_LIMIT_MS) throw new Error(`${url} kept fetching for 20 s after load`);
      await page.waitForTimeout(250);
    }
    const files: ScriptFile[] = [];
    for (const [scriptUrl, body] of bodies) {
      files.push({ name: new URL(scriptUrl).pathname.replace(/^\//, ''), gzipBytes: gzipSync(await body).length });
    }
    scriptsNamedBy(html).inline.forEach((text, index) =>
      files.push({ name: `inline script ${index + 1}`, gzipBytes: gzipSync(text).length }),
    );
    files.sort((a, b) => b.gzipBytes - a.gzipBytes);
    return { files, gzipKb: files.reduce((sum, file) => sum + file.gzipBytes, 0) / 1024 };
  } finally {
    await context.close();
  }
}

/** A logged-in screen to measure, and the demo login that opens it. */
export type LoggedInScreen = { path: string; loginPath: string; email: string; type: 'brand' | 'contentCreator' };

/**
 * The scripts a logged-in screen asks for before its first paint, before its own heading shows
 * (the first paint may be the app's skeleton; the heading is the screen itself), and in all.
 */
export type ScreenScripts = {
  beforeFirstPaint: string[];
  beforeHeading: string[];
  all: string[];
  firstPaintMs: number;
  headingMs: number;
};

type ResourceTiming = { name: string; startTime: number };

/** The demo account's session token for `screen`, from the API's login (nothing of the login page runs). */
export async function logInThroughApi(baseUrl: string, screen: LoggedInScreen, password: string): Promise<string> {
  const login = await fetch(`${baseUrl}${screen.loginPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: screen.email, password }),
  });
  if (!login.ok) throw new Error(`The login for ${screen.path} answered ${login.status}`);
  return ((await login.json()) as { token: string }).token;
}

/**
 * Opens a logged-in screen as a returning visitor does (the session already in local storage, an
 * empty cache) and lists the scripts it requested before its first contentful paint, from the
 * browser's own resource timings: the app's entry, every chunk its routes import and what those
 * import in turn, each request a round trip before anything shows. The demo login is made through
 * the API first, so nothing of the login page is counted.
 */
export async function scriptsOfLoggedInScreen(
  browser: Browser,
  baseUrl: string,
  screen: LoggedInScreen,
  password: string,
): Promise<ScreenScripts> {
  const token = await logInThroughApi(baseUrl, screen, password);
  const context = await browser.newContext();
  try {
    await context.addInitScript(
      ({ token: stored, type }) => {
        // Runs in the page before its scripts: the keys the app reads its session from (STORAGE_KEYS).
        const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } })
          .localStorage;
        storage.setItem('token', stored);
        storage.setItem('type', type);
        // When the screen's own heading (in the app layout's main) first shows.
        const page = globalThis as unknown as {
          document: { querySelector(selector: string): unknown };
          performance: { now(): number };
          MutationObserver: new (callback: () => void) => {
            observe(target: unknown, options: { childList: boolean; subtree: boolean }): void;
            disconnect(): void;
          };
          headingShownAt?: number;
        };
        const observer = new page.MutationObserver(() => {
          if (page.headingShownAt === undefined && page.document.querySelector('#main h1')) {
            page.headingShownAt = page.performance.now();
            observer.disconnect();
          }
        });
        // The document itself: its root element may not exist yet when this runs.
        observer.observe(page.document, { childList: true, subtree: true });
      },
      { token, type: screen.type },
    );
    const page = await context.newPage();
    let lastRequestAt = Date.now();
    page.on('request', () => (lastRequestAt = Date.now()));
    await page.goto(`${baseUrl}${screen.path}`, { waitUntil: 'load' });
    const firstPaintMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          // Runs in the page; the scripts' own types have no DOM.
          const timing = globalThis as unknown as {
            PerformanceObserver: new (callback: (list: { getEntries(): ResourceTiming[] }) => void) => {
              observe(options: { type: string; buffered: boolean }): void;
            };
          };
          new timing.PerformanceObserver((list) => {
            const paint = list.getEntries().find((entry) => entry.name === 'first-contentful-paint');
            if (paint) resolve(paint.startTime);
          }).observe({ type: 'paint', buffered: true });
        }),
    );
    const startedAt = Date.now();
    while (Date.now() - lastRequestAt < QUIET_MS) {
      if (Date.now() - startedAt > SETTLE_LIMIT_MS) throw new Error(`${screen.path} kept fetching for 20 s`);
      await page.waitForTimeout(250);
    }
    const { timings, headingMs } = await page.evaluate(() => {
      const shown = globalThis as unknown as {
        performance: { getEntriesByType(type: string): ResourceTiming[] };
        headingShownAt?: number;
      };
      return {
        timings: shown.performance.getEntriesByType('resource').map(({ name, startTime }) => ({ name, startTime })),
        headingMs: shown.headingShownAt ?? Number.NaN,
      };
    });
    if (!Number.isFinite(headingMs)) throw new Error(`${screen.path} never showed a heading in #main`);
    const scripts = timings.filter((timing) => new URL(timing.name).pathname.endsWith('.js'));
    const nameOf = (timing: ResourceTiming) => new URL(timing.name).pathname.replace(/^\//, '');
    return {
      beforeFirstPaint: scripts.filter((timing) => timing.startTime < firstPaintMs).map(nameOf),
      beforeHeading: scripts.filter((timing) => timing.startTime < headingMs).map(nameOf),
      all: scripts.map(nameOf),
      firstPaintMs,
      headingMs,
    };
  } finally {
    await context.close();
  }
}

import { pagePatternOf } from '@equicreators/shared';
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { createVitalsBatch, sendVitalsReport, type BeaconTransport } from './vitals-batch';

export type VitalsEnvironment = BeaconTransport & {
  document: Pick<Document, 'visibilityState' | 'addEventListener'>;
  window: Pick<Window, 'addEventListener'>;
};

function browserEnvironment(): VitalsEnvironment {
  // Called through the object they belong to: a detached `sendBeacon` or `fetch` throws "Illegal invocation".
  return { document, window, navigator, fetch: (url, init) => window.fetch(url, init) };
}

/**
 * Observes the web vitals of this page view and reports them, named by the route pattern of the
 * page the visit landed on (LCP, FCP and TTFB belong to that load; the app's own navigations
 * start no new one). Loaded lazily by `load-vitals-reporter.ts`, never in a page's first script.
 */
export function startVitalsReporter(landingPath: string, environment: VitalsEnvironment = browserEnvironment()): void {
  const batch = createVitalsBatch(pagePatternOf(landingPath), (body) => sendVitalsReport(body, environment));
  for (const observe of [onLCP, onINP, onCLS, onFCP, onTTFB]) observe(batch.add);
  // The library finishes CLS, INP and LCP in its own `visibilitychange` listener, registered above
  // in the capture phase on window, so they are in the batch by the time this one sends it.
  environment.document.addEventListener('visibilitychange', () => {
    if (environment.document.visibilityState === 'hidden') batch.flush();
  });
  // NOTE: Safari does not always fire `visibilitychange` when a page is unloaded; `pagehide` it does.
  // https://github.com/GoogleChrome/web-vitals#batch-multiple-reports-together
  environment.window.addEventListener('pagehide', () => batch.flush());
}

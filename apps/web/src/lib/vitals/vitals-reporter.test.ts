import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ObservedMetric } from './vitals-batch';

type Report = (metric: ObservedMetric) => void;
const observers = vi.hoisted(() => new Map<string, (metric: ObservedMetric) => void>());

// The library needs a real browser; here each `onX` only keeps the callback, to play its reports.
vi.mock('web-vitals', () => {
  const observerOf = (name: string) => (report: Report) => void observers.set(name, report);
  return {
    onLCP: observerOf('LCP'),
    onINP: observerOf('INP'),
    onCLS: observerOf('CLS'),
    onFCP: observerOf('FCP'),
    onTTFB: observerOf('TTFB'),
  };
});

const { startVitalsReporter } = await import('./vitals-reporter');

/** A document and window as far as the reporter uses them, with a beacon that records what it sends. */
function fakeBrowser(options: { hasBeacon?: boolean } = {}) {
  const visibility: { visibilityState: DocumentVisibilityState } = { visibilityState: 'visible' };
  const document = Object.assign(new EventTarget(), visibility);
  const window = new EventTarget();
  const beacons: unknown[] = [];
  const fetched: unknown[] = [];
  const navigator =
    options.hasBeacon === false
      ? {}
      : {
          sendBeacon: (url: string, body: string) => {
            beacons.push({ url, body: JSON.parse(body) });
            return true;
          },
        };
  const fetch = (url: string, init: RequestInit) => {
    fetched.push({ url, body: JSON.parse(init.body as string), keepalive: init.keepalive });
    return Promise.resolve();
  };
  const hide = () => {
    document.visibilityState = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
  };
  return { environment: { document, window, navigator, fetch }, beacons, fetched, hide, window };
}

const report = (name: string, value: number, id = `v5-${name}`) =>
  observers.get(name)?.({ id, name: name as ObservedMetric['name'], value, rating: 'good' });

describe('startVitalsReporter', () => {
  afterEach(() => observers.clear());

  it('observes LCP, INP, CLS, FCP and TTFB', () => {
    startVitalsReporter('/', fakeBrowser().environment);
    expect([...observers.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
  });

  it('sends the page view’s metrics in one beacon when the page is hidden, under the route pattern', () => {
    const browser = fakeBrowser();
    startVitalsReporter('/orders/0b6c2f4e-8d0a-4c55-9c7e-2f1b8f7a9e11', browser.environment);
    report('TTFB', 120);
    report('FCP', 900);
    report('LCP', 1800);
    expect(browser.beacons).toEqual([]);
    browser.hide();
    expect(browser.beacons).toEqual([
      {
        url: '/api/vitals',
        body: [
          { name: 'TTFB', value: 120, rating: 'good', page: '/orders/:id' },
          { name: 'FCP', value: 900, rating: 'good', page: '/orders/:id' },
          { name: 'LCP', value: 1800, rating: 'good', page: '/orders/:id' },
        ],
      },
    ]);
  });

  it('sends on pagehide too, and never the same metric twice', () => {
    const browser = fakeBrowser();
    startVitalsReporter('/faq', browser.environment);
    report('CLS', 0.02);
    browser.window.dispatchEvent(new Event('pagehide'));
    browser.hide();
    expect(browser.beacons).toEqual([
      { url: '/api/vitals', body: [{ name: 'CLS', value: 0.02, rating: 'good', page: '/faq' }] },
    ]);
  });

  it('reports an address the route table does not know as other', () => {
    const browser = fakeBrowser();
    startVitalsReporter('/someone@example.com', browser.environment);
    report('LCP', 1000);
    browser.hide();
    expect(browser.beacons).toEqual([
      { url: '/api/vitals', body: [{ name: 'LCP', value: 1000, rating: 'good', page: 'other' }] },
    ]);
  });

  it('falls back to a keepalive fetch in a browser without sendBeacon', () => {
    const browser = fakeBrowser({ hasBeacon: false });
    startVitalsReporter('/login', browser.environment);
    report('INP', 64);
    browser.hide();
    expect(browser.fetched).toEqual([
      {
        url: '/api/vitals',
        body: [{ name: 'INP', value: 64, rating: 'good', page: '/login' }],
        keepalive: true,
      },
    ]);
  });
});

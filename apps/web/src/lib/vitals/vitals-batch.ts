import { WEB_VITALS_LIMITS, type PagePattern, type WebVital } from '@equicreators/shared';

export const VITALS_URL = '/api/vitals';

/** What the reporter reads of a web-vitals metric; the library hands over the same object again as it changes. */
export type ObservedMetric = {
  id: string;
  name: WebVital['name'];
  value: number;
  rating: WebVital['rating'];
  navigationType?: string;
};

export type VitalsBatch = {
  /** Queues a metric; a later report of the same metric replaces it until the batch is sent. */
  add: (metric: ObservedMetric) => void;
  /** Sends what is queued, in reports of at most WEB_VITALS_LIMITS.maxMetricsPerReport metrics. */
  flush: () => void;
};

/**
 * The metrics of one page view, sent together when the page is hidden. Each metric (by its id)
 * leaves once: CLS and INP may be reported again after the visitor comes back to the tab, and
 * counting that page view twice would skew the percentiles more than the later, larger value
 * would correct them (docs/decisions/011). A page restored from the back/forward cache gets new ids.
 */
export function createVitalsBatch(page: PagePattern, send: (body: string) => void): VitalsBatch {
  const queued = new Map<string, ObservedMetric>();
  const sent = new Set<string>();
  return {
    add: (metric) => {
      if (!sent.has(metric.id)) queued.set(metric.id, metric);
    },
    flush: () => {
      // Read at the last moment: the library updates the metric objects it has already handed over.
      const report: WebVital[] = [...queued.values()]
        .filter(
          (metric) => Number.isFinite(metric.value) && metric.value >= 0 && metric.value <= WEB_VITALS_LIMITS.maxValue,
        )
        .map((metric) => ({
          name: metric.name,
          value: metric.value,
          rating: metric.rating,
          page,
          ...(metric.navigationType ? { navigationType: metric.navigationType } : {}),
        }));
      for (const id of queued.keys()) sent.add(id);
      queued.clear();
      for (let start = 0; start < report.length; start += WEB_VITALS_LIMITS.maxMetricsPerReport) {
        send(JSON.stringify(report.slice(start, start + WEB_VITALS_LIMITS.maxMetricsPerReport)));
      }
    },
  };
}

export type BeaconTransport = {
  navigator: { sendBeacon?: (url: string, data: string) => boolean };
  fetch: (url: string, init: RequestInit) => Promise<unknown>;
};

/**
 * Sends one report. `sendBeacon` is made for this: the browser delivers it even as the page goes
 * away, and it returns false when it will not (a queue over its limit). Where it is missing or
 * refuses, a `keepalive` fetch outlives the page the same way. A string body goes as text/plain,
 * which the API reads as JSON. Nothing is retried or shown: a lost report costs one sample.
 */
export function sendVitalsReport(body: string, transport: BeaconTransport): void {
  if (typeof transport.navigator.sendBeacon === 'function' && transport.navigator.sendBeacon(VITALS_URL, body)) return;
  transport.fetch(VITALS_URL, { method: 'POST', body, keepalive: true }).catch(() => undefined);
}

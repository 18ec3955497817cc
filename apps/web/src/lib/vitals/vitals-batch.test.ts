import { describe, expect, it, vi } from 'vitest';
import { createVitalsBatch, sendVitalsReport, VITALS_URL, type ObservedMetric } from './vitals-batch';

const metric = (overrides: Partial<ObservedMetric> & Pick<ObservedMetric, 'name'>): ObservedMetric => ({
  id: `v5-${overrides.name}-1`,
  value: 100,
  rating: 'good',
  ...overrides,
});

function batchOnPage(page: Parameters<typeof createVitalsBatch>[0] = '/orders/:id') {
  const bodies: string[] = [];
  const batch = createVitalsBatch(page, (body) => bodies.push(body));
  return { batch, reports: () => bodies.map((body) => JSON.parse(body) as unknown[]) };
}

describe('createVitalsBatch', () => {
  it('sends the metrics of a page view in one report, with the route pattern and nothing else', () => {
    const { batch, reports } = batchOnPage();
    const lcp = { ...metric({ name: 'LCP', value: 1834.5, navigationType: 'navigate' }), entries: [{}], delta: 3 };
    batch.add(lcp);
    batch.add(metric({ name: 'CLS', value: 0.04 }));
    batch.flush();
    expect(reports()).toEqual([
      [
        { name: 'LCP', value: 1834.5, rating: 'good', page: '/orders/:id', navigationType: 'navigate' },
        { name: 'CLS', value: 0.04, rating: 'good', page: '/orders/:id' },
      ],
    ]);
  });

  it('sends the value a metric has when the page is hidden, as the library updates it in place', () => {
    const { batch, reports } = batchOnPage();
    const cls = metric({ name: 'CLS', value: 0.01 });
    batch.add(cls);
    cls.value = 0.2;
    cls.rating = 'needs-improvement';
    batch.add(cls);
    batch.flush();
    expect(reports()).toEqual([[{ name: 'CLS', value: 0.2, rating: 'needs-improvement', page: '/orders/:id' }]]);
  });

  it('sends nothing when nothing is queued, and each metric only once', () => {
    const { batch, reports } = batchOnPage();
    batch.flush();
    expect(reports()).toEqual([]);
    const inp = metric({ name: 'INP', value: 80 });
    batch.add(inp);
    batch.flush();
    // Back in the tab, a slower interaction reports INP again: the page view was counted already.
    batch.add({ ...inp, value: 400 });
    batch.flush();
    expect(reports()).toHaveLength(1);
    // A page restored from the back/forward cache is a new page view with new ids.
    batch.add(metric({ name: 'LCP', id: 'v5-LCP-2', navigationType: 'back-forward-cache' }));
    batch.flush();
    expect(reports()[1]).toEqual([
      { name: 'LCP', value: 100, rating: 'good', page: '/orders/:id', navigationType: 'back-forward-cache' },
    ]);
  });

  it('leaves out values the server would refuse, and splits a report beyond ten metrics', () => {
    const { batch, reports } = batchOnPage('/');
    batch.add(metric({ name: 'TTFB', id: 'ttfb-too-long', value: 700_000 }));
    batch.add(metric({ name: 'TTFB', id: 'ttfb-infinite', value: Number.POSITIVE_INFINITY }));
    for (let at = 0; at < 12; at += 1) batch.add(metric({ name: 'FCP', id: `fcp-${at}` }));
    batch.flush();
    expect(reports().map((report) => report.length)).toEqual([10, 2]);
  });
});

describe('sendVitalsReport', () => {
  it('uses navigator.sendBeacon when the browser takes the report', () => {
    const sendBeacon = vi.fn(() => true);
    const fetch = vi.fn(() => Promise.resolve());
    sendVitalsReport('[1]', { navigator: { sendBeacon }, fetch });
    expect(sendBeacon).toHaveBeenCalledWith(VITALS_URL, '[1]');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch when sendBeacon refuses or is missing', () => {
    const fetch = vi.fn(() => Promise.resolve());
    sendVitalsReport('[1]', { navigator: { sendBeacon: () => false }, fetch });
    sendVitalsReport('[2]', { navigator: {}, fetch });
    expect(fetch.mock.calls).toEqual([
      [VITALS_URL, { method: 'POST', body: '[1]', keepalive: true }],
      [VITALS_URL, { method: 'POST', body: '[2]', keepalive: true }],
    ]);
  });

  it('swallows a failed fallback: a lost report is one sample, never an error for the visitor', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('offline')));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      sendVitalsReport('[1]', { navigator: {}, fetch });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

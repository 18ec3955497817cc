import type { Page } from '@playwright/test';
import { apiLoginOnce, bearer } from './support/campaign-api';
import { DEMO, expect, storeLogin, test } from './support/fixtures';

const METRIC_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];
const RATINGS = ['good', 'needs-improvement', 'poor'];

type SentVital = { name: string; value: number; rating: string; page: string; navigationType?: string };
type SentReport = { body: string; contentType: string; resourceType: string; vitals: SentVital[] };

/** Every report the page sends to /api/vitals, as the browser sends it. */
function recordVitalsReports(page: Page): SentReport[] {
  const reports: SentReport[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/api/vitals') return;
    const body = request.postData() ?? '';
    reports.push({
      body,
      contentType: request.headers()['content-type'] ?? '',
      resourceType: request.resourceType(),
      vitals: JSON.parse(body) as SentVital[],
    });
  });
  return reports;
}

/**
 * Leaves the tab as a visitor does when switching to another one: a key press first (a real input,
 * after which LCP can no longer change), then the page turns hidden. Headless Chromium never hides
 * a page by itself, so the state is overridden for the event and restored after it.
 */
async function switchAway(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    Reflect.deleteProperty(document, 'visibilityState');
  });
}

/**
 * The reporter loads once the browser is idle after the page has loaded, so the page is hidden
 * again until its report has gone and holds the metrics every page view has.
 */
async function hideUntilReported(page: Page, reports: SentReport[]): Promise<SentVital[]> {
  const sentNames = () => [...new Set(reports.flatMap((report) => report.vitals.map((vital) => vital.name)))];
  await expect
    .poll(
      async () => {
        await switchAway(page);
        return sentNames();
      },
      { message: 'the web vitals beacon', intervals: [250, 500, 1000] },
    )
    .toEqual(expect.arrayContaining(['LCP', 'CLS', 'FCP', 'TTFB']));
  return reports.flatMap((report) => report.vitals);
}

function expectWellFormed(reports: SentReport[], vitals: SentVital[], page: string): void {
  for (const report of reports) {
    // Chromium calls a navigator.sendBeacon request a ping; a string body goes as text/plain.
    expect(report.resourceType).toBe('ping');
    expect(report.contentType).toMatch(/^text\/plain/);
  }
  for (const vital of vitals) {
    expect(vital.page).toBe(page);
    expect(METRIC_NAMES).toContain(vital.name);
    expect(RATINGS).toContain(vital.rating);
    expect(vital.value).toBeGreaterThanOrEqual(0);
  }
  // Each metric of the page view leaves once.
  expect(new Set(vitals.map((vital) => vital.name)).size).toBe(vitals.length);
}

test('a visit to the home page reports its web vitals with a beacon when the tab is hidden', async ({ page }) => {
  const reports = recordVitalsReports(page);
  const accepted = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/vitals');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'EquiCreators' })).toBeVisible();

  const vitals = await hideUntilReported(page, reports);
  expectWellFormed(reports, vitals, '/');
  expect((await accepted).status()).toBe(204);
});

test('a logged-in page reports its route pattern, never its id or query string', async ({ page, request }) => {
  const creator = await apiLoginOnce(request, 'contentCreator', DEMO.creator);
  const feed = await request.get('/api/campaign?pageSize=50', { headers: bearer(creator) });
  const campaigns = (
    (await feed.json()) as { items: { _id: string; campaignTitle: string; myStatus: string | null }[] }
  ).items;
  const hired = campaigns.find((campaign) => campaign.myStatus === 'Hired');
  if (!hired) throw new Error('The demo data should have a campaign the demo creator is hired on');
  await storeLogin(page, { token: creator.token, type: 'contentCreator', firstName: 'Ava' });
  const reports = recordVitalsReports(page);
  const accepted = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/vitals');

  await page.goto(`/orders/${hired._id}?from=${encodeURIComponent(DEMO.creator)}`);
  await expect(page.getByRole('heading', { level: 1, name: hired.campaignTitle })).toBeVisible();

  const vitals = await hideUntilReported(page, reports);
  expectWellFormed(reports, vitals, '/orders/:id');
  for (const report of reports) {
    expect(report.body).not.toContain(hired._id);
    expect(report.body).not.toContain('from=');
    expect(report.body).not.toContain('@');
  }
  expect((await accepted).status()).toBe(204);
});

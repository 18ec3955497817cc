/**
 * Loads the web-vitals reporter once the page has loaded and the browser is idle, so it never
 * competes with what the visitor came for; the library reads the entries the browser has kept
 * (`buffered` observers), so loading it late loses nothing measured before. A visit that ends
 * before then reports nothing, which is the price of keeping it out of every page's first script.
 */
export function loadVitalsReporterWhenIdle(landingPath: string): void {
  const load = () => {
    import('./vitals-reporter').then(
      ({ startVitalsReporter }) => startVitalsReporter(landingPath),
      // A failed download (offline, a release replaced the file) costs one visit's figures, nothing more.
      () => undefined,
    );
  };
  // Safari has no requestIdleCallback before 18; a timeout after load serves the same end there.
  const whenIdle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(load, { timeout: 10_000 })
      : window.setTimeout(load, 1_000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

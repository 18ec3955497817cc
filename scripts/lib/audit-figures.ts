/** The figures `npm run audit:web` gathers, its targets, and its report (issue 10, docs/decisions/012). */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export const PRESETS = ['mobile', 'desktop'] as const;

export type Category = (typeof CATEGORIES)[number];
export type Preset = (typeof PRESETS)[number];

/** One Lighthouse run of one page with one preset. */
export type RunFigures = {
  scores: Record<Category, number>;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
  /** Gzipped JavaScript Lighthouse saw loaded during the run, what loads when idle included. */
  seenJavaScriptKb: number;
};

export type PageFigures = {
  path: string;
  /** A logged-in screen (issue 47), judged by LOGGED_IN_TARGETS. */
  loggedIn?: boolean;
  runs: Record<Preset, RunFigures[]>;
  /** Gzipped JavaScript the page loads before it is usable (scripts/lib/web-budgets.ts). */
  firstLoadJavaScriptKb: number;
  budgetKb: number;
  axeViolations: string[];
};

export const TARGETS = {
  /** No run of a page may score below this for performance, and the median not below the next. */
  worstPerformance: 90,
  medianPerformance: 95,
  /** Accessibility, best practices and SEO stay at 100 in every run. */
  otherCategories: 100,
  medianTotalBlockingTimeMs: 150,
};

/**
 * A logged-in screen (the app, not a page the server renders): issue 47's goal, a median mobile and
 * desktop performance score of at least 90. Its other scores are reported, not judged: the app's
 * screens are not for search engines.
 */
export const LOGGED_IN_TARGETS = { medianPerformance: 90 };

export type Spread = { min: number; median: number; max: number };

/** The lowest, median and highest of some figures (the lower middle one for an even count). */
export function spreadOf(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    min: sorted[0] ?? Number.NaN,
    median: sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN,
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

/** What each page missed, in words; empty when every target is met. */
export function missedTargets(pages: PageFigures[]): string[] {
  const missed: string[] = [];
  for (const page of pages) {
    if (page.loggedIn) {
      missed.push(...missedByLoggedInScreen(page));
      continue;
    }
    for (const preset of PRESETS) {
      const runs = page.runs[preset];
      const performance = spreadOf(runs.map((run) => run.scores.performance));
      if (performance.min < TARGETS.worstPerformance) {
        missed.push(`${page.path} ${preset}: worst performance run ${performance.min} (< ${TARGETS.worstPerformance})`);
      }
      if (performance.median < TARGETS.medianPerformance) {
        missed.push(
          `${page.path} ${preset}: median performance ${performance.median} (< ${TARGETS.medianPerformance})`,
        );
      }
      for (const category of CATEGORIES.slice(1)) {
        const worst = spreadOf(runs.map((run) => run.scores[category])).min;
        if (worst < TARGETS.otherCategories) missed.push(`${page.path} ${preset}: ${category} ${worst}`);
      }
      const blocking = spreadOf(runs.map((run) => run.totalBlockingTimeMs)).median;
      if (blocking >= TARGETS.medianTotalBlockingTimeMs) {
        missed.push(
          `${page.path} ${preset}: median TBT ${Math.round(blocking)} ms (>= ${TARGETS.medianTotalBlockingTimeMs})`,
        );
      }
    }
    if (page.firstLoadJavaScriptKb > page.budgetKb) {
      missed.push(
        `${page.path}: ${page.firstLoadJavaScriptKb.toFixed(1)} KB of JavaScript (budget ${page.budgetKb} KB)`,
      );
    }
    if (page.axeViolations.length > 0) missed.push(`${page.path} axe: ${page.axeViolations.join(', ')}`);
  }
  return missed;
}

function missedByLoggedInScreen(page: PageFigures): string[] {
  const missed: string[] = [];
  for (const preset of PRESETS) {
    const median = spreadOf(page.runs[preset].map((run) => run.scores.performance)).median;
    if (median < LOGGED_IN_TARGETS.medianPerformance) {
      missed.push(`${page.path} ${preset}: median performance ${median} (< ${LOGGED_IN_TARGETS.medianPerformance})`);
    }
  }
  if (page.firstLoadJavaScriptKb > page.budgetKb) {
    missed.push(`${page.path}: ${page.firstLoadJavaScriptKb.toFixed(1)} KB of JavaScript (budget ${page.budgetKb} KB)`);
  }
  if (page.axeViolations.length > 0) missed.push(`${page.path} axe: ${page.axeViolations.join(', ')}`);
  return missed;
}

const SHORT_NAMES: Record<Category, string> = {
  performance: 'P',
  accessibility: 'A',
  'best-practices': 'BP',
  seo: 'SEO',
};

/** The report: per page and preset, min/median/max of each score, median TBT and LCP, JavaScript, axe. */
export function reportLines(pages: PageFigures[]): string[] {
  const lines = [
    `Scores are min/median/max over the runs; TBT and LCP are medians. JS: before the page is usable ` +
      `(its budget), and as seen by Lighthouse during the run, what loads when idle included.`,
    '',
  ];
  for (const page of pages) {
    for (const preset of PRESETS) {
      const runs = page.runs[preset];
      const scores = CATEGORIES.map((category) => {
        const spread = spreadOf(runs.map((run) => run.scores[category]));
        return `${SHORT_NAMES[category]} ${spread.min}/${spread.median}/${spread.max}`;
      });
      const blocking = spreadOf(runs.map((run) => run.totalBlockingTimeMs)).median;
      const paint = spreadOf(runs.map((run) => run.largestContentfulPaintMs)).median;
      const seen = spreadOf(runs.map((run) => run.seenJavaScriptKb)).median;
      const javaScript =
        preset === 'mobile'
          ? `JS ${page.firstLoadJavaScriptKb.toFixed(1)}/${page.budgetKb} KB (seen ${seen.toFixed(1)})`
          : `JS seen ${seen.toFixed(1)} KB`;
      lines.push(
        [
          (preset === 'mobile' ? page.path : '').padEnd(10),
          preset.padEnd(8),
          ...scores.map((cell, index) => cell.padEnd(index === 0 ? 15 : 17)),
          `TBT ${Math.round(blocking)} ms`.padEnd(12),
          `LCP ${(paint / 1000).toFixed(2)} s`.padEnd(11),
          javaScript,
        ].join(' '),
      );
    }
    lines.push(`${''.padEnd(10)} axe serious or critical: ${page.axeViolations.join(', ') || 'none'}`);
  }
  return lines;
}

import { describe, expect, it } from 'vitest';
import { missedTargets, type PageFigures, type RunFigures } from './audit-figures.ts';

function runsScoring(performance: number[], others = 100): RunFigures[] {
  return performance.map((score) => ({
    scores: { performance: score, accessibility: others, 'best-practices': others, seo: others },
    totalBlockingTimeMs: 50,
    largestContentfulPaintMs: 1_500,
    seenJavaScriptKb: 100,
  }));
}

const page = (figures: Partial<PageFigures> & { performance: number[]; others?: number }): PageFigures => ({
  path: '/brands',
  runs: {
    mobile: runsScoring(figures.performance, figures.others),
    desktop: runsScoring([99, 99, 99], figures.others),
  },
  firstLoadJavaScriptKb: 100,
  budgetKb: 350,
  axeViolations: [],
  ...figures,
});

describe('the audit’s targets', () => {
  it('holds a logged-in screen to a median performance of 90, not to the public pages’ worst run or other scores', () => {
    expect(missedTargets([page({ loggedIn: true, performance: [80, 90, 97], others: 92 })])).toEqual([]);
    expect(missedTargets([page({ loggedIn: true, performance: [80, 89, 97] })])).toEqual([
      '/brands mobile: median performance 89 (< 90)',
    ]);
  });

  it('still holds a public page to its worst run, its median and its other scores', () => {
    expect(missedTargets([page({ path: '/about', performance: [80, 96, 97], others: 92 })])).toEqual(
      expect.arrayContaining([
        '/about mobile: worst performance run 80 (< 90)',
        '/about mobile: accessibility 92',
        '/about desktop: seo 92',
      ]),
    );
  });

  it('reports a logged-in screen’s axe violations and its script budget', () => {
    const heavy = page({ loggedIn: true, performance: [95, 95, 95], firstLoadJavaScriptKb: 400 });
    expect(missedTargets([{ ...heavy, axeViolations: ['color-contrast (2)'] }])).toEqual([
      '/brands: 400.0 KB of JavaScript (budget 350 KB)',
      '/brands axe: color-contrast (2)',
    ]);
  });
});

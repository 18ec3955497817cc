import { describe, expect, it } from 'vitest';
import { goalVerdict, listGoal, pairRounds, ratioSpread, shareBeside, P99_RATIO_LIMIT } from './bench-verdict.ts';

const goal = (rounds: { target: number; baseline: number }[], share?: number) =>
  goalVerdict({
    label: 'Feed goal',
    rounds,
    ...(share === undefined ? {} : { share: { percent: share, atLeast: 40 } }),
    limit: P99_RATIO_LIMIT,
    baselineName: 'health',
  });

describe('bench verdicts judged against a baseline measured beside the target', () => {
  it('pairs each round of a target with the same round of its baseline', () => {
    expect(pairRounds([45, 52, 48], [19, 25, 22])).toEqual([
      { target: 45, baseline: 19 },
      { target: 52, baseline: 25 },
      { target: 48, baseline: 22 },
    ]);
  });

  it('gives min, the median round and max of the ratios', () => {
    const spread = ratioSpread([
      { target: 30, baseline: 10 },
      { target: 20, baseline: 20 },
      { target: 36, baseline: 18 },
    ]);
    expect(spread?.min).toBe(1);
    expect(spread?.median).toEqual({ target: 36, baseline: 18, ratio: 2 });
    expect(spread?.max).toBe(3);
  });

  it('takes the worse middle round when the number of rounds is even', () => {
    const spread = ratioSpread([
      { target: 10, baseline: 10 },
      { target: 30, baseline: 10 },
      { target: 15, baseline: 10 },
      { target: 25, baseline: 10 },
    ]);
    expect(spread?.median.ratio).toBe(2.5);
  });

  it('meets the p99 goal when the median round holds, whatever the absolute figure', () => {
    // A noisy hour: health 19–25 ms and the feed 45–52 ms would be "NOT met" against 25 ms.
    const verdict = goal([
      { target: 45, baseline: 25 },
      { target: 48, baseline: 24 },
      { target: 52, baseline: 19 },
    ]);
    expect(verdict.isMet).toBe(true);
    expect(verdict.line).toContain('p99 2× (rounds min / median / max 1.80 / 2.00 / 2.74×');
    expect(verdict.line).toContain("median round 48 ms against health's 24 ms");
    expect(verdict.line).toMatch(/: met$/);
  });

  it('does not let the luckiest round decide', () => {
    const verdict = goal([
      { target: 20, baseline: 20 },
      { target: 50, baseline: 20 },
      { target: 60, baseline: 20 },
    ]);
    expect(verdict.isMet).toBe(false);
    expect(verdict.line).toContain('p99 2.50×');
    expect(verdict.line).toMatch(/NOT met$/);
  });

  it('still holds a list to its share of the baseline throughput', () => {
    const rounds = [{ target: 10, baseline: 10 }];
    expect(goal(rounds, 39).isMet).toBe(false);
    expect(goal(rounds, 40).isMet).toBe(true);
    expect(goal(rounds, 52).line).toContain('≥ 40 % of health, p99 ≤ 2× health');
  });

  it("judges a list against the health run just before it when there is one, not the round's first", () => {
    const health = { p99s: [10, 40, 10], requestsPerSecond: { median: 1000 } };
    const list = { p99s: [30, 30, 30], requestsPerSecond: { median: 500 } };
    // Against the round's first health run: 3×, 0.75×, 3× → NOT met.
    expect(listGoal('Feed goal', list, health).isMet).toBe(false);
    // Measured just before the list, health was as slow as the list: 1× each round.
    const adjacent = { ...list, baselineP99s: [30, 30, 30] };
    const verdict = listGoal('Feed goal', adjacent, health);
    expect(verdict.isMet).toBe(true);
    expect(verdict.line).toContain('p99 1× (rounds min / median / max 1.00 / 1.00 / 1.00×');
  });

  it('is NOT met when no round gave a usable figure', () => {
    const verdict = goal([
      { target: 12, baseline: 0 },
      { target: Number.NaN, baseline: 5 },
    ]);
    expect(verdict.isMet).toBe(false);
    expect(verdict.line).toContain('p99 not measured: NOT met');
  });

  it("takes a list's share against the health run just before each round, the worse middle round", () => {
    // Health's median over the rounds is 1,000 req/s; beside the list it was 200, 1,000 and 2,000.
    const health = { p99s: [10, 10, 10], requestsPerSecond: { median: 1000 } };
    const list = {
      p99s: [10, 10, 10],
      requestsPerSecond: { median: 300 },
      rates: [100, 300, 1200],
      baselineRates: [200, 1000, 2000],
    };
    // Rounds: 50 %, 30 %, 60 % → the median round is 50 %, where the medians gave 30 %.
    expect(shareBeside(list, health)).toBeCloseTo(50);
    expect(listGoal('Feed goal', list, health).line).toContain('→ 50 %,');
    // Two rounds: the worse of the two.
    expect(shareBeside({ ...list, rates: [100, 300], baselineRates: [200, 1000] }, health)).toBeCloseTo(30);
    // No baseline beside it (the cluster bench): the medians.
    expect(shareBeside({ ...list, baselineRates: [] }, health)).toBeCloseTo(30);
  });
});

/**
 * The bench's goal verdicts (issue 28). A p99 in milliseconds moves with whatever else the machine
 * is doing: on this 2-core machine health's own p99 ranged 19–25 ms in one hour, and the same code
 * was "met" or "NOT met" by that noise alone. So a latency goal is judged as a ratio: each round's
 * p99 over a baseline's p99 measured beside it (health, one database round trip: just before the
 * target, or in the same round), and the goal holds when the median round's ratio holds, not the
 * luckiest round's. The absolute figures are printed beside the ratio, never instead of it.
 */

/** The p99 goal of the lists (issues 7, 8, 21): at most twice health's p99 measured beside it. */
export const P99_RATIO_LIMIT = 2;
/** The throughput goal of the lists: at least this percentage of health's median req/s. */
export const SHARE_GOAL = 40;

/** One round's p99 (ms) of the target and of its baseline. */
export type RoundP99 = { target: number; baseline: number };
/** The rounds' ratios (target p99 over baseline p99), their min / max and the median round's. */
export type RatioSpread = { ratios: number[]; min: number; median: RoundP99 & { ratio: number }; max: number };

/**
 * Each round's ratio, and the median round: for an even number of rounds the worse of the two in
 * the middle, so an even count never rounds the verdict towards the luckier half. Rounds without a
 * usable figure (a baseline of 0 ms or a lost measurement) are left out; null when none is left.
 */
export function ratioSpread(rounds: readonly RoundP99[]): RatioSpread | null {
  const usable = rounds
    .filter((round) => Number.isFinite(round.target) && Number.isFinite(round.baseline) && round.baseline > 0)
    .map((round) => ({ ...round, ratio: round.target / round.baseline }))
    .sort((a, b) => a.ratio - b.ratio);
  const median = usable[Math.floor(usable.length / 2)];
  if (!median) return null;
  const ratios = usable.map((round) => round.ratio);
  return { ratios, min: ratios[0] ?? median.ratio, median, max: ratios.at(-1) ?? median.ratio };
}

/** The rounds of two series side by side: round i of the target with round i of the baseline. */
export function pairRounds(target: readonly number[], baseline: readonly number[]): RoundP99[] {
  return target.slice(0, baseline.length).map((p99, index) => ({ target: p99, baseline: baseline[index] ?? NaN }));
}

export type GoalVerdict = { isMet: boolean; line: string };

/**
 * One goal line, the same for every bench that prints one (the lists, the cluster, live delivery):
 * `<label>: ≥ 40 % of health, p99 ≤ 2× health's beside it → 52 %, p99 1.6× (rounds 1.4 /
 * 1.6 / 2.3×; median round 19 ms against health's 12 ms): met`. `share` is omitted for a goal
 * that has no throughput part (live delivery).
 */
export function goalVerdict(goal: {
  label: string;
  rounds: readonly RoundP99[];
  /** The target's median req/s as a percentage of the baseline's, and the least it must reach. */
  share?: { percent: number; atLeast: number };
  limit: number;
  baselineName: string;
  /** Appended as it is, e.g. ' (this run is PGlite)'. */
  note?: string;
}): GoalVerdict {
  const spread = ratioSpread(goal.rounds);
  const shareGoal = goal.share ? `≥ ${String(goal.share.atLeast)} % of ${goal.baselineName}, ` : '';
  const head = `${goal.label}: ${shareGoal}p99 ≤ ${times(goal.limit)} ${goal.baselineName}'s beside it → `;
  const shareFigure = goal.share ? `${goal.share.percent.toFixed(0)} %, ` : '';
  if (!spread) {
    return { isMet: false, line: `${head}${shareFigure}p99 not measured: NOT met${goal.note ?? ''}` };
  }
  const sharesHold = !goal.share || goal.share.percent >= goal.share.atLeast;
  const isMet = sharesHold && spread.median.ratio <= goal.limit;
  const figures =
    `${shareFigure}p99 ${times(spread.median.ratio)} (rounds min / median / max ` +
    `${spread.min.toFixed(2)} / ${spread.median.ratio.toFixed(2)} / ${spread.max.toFixed(2)}×; median round ` +
    `${ms(spread.median.target)} against ${goal.baselineName}'s ${ms(spread.median.baseline)})`;
  return { isMet, line: `${head}${figures}: ${isMet ? 'met' : 'NOT met'}${goal.note ?? ''}` };
}

const times = (ratio: number) => `${Number.isInteger(ratio) ? String(ratio) : ratio.toFixed(2)}×`;
const ms = (value: number) => `${Number.isInteger(value) ? String(value) : value.toFixed(1)} ms`;

/** What a verdict reads of a target's summary (bench-load.ts `TargetSummary`). */
export type SummaryFigures = {
  p99s: readonly number[];
  /** The baseline's p99 in the run just before each of this target's rounds, when it was measured. */
  baselineP99s?: readonly number[];
  requestsPerSecond: { median: number };
  /** Each round's req/s, and the baseline's in the run just before it, when it was measured. */
  rates?: readonly number[];
  baselineRates?: readonly number[];
};

/**
 * A target's rounds beside the nearest baseline: the baseline run just before each of them when
 * the bench made one (the main bench: the load on two shared cores can change within a round's
 * minute), else the baseline's run in the same round (the cluster bench).
 */
export function roundsAgainst(target: SummaryFigures, baseline: SummaryFigures): RoundP99[] {
  return pairRounds(target.p99s, target.baselineP99s?.length ? target.baselineP99s : baseline.p99s);
}

/** A target's median throughput as a percentage of the baseline's median. */
export function shareOf(summary: SummaryFigures, baseline: SummaryFigures): number {
  return baseline.requestsPerSecond.median > 0
    ? (summary.requestsPerSecond.median / baseline.requestsPerSecond.median) * 100
    : 0;
}

/**
 * A target's throughput as a percentage of the baseline run beside it: with a baseline run just
 * before each round (the main bench), each round's share against that run, and the median round's
 * (the worse middle one for an even count, as for the p99), since the load of two shared cores
 * changes within a round and a share against health's median over the rounds swung from 28 % to
 * 251 % with it. Otherwise (the cluster bench: the round's own health run) `shareOf`.
 */
export function shareBeside(summary: SummaryFigures, baseline: SummaryFigures): number {
  const rates = summary.rates ?? [];
  const adjacent = summary.baselineRates ?? [];
  if (adjacent.length === 0 || adjacent.length !== rates.length) return shareOf(summary, baseline);
  const shares = rates
    .map((rate, index) => {
      const beside = adjacent[index] ?? 0;
      return beside > 0 ? (rate / beside) * 100 : Number.NaN;
    })
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  return shares[Math.floor((shares.length - 1) / 2)] ?? shareOf(summary, baseline);
}

/** A list's goal (issues 7, 8, 21): ≥ 40 % of health's req/s and a p99 ≤ 2× health's, each beside it. */
export function listGoal(label: string, list: SummaryFigures, health: SummaryFigures, note = ''): GoalVerdict {
  return goalVerdict({
    label,
    rounds: roundsAgainst(list, health),
    share: { percent: shareBeside(list, health), atLeast: SHARE_GOAL },
    limit: P99_RATIO_LIMIT,
    baselineName: 'health',
    note,
  });
}

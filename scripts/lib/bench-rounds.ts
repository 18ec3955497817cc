import type { CpuSampler } from './bench-cpu.ts';
import { loadOnce, summarise, type BenchTarget, type RunResult, type TargetSummary } from './bench-load.ts';
import { HEALTH } from './bench-targets.ts';

/** One running build the bench loads: this checkout's, or the one it is compared against. */
export type BenchSide = {
  label: string;
  baseUrl: string;
  cpu: CpuSampler;
  tokenOf: (target: BenchTarget) => string | undefined;
};

export type RoundsOptions = { runs: number; seconds: number; connections: number };

/**
 * Loads every target on every side, `runs` rounds, and answers each side's summaries in target
 * order. Health runs again just before each target on the same side: its p99 and req/s are what
 * the target's are judged against, as the load of two shared cores changes within the minute a
 * round lasts (bench-verdict.ts). With two sides each target is measured on both back to back, the
 * side that goes first alternating by round, so neither build always meets the warmer machine.
 */
export async function measureRounds(
  sides: readonly BenchSide[],
  targets: readonly BenchTarget[],
  { runs, seconds, connections }: RoundsOptions,
): Promise<Map<BenchSide, TargetSummary[]>> {
  for (const side of sides) {
    for (const target of targets) {
      // Warm-up: every pooled connection prepares its statements before anything is measured.
      await loadOnce(`${side.baseUrl}${target.path}`, {
        connections,
        seconds: 1,
        token: side.tokenOf(target),
        vary: target.vary,
      });
    }
  }
  const results = new Map<BenchSide, Map<BenchTarget, RunResult[]>>(
    sides.map((side) => [side, new Map(targets.map((target) => [target, []]))]),
  );
  for (let round = 1; round <= runs; round += 1) {
    process.stdout.write(`round ${round} of ${runs}…\n`);
    const order = round % 2 === 1 ? sides : [...sides].reverse();
    for (const target of targets) {
      for (const side of order) {
        results
          .get(side)
          ?.get(target)
          ?.push(await measureOnce(side, target, { seconds, connections }));
      }
    }
  }
  return new Map(
    sides.map((side) => [side, targets.map((target) => summarise(target.name, results.get(side)?.get(target) ?? []))]),
  );
}

async function measureOnce(
  side: BenchSide,
  target: BenchTarget,
  { seconds, connections }: { seconds: number; connections: number },
): Promise<RunResult> {
  const adjacent =
    target === HEALTH ? undefined : await loadOnce(`${side.baseUrl}${HEALTH.path}`, { connections, seconds });
  const before = await side.cpu.sample();
  const result = await loadOnce(`${side.baseUrl}${target.path}`, {
    connections,
    seconds,
    token: side.tokenOf(target),
    vary: target.vary,
  });
  const after = await side.cpu.sample();
  const perRequest = (used: number) => (result.requests > 0 ? used / result.requests : 0);
  return {
    ...result,
    cpu: { node: perRequest(after.node - before.node), postgres: perRequest(after.postgres - before.postgres) },
    ...(adjacent ? { baselineP99: adjacent.p99, baselineRequestsPerSecond: adjacent.requestsPerSecond } : {}),
  };
}

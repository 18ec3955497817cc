import type { Database } from '../../db/client.ts';
import type { Logger } from '../../platform/logger.ts';
import type { ChangeSignals } from '../../platform/changes/change-signals.ts';
import type { CacheClock } from '../../platform/timed-cache.ts';
import { buildCreatorFacetIndex, type CreatorFacetIndex } from './creator-facet-index.ts';
import { readFacetIndexRows } from './creator-facet-index.repository.ts';

/**
 * How old the facet index may be before it is built again. A change this process or another one
 * signals (a profile edit, a block, an erasure: "creators changed") makes the next read wait for a
 * new one, so the index lags only behind changes no one signals (a direct write, a signal lost
 * between processes), by at most twice this: past it, an index in demand is rebuilt in the
 * background while reads still get the old one; past twice it, reads wait.
 */
export const FACET_INDEX_TTL_MS = 60_000;

export type FacetIndexCache = {
  /** The index, current as above; waits for a build when there is none current. */
  read(): Promise<CreatorFacetIndex>;
};

type Built = { index: CreatorFacetIndex; builtAt: number; generation: number };

/** The app's facet index (app-context.ts), built on first use and again as it ages or creators change. */
export function createFacetIndexCache({
  db,
  changes,
  clock,
  logger,
}: {
  db: Database;
  changes: ChangeSignals;
  clock: CacheClock;
  logger: Logger;
}): FacetIndexCache {
  let built: Built | null = null;
  let building: { promise: Promise<Built>; generation: number } | null = null;
  // Raised by every "creators changed": an index built before it is never served after it.
  let generation = 0;
  changes.subscribe('creators', () => {
    generation += 1;
  });

  const rebuild = (): Promise<Built> => {
    if (building && building.generation === generation) return building.promise;
    const startedFor = generation;
    const startedAt = clock.now();
    const promise = readFacetIndexRows(db).then((rows) => {
      const next = { index: buildCreatorFacetIndex(rows), builtAt: startedAt, generation: startedFor };
      // A slower, older build finishing after a newer one never replaces it.
      if (!built || built.generation <= next.generation) built = next;
      return next;
    });
    const current = { promise, generation: startedFor };
    building = current;
    const settle = () => {
      if (building === current) building = null;
    };
    promise.then(settle, settle);
    return promise;
  };

  const inBackground = () => {
    rebuild().catch((error: unknown) => logger.warn({ err: error }, 'The facet index could not be built'));
  };
  /** The index if it may still be served, starting a build when it ages. */
  const current = (): CreatorFacetIndex | null => {
    const age = built ? clock.now() - built.builtAt : Infinity;
    if (!built || built.generation !== generation || age >= 2 * FACET_INDEX_TTL_MS) return null;
    if (age >= FACET_INDEX_TTL_MS && !building) inBackground();
    return built.index;
  };

  return {
    async read() {
      return current() ?? (await rebuild()).index;
    },
  };
}

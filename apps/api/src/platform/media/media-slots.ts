/** Runs work with at most a fixed number of its kind in flight; the rest wait their turn in order. */
export type MediaSlots = {
  run: <T>(work: () => Promise<T>) => Promise<T>;
  /** How many are running now and how many wait: for tests and diagnostics. */
  counts: () => { running: number; waiting: number };
};

/**
 * Bounds the media work of one process (image decodes, video remuxes): each holds memory or a
 * child process while it runs, so a burst of uploads queues here instead of multiplying it.
 * Per process on purpose, like the upload slots: nothing shared can be left taken by a crash.
 * Waiting is bounded elsewhere: each account has at most three uploads in flight per server.
 */
export function createMediaSlots(max: number): MediaSlots {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run(work) {
      // A finishing job hands its slot straight to the next in line, so the count never overshoots.
      if (running < max) running += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
    counts: () => ({ running, waiting: waiting.length }),
  };
}

/**
 * The time source for every rule with a deadline (codes, resets, sessions, retries), so
 * tests move the clock instead of sleeping.
 */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that only moves when told; for tests. It starts at the real time because the
 * database fills some timestamps itself (`now()`), and the two must not disagree.
 */
export function createManualClock(start: Date = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(milliseconds: number) {
      current += milliseconds;
    },
    set(date: Date) {
      current = date.getTime();
    },
  };
}
export type ManualClock = ReturnType<typeof createManualClock>;

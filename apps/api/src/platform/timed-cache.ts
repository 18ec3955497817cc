type Entry<V> = { value: V; expiresAt: number };

/**
 * `generation` changes on every clear: a reader takes it before its query and passes it to `set`,
 * so an answer read before a change is not stored after that change forgot everything.
 */
export type TimedCache<V> = {
  get(key: string): V | undefined;
  /** The value with the moment it expires (on the cache's clock), while it is still current. */
  peek(key: string): Entry<V> | undefined;
  set(key: string, value: V, generation?: number): void;
  clear(): void;
  readonly generation: number;
};

export type CacheOptions = { ttlMs: number; maxEntries: number; now: () => number };

/**
 * How the app's caches tell time (app-context.ts): monotonic milliseconds, and whether an entry in
 * demand is read again ahead of its expiry. Tests run them on their manual clock without reading
 * ahead, so what a request answers depends on that clock only, never on a read in the background.
 */
export type CacheClock = { now: () => number; readsAhead: boolean };

export const monotonicCacheClock: CacheClock = { now: () => performance.now(), readsAhead: true };

/** A small time-bounded LRU map (Map order = recency). `now` is monotonic milliseconds. */
export function createTimedCache<V>({ ttlMs, maxEntries, now }: CacheOptions): TimedCache<V> {
  const entries = new Map<string, Entry<V>>();
  let generation = 0;
  const peek = (key: string): Entry<V> | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    if (entry.expiresAt <= now()) return undefined;
    entries.set(key, entry);
    return entry;
  };
  return {
    get: (key) => peek(key)?.value,
    peek,
    set(key, value, readAt = generation) {
      if (readAt !== generation) return;
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + ttlMs });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
    },
    clear() {
      entries.clear();
      generation += 1;
    },
    get generation() {
      return generation;
    },
  };
}

/**
 * A timed cache whose misses are read once: while one request reads a key, the others that want
 * it wait for that read instead of each running the same query (when a popular entry expires
 * under load, fifty requests would otherwise all miss at once). A read under way when the cache
 * is cleared is not joined afterwards, and its answer is not kept.
 *
 * With `refreshAheadMs`, a request for an entry that expires within that time still gets the
 * entry at once, and starts the one read that replaces it. A key in steady demand then never
 * expires under its requests, so none of them waits for the database every `ttlMs` (that wait was
 * the slowest percent of a cached list's requests, docs/decisions/009); no answer is ever older
 * than `ttlMs`. A failed refresh keeps nothing, and the entry expires as it would have.
 */
export type SharedReads<V> = {
  read(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
};

export type SharedReadOptions = CacheOptions & { refreshAheadMs?: number };

export function createSharedReads<V>({ refreshAheadMs = 0, ...options }: SharedReadOptions): SharedReads<V> {
  const cache = createTimedCache<V>(options);
  const underWay = new Map<string, Promise<V>>();
  const startRead = (key: string, load: () => Promise<V>): Promise<V> => {
    const generation = cache.generation;
    const reading = load().then((value) => {
      cache.set(key, value, generation);
      return value;
    });
    underWay.set(key, reading);
    const forget = () => {
      if (underWay.get(key) === reading) underWay.delete(key);
    };
    reading.then(forget, forget);
    return reading;
  };
  return {
    read(key, load) {
      const cached = cache.peek(key);
      if (cached !== undefined) {
        const expiresSoon = cached.expiresAt - options.now() <= refreshAheadMs;
        // Nobody waits for a refresh, so a failed one is dropped; the entry's expiry stays the same.
        if (expiresSoon && !underWay.has(key)) startRead(key, load).catch(() => undefined);
        return Promise.resolve(cached.value);
      }
      return underWay.get(key) ?? startRead(key, load);
    },
    clear() {
      cache.clear();
      underWay.clear();
    },
  };
}

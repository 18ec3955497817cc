type Entry<V> = { value: V; expiresAt: number };

/**
 * `generation` changes on every clear: a reader takes it before its query and passes it to `set`,
 * so an answer read before a change is not stored after that change forgot everything.
 */
export type TimedCache<V> = {
  get(key: string): V | undefined;
  set(key: string, value: V, generation?: number): void;
  clear(): void;
  readonly generation: number;
};

export type CacheOptions = { ttlMs: number; maxEntries: number; now: () => number };

/** A small time-bounded LRU map (Map order = recency). `now` is monotonic milliseconds. */
export function createTimedCache<V>({ ttlMs, maxEntries, now }: CacheOptions): TimedCache<V> {
  const entries = new Map<string, Entry<V>>();
  let generation = 0;
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
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
 */
export type SharedReads<V> = {
  read(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
};

export function createSharedReads<V>(options: CacheOptions): SharedReads<V> {
  const cache = createTimedCache<V>(options);
  const underWay = new Map<string, Promise<V>>();
  return {
    async read(key, load) {
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      const pending = underWay.get(key);
      if (pending) return pending;
      const generation = cache.generation;
      const reading = load();
      underWay.set(key, reading);
      try {
        const value = await reading;
        cache.set(key, value, generation);
        return value;
      } finally {
        if (underWay.get(key) === reading) underWay.delete(key);
      }
    },
    clear() {
      cache.clear();
      underWay.clear();
    },
  };
}

/**
 * A short-lived, size-bounded cache of JSON answers for public catalogue reads. Every buyer sees the
 * same listing, so a few seconds of reuse turns most catalogue requests into a memory read; stock
 * shown may lag by at most `ttlMs`, while checkout always re-reads stock in its transaction.
 * Per instance and derived only, so losing it is harmless (instances stay stateless).
 */
export function createMicroCache(opts: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { body: string; at: number }>();
  const pending = new Map<string, Promise<string>>();
  return {
    async get(key: string, load: () => Promise<unknown>): Promise<string> {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < opts.ttlMs) return hit.body;
      // Concurrent misses for one key share a single database read.
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const p = load()
        .then((value) => {
          const body = JSON.stringify(value);
          entries.delete(key);
          entries.set(key, { body, at: Date.now() });
          if (entries.size > opts.maxEntries) entries.delete(entries.keys().next().value!);
          return body;
        })
        .finally(() => pending.delete(key));
      pending.set(key, p);
      return p;
    },
    clear() {
      entries.clear();
    },
  };
}

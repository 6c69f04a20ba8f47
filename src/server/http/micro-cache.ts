/** An answer as sent: text, or bytes already encoded. */
type Body = string | Uint8Array;

/**
 * How many keys a cache of `maxEntries` remembers as asked once: a key asked again after more
 * distinct keys than this is a first ask again, whatever the time (the bench's distinct searches).
 */
export const keysRemembered = (maxEntries: number) => maxEntries * 4;

/**
 * A short-lived, size-bounded cache of JSON answers for public catalogue reads. Every buyer sees the
 * same listing, so a few seconds of reuse turns most catalogue requests into a memory read; stock
 * shown may lag by at most `ttlMs`, while checkout always re-reads stock in its transaction.
 * Per instance and derived only, so losing it is harmless (instances stay stateless).
 *
 * An answer is kept only when its key is asked a second time within `ttlMs` (the first time, only
 * the key is remembered, among the last `keysRemembered(maxEntries)`). One-off searches then neither push the
 * popular pages out nor cost their keeping: holding every answer of a stream of distinct searches
 * for seconds cost ≈0.1 ms of garbage collection per request (decision 033).
 */
export function createMicroCache(opts: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { body: Body; at: number }>();
  const pending = new Map<string, Promise<Body>>();
  const seen = new Map<string, number>();
  const askedBefore = (key: string, now: number) => {
    const at = seen.get(key);
    seen.delete(key);
    seen.set(key, now);
    if (seen.size > keysRemembered(opts.maxEntries)) seen.delete(seen.keys().next().value!);
    return at !== undefined && now - at < opts.ttlMs;
  };
  const store = (key: string, body: Body, keep: boolean) => {
    entries.delete(key);
    if (keep) entries.set(key, { body, at: Date.now() });
    if (entries.size > opts.maxEntries) entries.delete(entries.keys().next().value!);
  };
  return {
    /**
     * The answer body `load` gives (JSON, written by the caller), kept per the rules above. A load
     * that answers at once (a search from the in-memory index and cards) is answered at once: no
     * promise is made on the way, ~1 µs each on a search request (decision 086).
     */
    get(key: string, load: () => Body | Promise<Body>): Body | Promise<Body> {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < opts.ttlMs) return hit.body;
      // Concurrent misses for one key share a single database read.
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const keep = askedBefore(key, Date.now());
      const loaded = load();
      if (!(loaded instanceof Promise)) {
        store(key, loaded, keep);
        return loaded;
      }
      const p = loaded.then(
        (body) => {
          pending.delete(key);
          store(key, body, keep);
          return body;
        },
        (err: unknown) => {
          pending.delete(key);
          throw err;
        },
      );
      pending.set(key, p);
      return p;
    },
    clear() {
      entries.clear();
      seen.clear();
    },
  };
}

import type { AppContext } from '../../context';
import { createMicroCache } from '../../http/micro-cache';

/** Answers the catalogue's cache keeps (and 4× as many keys it remembers as asked once). */
export const CATALOG_CACHE_ENTRIES = 500;

// CATALOG_CACHE_MS=0 (config.catalogCacheMs) turns reuse off: tests change stock and read it back at once.
// One cache per database, so apps sharing a process (tests) never see each other's answers.
const caches = new WeakMap<object, ReturnType<typeof createMicroCache>>();
const cacheFor = (db: object, ttlMs: number) => {
  let cache = caches.get(db);
  if (!cache) {
    cache = createMicroCache({ ttlMs, maxEntries: CATALOG_CACHE_ENTRIES });
    caches.set(db, cache);
  }
  return cache;
};
export const cached = (ctx: AppContext, key: string, load: () => string | Uint8Array | Promise<string | Uint8Array>) => {
  const { catalogCacheMs } = ctx.config;
  const { db } = ctx.database;
  return catalogCacheMs > 0 ? cacheFor(db, catalogCacheMs).get(key, load) : load();
};

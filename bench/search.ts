import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import type { BenchClient } from './http';
import type { Recorder } from './record';
import { root } from './server';

const TERMS = 500;

/** A misspelling people make in Portuguese: the first rule that applies, else a dropped letter. */
export function misspell(word: string): string {
  const rules: [RegExp, string][] = [
    [/ç/, 'ss'],
    [/ss/, 's'],
    [/c([ei])/, 's$1'],
    [/g([ei])/, 'j$1'],
    [/ch/, 'x'],
    [/lh/, 'li'],
    [/nh/, 'n'],
    [/[áàâã]/, 'a'],
    [/[éê]/, 'e'],
    [/í/, 'i'],
    [/[óôõ]/, 'o'],
    [/ú/, 'u'],
  ];
  for (const [from, to] of rules) if (from.test(word)) return word.replace(from, to);
  return word.length > 4 ? word.slice(0, 2) + word.slice(3) : `${word}${word.at(-1)}`;
}

/**
 * 500 distinct terms from the catalogue's own names: its words, then pairs of neighbouring words,
 * read from pages spread over the whole name order (the first 40 pages alone share a few words: at
 * 100,000 products they gave 111 terms, not 500).
 */
export async function catalogueTerms(visitor: BenchClient): Promise<string[]> {
  const words = new Set<string>();
  const pairs = new Set<string>();
  const pageSize = 48;
  const first = await visitor.request('GET', `/api/store/products?sort=name&page=1&pageSize=${pageSize}`);
  const pages = Math.max(1, Math.ceil(Number(first.body.total) / pageSize));
  const spread = Math.min(pages, 400);
  for (let i = 0; i < spread && words.size + pairs.size < TERMS * 2; i++) {
    const page = 1 + Math.floor((i * pages) / spread);
    const res = await visitor.request('GET', `/api/store/products?sort=name&page=${page}&pageSize=${pageSize}`);
    for (const { name } of res.body.items as { name: string }[]) {
      const ws = name
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .filter((w) => w.length >= 4);
      for (const w of ws) words.add(w);
      for (let i = 1; i < ws.length; i++) pairs.add(`${ws[i - 1]} ${ws[i]}`);
    }
  }
  const terms = [...words, ...pairs].slice(0, TERMS);
  if (terms.length < TERMS) throw new Error(`search bench: the catalogue gave ${terms.length} distinct terms, not ${TERMS}`);
  return terms;
}

// The catalogue's answer cache (CATALOG_CACHE_MS, 3 s by default) keeps an answer asked twice
// within that time; the bench's URLs must come round less often, or it measures the cache.
const CACHE_TTL_MS = 3000;

const SIZES = Array.from({ length: 37 }, (_, i) => 12 + i);
const searchPaths = (terms: string[]) =>
  SIZES.flatMap((size) => terms.map((t) => `/api/store/products?search=${encodeURIComponent(t)}&page=1&pageSize=${size}`));

/** Requests per second over `paths`, asked in order round and round by 8 connections for 8 s. */
async function rpsOver(url: string, cookie: string, paths: string[]): Promise<number> {
  let next = 0;
  const result = await autocannon({
    url,
    connections: 8,
    duration: 8,
    headers: { cookie },
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }],
  });
  if (result.non2xx > 0) throw new Error(`search: ${result.non2xx} non-2xx answers`);
  return result.requests.average;
}

/**
 * Requests per second over a list of searches, each URL asked at most once per cache TTL (the
 * page size varies from 12 to 48, 37 URLs per term), shared across the connections in order.
 * Fails when the URLs came round faster than the TTL.
 */
async function distinctRps(url: string, cookie: string, terms: string[]): Promise<number> {
  const paths = searchPaths(terms);
  const rps = await rpsOver(url, cookie, paths);
  const cycleMs = (paths.length / rps) * 1000;
  if (cycleMs < CACHE_TTL_MS) throw new Error(`search bench: ${paths.length} URLs came round every ${cycleMs.toFixed(0)} ms, within the answer cache's TTL`);
  return rps;
}

const MEMORY_SLOTS = 250;

/**
 * The same answers served from memory: a sample of the searches' own answers (URLs spread evenly over
 * the run's, so its terms and page sizes in their proportions) stored in the bench route's slots, and
 * requests per second over them, the same connections and duration. The search's goal is judged
 * against this (issue 38, "the same JSON served from memory"); the list page's JSON (24 cards) was
 * the baseline before.
 */
async function sameAnswersFromMemoryRps(url: string, visitor: BenchClient, cookie: string, terms: string[]): Promise<number> {
  const all = searchPaths(terms);
  const step = Math.max(1, Math.floor(all.length / MEMORY_SLOTS));
  const slots: string[] = [];
  for (let i = 0; i < all.length && slots.length < MEMORY_SLOTS; i += step) {
    const body = await (await fetch(url + all[i], { headers: { cookie } })).text();
    const slot = `/api/store/bench/memory?slot=${slots.length}`;
    await visitor.request('POST', slot, body, { 'content-type': 'text/plain' });
    slots.push(slot);
  }
  return rpsOver(url, cookie, slots);
}

/** Search over distinct terms (not the cache), and what a misspelling costs next to an exact term. */
export async function benchSearch(url: string, visitor: BenchClient, cookie: string, memoryRps: number, record: Recorder) {
  console.log('\nSearch over distinct terms');
  const terms = await catalogueTerms(visitor);
  const mixed = terms.map((t, i) => (i % 5 === 4 ? t.split(' ').map(misspell).join(' ') : t));
  // BENCH_CPU_PROF=search writes the server's CPU profile of this run to .tmp/search.cpuprofile.
  const profiling = process.env.BENCH_CPU_PROF === 'search';
  if (profiling) await visitor.request('POST', '/api/bench/profile/start');
  const mixedRps = await distinctRps(url, cookie, mixed);
  if (profiling) {
    const { body } = await visitor.request('POST', '/api/bench/profile/stop');
    const file = path.join(root, '.tmp', 'search.cpuprofile');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(body.profile));
    console.log(`  CPU profile written to ${path.relative(root, file)}`);
  }
  record(
    `search, ${terms.length} distinct terms (1 in 5 misspelled) req/s vs the list page from memory`,
    `${mixedRps.toFixed(0)} / ${memoryRps.toFixed(0)} = ${((mixedRps / memoryRps) * 100).toFixed(0)}%`,
    '—',
    true,
  );
  const sameRps = await sameAnswersFromMemoryRps(url, visitor, cookie, mixed);
  record(
    `search, ${terms.length} distinct terms (1 in 5 misspelled) req/s vs the same answers from memory`,
    `${mixedRps.toFixed(0)} / ${sameRps.toFixed(0)} = ${((mixedRps / sameRps) * 100).toFixed(0)}%`,
    '≥ 60%',
    mixedRps / sameRps >= 0.6,
  );
  const exactRps = await distinctRps(url, cookie, terms);
  const misspeltRps = await distinctRps(
    url,
    cookie,
    terms.map((t) => t.split(' ').map(misspell).join(' ')),
  );
  const cost = exactRps / misspeltRps;
  record('misspelled search cost ÷ exact', `${cost.toFixed(2)}× (${misspeltRps.toFixed(0)} vs ${exactRps.toFixed(0)} req/s)`, '≤ 1.5×', cost <= 1.5);
}

import { describe, expect, it, vi } from 'vitest';
import { createMicroCache, keysRemembered } from './micro-cache';

describe('micro-cache', () => {
  it('keeps an answer asked twice within its time to live, reuses it, and reloads after it', async () => {
    vi.useFakeTimers();
    const cache = createMicroCache({ ttlMs: 1000, maxEntries: 10 });
    let loads = 0;
    const load = async () => JSON.stringify({ n: ++loads });
    expect(await cache.get('a', load)).toBe('{"n":1}');
    expect(await cache.get('a', load)).toBe('{"n":2}');
    expect(await cache.get('a', load)).toBe('{"n":2}');
    vi.advanceTimersByTime(1001);
    expect(await cache.get('a', load)).toBe('{"n":3}');
    vi.useRealTimers();
  });

  it('does not keep an answer asked once, nor one asked again only after its time to live', async () => {
    vi.useFakeTimers();
    const cache = createMicroCache({ ttlMs: 1000, maxEntries: 10 });
    let loads = 0;
    const load = async () => String(++loads);
    await cache.get('once', load);
    vi.advanceTimersByTime(1001);
    await cache.get('once', load);
    await cache.get('once', load);
    // Asked at 0, 1001 and 1001: kept only from the third ask, which came within the second's TTL.
    expect(loads).toBe(3);
    expect(await cache.get('once', load)).toBe('3');
    vi.useRealTimers();
  });

  it('shares one load between concurrent misses and forgets the oldest entry past its size', async () => {
    const cache = createMicroCache({ ttlMs: 60_000, maxEntries: 2 });
    let loads = 0;
    const load = async () => String(++loads);
    const [x, y] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([x, y, loads]).toEqual(['1', '1', 1]);
    for (const key of ['k', 'k2', 'k2', 'k3', 'k3']) await cache.get(key, load);
    // Each key's second ask is kept: k (load 2), k2 (4), k3 (6); k, the oldest, went past two entries.
    expect(loads).toBe(6);
    expect(await cache.get('k3', load)).toBe('6');
    expect(await cache.get('k2', load)).toBe('4');
    expect(await cache.get('k', load)).toBe('7');
  });

  it('does not keep a failed load', async () => {
    const cache = createMicroCache({ ttlMs: 60_000, maxEntries: 2 });
    await cache.get('e', async () => '"first"');
    await expect(cache.get('e', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('e', async () => '"ok"')).toBe('"ok"');
  });

  it('answers a load that answers at once at once, with the same keeping rules', () => {
    const cache = createMicroCache({ ttlMs: 60_000, maxEntries: 2 });
    let loads = 0;
    const load = () => String(++loads);
    expect(cache.get('s', load)).toBe('1');
    expect(cache.get('s', load)).toBe('2');
    // Asked twice within the TTL: the second answer is kept and reused, still without a promise.
    expect(cache.get('s', load)).toBe('2');
    expect(loads).toBe(2);
  });

  it('leaves nothing behind from a load that throws at once: the next ask loads again', () => {
    const cache = createMicroCache({ ttlMs: 60_000, maxEntries: 2 });
    cache.get('t', () => '"first"');
    expect(() =>
      cache.get('t', () => {
        throw new Error('no index');
      }),
    ).toThrow('no index');
    let loads = 0;
    expect(cache.get('t', () => `"${++loads}"`)).toBe('"1"');
    expect(loads).toBe(1);
  });

  it('treats a key asked again after more distinct keys than it remembers as asked for the first time (the search bench relies on it)', () => {
    const cache = createMicroCache({ ttlMs: 60_000, maxEntries: 2 });
    let loads = 0;
    const load = () => String(++loads);
    const cycle = Array.from({ length: keysRemembered(2) + 1 }, (_, i) => `k${i}`);
    for (let round = 0; round < 3; round++) for (const key of cycle) cache.get(key, load);
    // Every ask loaded: within the TTL, yet each key had dropped out of those remembered.
    expect(loads).toBe(cycle.length * 3);
    // One key fewer in the cycle and the second round's answers are kept.
    const shorter = cycle.slice(1);
    for (const key of shorter) cache.get(key, load);
    expect(cache.get(shorter.at(-1)!, load)).toBe(String(loads));
  });
});

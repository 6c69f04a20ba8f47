import { describe, expect, it, vi } from 'vitest';
import { createMicroCache } from './micro-cache';

describe('micro-cache', () => {
  it('reuses an answer within its time to live and reloads after it', async () => {
    vi.useFakeTimers();
    const cache = createMicroCache({ ttlMs: 1000, maxEntries: 10 });
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect(await cache.get('a', load)).toBe('{"n":1}');
    expect(await cache.get('a', load)).toBe('{"n":1}');
    vi.advanceTimersByTime(1001);
    expect(await cache.get('a', load)).toBe('{"n":2}');
    vi.useRealTimers();
  });

  it('shares one load between concurrent misses and forgets the oldest entry past its size', async () => {
    const cache = createMicroCache({ ttlMs: 60_000, maxEntries: 2 });
    let loads = 0;
    const load = async () => ++loads;
    const [x, y] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([x, y, loads]).toEqual(['1', '1', 1]);
    await cache.get('k2', load);
    await cache.get('k3', load);
    expect(await cache.get('k', load)).toBe('4');
  });

  it('does not keep a failed load', async () => {
    const cache = createMicroCache({ ttlMs: 60_000, maxEntries: 2 });
    await expect(cache.get('e', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('e', async () => 'ok')).toBe('"ok"');
  });
});

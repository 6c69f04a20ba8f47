import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../context';
import { SERVER_FEATURES } from './index';
import { mountFeatures, type ServerFeature, serverMounts } from './server-feature';

// The next stock-per-place screen's server half, declared the way docs/DEVELOPING.md says.
const divergences = new Hono<AppEnv>().get('/', (c) => c.json({ items: [] }));
const example: ServerFeature = { name: 'divergences', mounts: [{ path: '/admin/divergences', routes: divergences }] };

describe('the server built from its features', () => {
  it('mounts a new feature’s routes from its declaration alone', async () => {
    const api = new Hono<AppEnv>();
    mountFeatures(api, [example], { benchRoutes: false });
    const answer = await api.request('/admin/divergences');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ items: [] });
  });

  it('keeps the bench’s routes off unless asked, and mounts the exits’ CSV before the exits’ own /:id', () => {
    const paths = (bench: boolean) => serverMounts(SERVER_FEATURES, { benchRoutes: bench }).map((m) => m.path);
    expect(paths(false)).not.toContain('/store/bench');
    expect(paths(true)).toContain('/store/bench');
    const exits = serverMounts(SERVER_FEATURES, { benchRoutes: false }).filter((m) => m.path === '/admin/stock-exits');
    expect(exits).toHaveLength(2);
    expect(SERVER_FEATURES.findIndex((f) => f.name === 'reports')).toBeLessThan(SERVER_FEATURES.findIndex((f) => f.name === 'stock'));
    expect(paths(false).indexOf('/me/permissions')).toBeLessThan(paths(false).indexOf('/me'));
  });

  it('refuses a feature that mounts one path twice', () => {
    const twice: ServerFeature = { name: 'twice', mounts: [example.mounts[0]!, example.mounts[0]!] };
    expect(() => serverMounts([twice], { benchRoutes: false })).toThrow(/montada duas vezes/);
  });
});

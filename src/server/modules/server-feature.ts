import type { Hono } from 'hono';
import type { AppConfig } from '../config';
import type { AppEnv } from '../context';

/**
 * How a server feature declares its routes (issue 35, decision 074): each mount is a path under /api
 * and the feature's Hono routes there, behind the guards the routes apply themselves. `when` keeps
 * a mount off unless the configuration asks for it (the bench's routes). A feature reaches the app
 * through one line in modules/index.ts.
 */
export type ServerMount = { path: string; routes: Hono<AppEnv>; when?: (config: Pick<AppConfig, 'benchRoutes'>) => boolean };
export type ServerFeature = { name: string; mounts: readonly ServerMount[] };

/** Every feature's mounts in order; two features mounting one path is a wiring mistake, not a choice. */
export function mountFeatures(api: Hono<AppEnv>, features: readonly ServerFeature[], config: Pick<AppConfig, 'benchRoutes'>) {
  for (const mount of serverMounts(features, config)) api.route(mount.path, mount.routes);
}

export function serverMounts(features: readonly ServerFeature[], config: Pick<AppConfig, 'benchRoutes'>): ServerMount[] {
  const owners = new Map<string, string>();
  const mounts: ServerMount[] = [];
  for (const feature of features) {
    for (const mount of feature.mounts) {
      const key = `${mount.path}|${feature.name}`;
      if (owners.has(key)) throw new Error(`Rota '${mount.path}' montada duas vezes por ${feature.name}.`);
      owners.set(key, feature.name);
      if (mount.when && !mount.when(config)) continue;
      mounts.push(mount);
    }
  }
  return mounts;
}

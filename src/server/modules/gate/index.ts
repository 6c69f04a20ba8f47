import type { ServerFeature } from '../server-feature';
import { gateRoutes } from './routes';

// What the guards and other features use of the gate (docs/DEVELOPING.md, 'Feature walls'): the pass cookie, the password's
// hash (settings) and the gate's state (the storefront's page head, the start).

export { hasGatePass } from './gate-cookie';
export { hashGatePassword } from './gate-password';
export { ensureGateSettings, readGate } from './gate-state';

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const gateFeature: ServerFeature = {
  name: 'gate',
  mounts: [{ path: '/gate', routes: gateRoutes }],
};

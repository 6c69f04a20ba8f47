// Expedição and tracking (issue 37): what the app composition and the jobs use.
import type { AppContext } from '../../context';
import type { ServerFeature } from '../server-feature';
import { shipmentsRoutes } from './routes';
import { pollQuietShipments } from './track-shipments';
import { shippingWebhookRoutes } from './webhook-routes';

export { shipmentsRoutes } from './routes';
export { applyLabelState, pollQuietShipments } from './track-shipments';
export { shippingWebhookRoutes } from './webhook-routes';

export const pollShipmentsJob = (ctx: AppContext) => pollQuietShipments(ctx);

/** Where this feature's routes are mounted under /api (server-feature.ts). */
export const shipmentsFeature: ServerFeature = {
  name: 'shipments',
  mounts: [
    { path: '/admin/shipments', routes: shipmentsRoutes },
    { path: '/shipping/webhooks', routes: shippingWebhookRoutes },
  ],
};

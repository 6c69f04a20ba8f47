// Expedição and tracking (issue 37): what the app composition and the jobs use.
import type { AppContext } from '../../context';
import { pollQuietShipments } from './track-shipments';

export { shipmentsRoutes } from './routes';
export { applyLabelState, pollQuietShipments } from './track-shipments';
export { shippingWebhookRoutes } from './webhook-routes';

export const pollShipmentsJob = (ctx: AppContext) => pollQuietShipments(ctx);

import type { Hono } from 'hono';
import type { AppConfig } from '../config';
import type { AppEnv } from '../context';
import { accountFeature } from './account';
import { addressesFeature } from './addresses';
import { auditFeature } from './audit';
import { benchFeature } from './bench';
import { cartFeature } from './cart';
import { catalogFeature } from './catalog';
import { dashboardFeature } from './dashboard';
import { divergencesFeature } from './divergences';
import { favoritesFeature } from './favorites';
import { fiscalFeature } from './fiscal';
import { gateFeature } from './gate';
import { healthFeature } from './health';
import { jobsFeature } from './jobs';
import { labelsFeature } from './labels';
import { meFeature } from './me';
import { mediaFeature } from './media';
import { ordersFeature } from './orders';
import { paymentsFeature } from './payments';
import { permissionsFeature } from './permissions';
import { pickupsFeature } from './pickups';
import { productsFeature } from './products';
import { receivingFeature } from './receiving';
import { registriesFeature } from './registries';
import { reportsFeature } from './reports';
import { requestsFeature } from './requests';
import { settingsFeature } from './settings';
import { shipmentsFeature } from './shipments';
import { shippingFeature } from './shipping';
import { shippingEstimateFeature } from './shipping-estimate';
import { specialOrdersFeature } from './special-orders';
import { staffFeature } from './staff';
import { stockFeature } from './stock';
import { stockCountsFeature } from './stock-counts';
import { stockLevelsFeature } from './stock-levels';
import { storeSalesFeature } from './store-sales';
import { transfersFeature } from './transfers';
import { usersFeature } from './users';
import './catalog/product-head';
import { mountFeatures } from './server-feature';

/**
 * The server's features, each mounting its own routes (server-feature.ts): a new feature is one line
 * here (decision 074; docs/DEVELOPING.md, 'Adding a screen'). Storefront data lives under /api/store
 * (behind the site gate), the back-office under /api/admin (each route behind its permission). The
 * order is the mounting order: the report center's exits CSV before the exits' own '/:id', and
 * /me/permissions before /me.
 */
export const SERVER_FEATURES = [
  healthFeature,
  gateFeature,
  permissionsFeature,
  meFeature,
  settingsFeature,
  shippingFeature,
  dashboardFeature,
  productsFeature,
  labelsFeature,
  usersFeature,
  paymentsFeature,
  auditFeature,
  registriesFeature,
  staffFeature,
  jobsFeature,
  reportsFeature,
  stockFeature,
  transfersFeature,
  divergencesFeature,
  stockLevelsFeature,
  stockCountsFeature,
  storeSalesFeature,
  receivingFeature,
  requestsFeature,
  specialOrdersFeature,
  fiscalFeature,
  shipmentsFeature,
  pickupsFeature,
  catalogFeature,
  favoritesFeature,
  mediaFeature,
  addressesFeature,
  accountFeature,
  cartFeature,
  shippingEstimateFeature,
  ordersFeature,
  benchFeature,
];

export function mountModules(api: Hono<AppEnv>, config: Pick<AppConfig, 'benchRoutes'>) {
  mountFeatures(api, SERVER_FEATURES, config);
}

import { auditFeature } from './audit';
import { dashboardFeature } from './dashboard';
import { divergencesFeature } from './divergences';
import { fiscalFeature } from './fiscal';
import { jobsFeature } from './jobs';
import { ordersFeature } from './orders';
import { pickupsFeature } from './pickups';
import { productsFeature } from './products';
import { receivingFeature } from './receiving';
import { registriesFeature } from './registries';
import { reportsFeature } from './reports';
import { requestsFeature } from './requests';
import { settingsFeature } from './settings';
import { shipmentsFeature } from './shipments';
import { staffFeature } from './staff';
import { stockFeature } from './stock';
import { stockCountsFeature } from './stock-counts';
import { stockLevelsFeature } from './stock-levels';
import { transfersFeature } from './transfers';
import { usersFeature } from './users';

/** The back-office's features: a new one is one line here (decision 074; docs/DEVELOPING.md, 'Adding a screen'). */
export const ADMIN_FEATURES = [
  dashboardFeature,
  stockFeature,
  receivingFeature,
  transfersFeature,
  divergencesFeature,
  stockLevelsFeature,
  stockCountsFeature,
  requestsFeature,
  productsFeature,
  registriesFeature,
  usersFeature,
  staffFeature,
  fiscalFeature,
  ordersFeature,
  shipmentsFeature,
  pickupsFeature,
  reportsFeature,
  auditFeature,
  jobsFeature,
  settingsFeature,
];

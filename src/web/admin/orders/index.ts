import type { AdminFeature } from '../admin-feature';
import OrdersPage from './orders-page';

/** The screens this feature adds to the back-office (admin-feature.ts). */
export const ordersFeature: AdminFeature = {
  name: 'orders',
  screens: [{ path: 'pedidos', Component: OrdersPage, access: ['backoffice.view'], nav: { section: 'pedidos' } }],
};

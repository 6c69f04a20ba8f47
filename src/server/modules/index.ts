import type { Hono } from 'hono';
import type { AppConfig } from '../config';
import type { AppEnv } from '../context';
import { accountRoutes } from './account/routes';
import { addressRoutes } from './addresses/routes';
import { adminOrdersRoutes } from './admin-orders/routes';
import { adminProductsRoutes } from './admin-products/routes';
import { adminUsersRoutes } from './admin-users/routes';
import { auditRoutes } from './audit/routes';
import { benchProfileRoutes, benchStatsRoutes, benchStoreRoutes } from './bench/routes';
import { cartRoutes } from './cart/routes';
import { sandboxPaymentRoutes } from './payments';
import './catalog/product-head';
import { catalogRoutes } from './catalog/routes';
import { dashboardRoutes } from './dashboard/routes';
import { favoriteRoutes } from './favorites/routes';
import { customerInvoiceRoutes, fiscalAdminRoutes, fiscalWebhookRoutes } from './fiscal/routes';
import { gateRoutes } from './gate/routes';
import { healthRoutes, readyRoutes } from './health/routes';
import { jobsRoutes } from './jobs/routes';
import { labelsRoutes } from './labels/routes';
import { meRoutes } from './me/routes';
import { mediaRoutes } from './media/routes';
import { orderRoutes } from './orders/routes';
import { paymentWebhookRoutes } from './payment-webhooks/routes';
import { paymentProviderRoutes } from './payments/routes';
import { myPermissionsRoutes, permissionsAdminRoutes } from './permissions/routes';
import { receivingChecksRoutes } from './receiving/routes';
import { categoryRoutes, classificationRoutes, storeRoutes, supplierRoutes } from './registries/routes';
import { exitsCsvRoutes } from './reports';
import { reportCenterRoutes } from './reports/routes';
import { requestsRoutes } from './requests/routes';
import { settingsAdminRoutes } from './settings/admin-routes';
import { settingsPublicRoutes } from './settings/public-routes';
import { shipmentsRoutes, shippingWebhookRoutes } from './shipments';
import { shippingAdminRoutes } from './shipping';
import { shippingEstimateRoutes } from './shipping-estimate';
import { mySpecialOrdersRoutes, specialOrdersRoutes } from './special-orders/routes';
import { generatedReportRoutes } from './staff/report-routes';
import { staffRoutes } from './staff/routes';
import { stockCountsRoutes } from './stock-counts';
import { stockEntriesRoutes } from './stock-entries/routes';
import { stockExitsRoutes } from './stock-exits/routes';
import { stockLevelsRoutes } from './stock-levels';
import { stockMovementsRoutes } from './stock-movements/routes';
import { storeSalesRoutes } from './store-sales';
import { supplierInvoicesRoutes } from './supplier-invoices/routes';
import { transfersRoutes } from './transfers';

/**
 * Every feature's routes and where they are mounted. Storefront data lives under /api/store
 * (behind the site gate), the back-office under /api/admin (each route behind its permission).
 */
export function mountModules(api: Hono<AppEnv>, config: Pick<AppConfig, 'benchRoutes'>) {
  api.route('/health', healthRoutes);
  api.route('/ready', readyRoutes);
  api.route('/gate', gateRoutes);
  api.route('/me/permissions', myPermissionsRoutes);
  api.route('/me', meRoutes);
  api.route('/settings/public', settingsPublicRoutes);
  api.route('/admin/dashboard', dashboardRoutes);
  api.route('/admin/products', adminProductsRoutes);
  api.route('/admin/labels', labelsRoutes);
  api.route('/admin/users', adminUsersRoutes);
  api.route('/admin/orders', adminOrdersRoutes);
  // Demo mode with the sandbox's remote model only (issue 33): approve, refuse, charge back, pay another amount.
  api.route('/admin/sandbox-payments', sandboxPaymentRoutes);
  api.route('/admin/settings', settingsAdminRoutes);
  api.route('/admin/shipping', shippingAdminRoutes);
  api.route('/admin/permissions', permissionsAdminRoutes);
  api.route('/admin/audit', auditRoutes);
  api.route('/admin/categories', categoryRoutes);
  api.route('/admin/classifications', classificationRoutes);
  api.route('/admin/suppliers', supplierRoutes);
  api.route('/admin/stores', storeRoutes);
  api.route('/admin/staff', staffRoutes);
  api.route('/admin/reports', generatedReportRoutes);
  api.route('/admin/stock-entries', stockEntriesRoutes);
  api.route('/admin/jobs', jobsRoutes);
  // Before the exits' own routes, whose '/:id' would otherwise be tried on 'export.csv'.
  api.route('/admin/stock-exits', exitsCsvRoutes);
  api.route('/admin/stock-exits', stockExitsRoutes);
  api.route('/admin/transfers', transfersRoutes);
  api.route('/admin/stock-movements', stockMovementsRoutes);
  api.route('/admin/stock-levels', stockLevelsRoutes);
  api.route('/admin/stock-counts', stockCountsRoutes);
  api.route('/admin/store-sales', storeSalesRoutes);
  api.route('/admin/receiving-checks', receivingChecksRoutes);
  api.route('/admin/supplier-invoices', supplierInvoicesRoutes);
  api.route('/admin/requests', requestsRoutes);
  api.route('/admin/report-center', reportCenterRoutes);
  api.route('/admin/special-orders', specialOrdersRoutes);
  api.route('/admin/fiscal', fiscalAdminRoutes);
  api.route('/admin/shipments', shipmentsRoutes);
  api.route('/store', catalogRoutes);
  api.route('/store/favorites', favoriteRoutes);
  api.route('/media', mediaRoutes);
  api.route('/store/addresses', addressRoutes);
  api.route('/store/account', accountRoutes);
  api.route('/store/cart', cartRoutes);
  api.route('/store/shipping', shippingEstimateRoutes);
  api.route('/store/orders', orderRoutes);
  api.route('/store/payment-provider', paymentProviderRoutes);
  api.route('/store/special-orders', mySpecialOrdersRoutes);
  api.route('/store/invoices', customerInvoiceRoutes);
  api.route('/payments', paymentWebhookRoutes);
  api.route('/fiscal/webhooks', fiscalWebhookRoutes);
  api.route('/shipping/webhooks', shippingWebhookRoutes);
  if (config.benchRoutes) {
    api.route('/store/bench', benchStoreRoutes);
    api.route('/bench/stats', benchStatsRoutes);
    api.route('/bench/profile', benchProfileRoutes);
  }
}

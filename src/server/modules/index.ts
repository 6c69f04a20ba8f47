import type { Hono } from 'hono';
import type { AppEnv } from '../context';
import { benchStatsRoutes, benchStoreRoutes } from './bench/routes';
import { dashboardRoutes } from './dashboard/routes';
import { gateRoutes } from './gate/routes';
import { healthRoutes } from './health/routes';
import { meRoutes } from './me/routes';
import { settingsPublicRoutes } from './settings/public-routes';

/**
 * Every feature's routes and where they are mounted. Storefront data lives under /api/store
 * (behind the site gate), the back-office under /api/admin (staff and admins).
 */
export function mountModules(api: Hono<AppEnv>) {
  api.route('/health', healthRoutes);
  api.route('/gate', gateRoutes);
  api.route('/me', meRoutes);
  api.route('/settings/public', settingsPublicRoutes);
  api.route('/admin/dashboard', dashboardRoutes);
  if (process.env.BENCH === '1') {
    api.route('/store/bench', benchStoreRoutes);
    api.route('/bench/stats', benchStatsRoutes);
  }
}

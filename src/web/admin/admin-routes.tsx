import { Navigate, type RouteObject } from 'react-router';
import { ADMIN_FEATURES } from './admin-features';
import { buildNav, buildScreenAccess, buildScreenRoutes } from './build-admin';
import { AdminLayout, AdminNavContext, NAV_SECTIONS } from './layout';
import { ScreenAccessContext } from './screen-access';

const access = buildScreenAccess(ADMIN_FEATURES);
const nav = buildNav(ADMIN_FEATURES, NAV_SECTIONS);

/** The back-office route tree, built from the features' screens; loaded lazily so storefront bundles carry none of it. */
export const adminRoutes: RouteObject[] = [
  {
    element: (
      <ScreenAccessContext.Provider value={access}>
        <AdminNavContext.Provider value={nav}>
          <AdminLayout />
        </AdminNavContext.Provider>
      </ScreenAccessContext.Provider>
    ),
    children: [
      { index: true, element: <Navigate to="/admin/dashboard" replace /> },
      ...buildScreenRoutes(ADMIN_FEATURES, access),
      { path: '*', element: <Navigate to="/admin/dashboard" replace /> },
    ],
  },
];

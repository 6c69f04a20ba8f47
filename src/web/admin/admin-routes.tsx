import { Navigate, type RouteObject } from 'react-router';
import DashboardPage from './dashboard/dashboard-page';
import AdminLayout from './layout/admin-layout';
import NotAvailablePage from './layout/not-available-page';

// Screens of capabilities that have not landed show "Em breve" until their issue does.
const PENDING = [
  'solicitacoes/*',
  'cadastros/*',
  'almoxarifado',
  'funcionarios/*',
  'entradas',
  'conferencia',
  'historico-conferencias',
  'saidas',
  'consultar-saidas',
  'nfs/*',
  'pedidos',
  'usuarios',
  'relatorios',
  'auditoria',
  'configuracoes',
];

/** The back-office route tree; loaded lazily so storefront bundles carry none of it. */
export const adminRoutes: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [
      { index: true, element: <Navigate to="/admin/dashboard" replace /> },
      { path: 'dashboard', element: <DashboardPage /> },
      ...PENDING.map((path) => ({ path, element: <NotAvailablePage /> })),
      { path: '*', element: <Navigate to="/admin/dashboard" replace /> },
    ],
  },
];

import { Navigate, type RouteObject } from 'react-router';
import AuditPage from './audit/audit-page';
import DashboardPage from './dashboard/dashboard-page';
import IssuedInvoicesPage from './fiscal/issued-invoices-page';
import JobsPage from './jobs/jobs-page';
import AdminLayout from './layout/admin-layout';
import { RequireScreen } from './layout/require-screen';
import OrdersPage from './orders/orders-page';
import { PickupsPage } from './pickups';
import ProductsPage from './products/products-page';
import ChecksHistoryPage from './receiving/checks-history-page';
import InvoicesPage from './receiving/invoices-page';
import ReceivingCheckPage from './receiving/receiving-check-page';
import { categoriesConfig, classificationsConfig, storesConfig, suppliersConfig } from './registries/registry-configs';
import { RegistryPage } from './registries/registry-page';
import ReportsPage from './reports/reports-page';
import ManageRequestsPage from './requests/manage-requests-page';
import MerchandiseRequestFormPage from './requests/merchandise-request-form-page';
import MyRequestsPage from './requests/my-requests-page';
import PurchaseRequestFormPage from './requests/purchase-request-form-page';
import RequestsHubPage from './requests/requests-hub-page';
import SpecialOrderFormPage from './requests/special-orders/special-order-form-page';
import { SCREEN_ACCESS } from './screen-access';
import SettingsPage from './settings/settings-page';
import { ShipmentsPage } from './shipments';
import StaffDetailPage from './staff/staff-detail-page';
import StaffListPage from './staff/staff-list-page';
import EntriesPage from './stock/entries-page';
import ExitsHistoryPage from './stock/exits-history-page';
import ExitsPage from './stock/exits-page';
import { CountPage, CountsPage, StoreSalesPage } from './stock-counts';
import { StockLevelsPage } from './stock-levels';
import StockMovementsPage from './stock-movements/stock-movements-page';
import { TransferDetailPage, TransfersPage } from './transfers';
import UsersPage from './users/users-page';
import WarehousePage from './warehouse/warehouse-page';

/**
 * Every screen under its permission (screen-access.ts, the sidebar's and quick actions' source too):
 * the others see the 'Sem permissão' page; the server refuses them anyway.
 */
const screens = (routes: RouteObject[]): RouteObject[] =>
  routes.map((route) => {
    if (!route.path || !(route.path in SCREEN_ACCESS)) throw new Error(`Tela sem permissão declarada: ${route.path}`);
    return { ...route, element: <RequireScreen screen={route.path}>{route.element}</RequireScreen> };
  });

/** The back-office route tree; loaded lazily so storefront bundles carry none of it. */
export const adminRoutes: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [
      { index: true, element: <Navigate to="/admin/dashboard" replace /> },
      // The sidebar's screens in its order (admin-nav.ts), then the addresses other screens link to.
      ...screens([
        { path: 'dashboard', element: <DashboardPage /> },
        { path: 'entradas', element: <EntriesPage /> },
        { path: 'conferencia', element: <ReceivingCheckPage /> },
        { path: 'historico-conferencias', element: <ChecksHistoryPage /> },
        { path: 'saidas', element: <ExitsPage /> },
        { path: 'consultar-saidas', element: <ExitsHistoryPage /> },
        { path: 'transferencias', element: <TransfersPage /> },
        { path: 'transferencias/:id', element: <TransferDetailPage /> },
        { path: 'movimentacoes', element: <StockMovementsPage /> },
        { path: 'estoque-por-local', element: <StockLevelsPage /> },
        { path: 'inventarios', element: <CountsPage /> },
        { path: 'inventarios/:countId', element: <CountPage /> },
        { path: 'vendas-lojas', element: <StoreSalesPage /> },
        { path: 'solicitacoes', element: <RequestsHubPage /> },
        { path: 'solicitacoes/compras', element: <PurchaseRequestFormPage /> },
        { path: 'solicitacoes/mercadorias-loja', element: <MerchandiseRequestFormPage /> },
        { path: 'solicitacoes/encomendas', element: <SpecialOrderFormPage /> },
        { path: 'solicitacoes/gerenciar', element: <ManageRequestsPage /> },
        { path: 'solicitacoes/acompanhar', element: <MyRequestsPage /> },
        { path: 'cadastros/produtos', element: <ProductsPage /> },
        { path: 'cadastros/categorias', element: <RegistryPage key="categories" config={categoriesConfig} /> },
        { path: 'cadastros/classificacoes', element: <RegistryPage key="classifications" config={classificationsConfig} /> },
        { path: 'cadastros/fornecedores', element: <RegistryPage key="suppliers" config={suppliersConfig} /> },
        { path: 'cadastros/lojas', element: <RegistryPage key="stores" config={storesConfig} /> },
        { path: 'cadastros/usuarios', element: <UsersPage /> },
        { path: 'cadastros/funcionarios', element: <StaffListPage /> },
        { path: 'almoxarifado', element: <WarehousePage /> },
        { path: 'nfs/notas-fiscais', element: <InvoicesPage /> },
        { path: 'nfs/emitidas', element: <IssuedInvoicesPage /> },
        { path: 'expedicao', element: <ShipmentsPage /> },
        { path: 'retiradas', element: <PickupsPage /> },
        { path: 'pedidos', element: <OrdersPage /> },
        { path: 'relatorios', element: <ReportsPage /> },
        { path: 'auditoria', element: <AuditPage /> },
        { path: 'tarefas', element: <JobsPage /> },
        { path: 'configuracoes', element: <SettingsPage /> },
        { path: 'funcionarios', element: <StaffListPage /> },
        { path: 'funcionarios/detalhes/:staffId', element: <StaffDetailPage /> },
        { path: 'usuarios', element: <UsersPage /> },
      ]),
      { path: '*', element: <Navigate to="/admin/dashboard" replace /> },
    ],
  },
];

import type { AdminFeature } from '../admin-feature';
import ManageRequestsPage from './manage-requests-page';
import MerchandiseRequestFormPage from './merchandise-request-form-page';
import MyRequestsPage from './my-requests-page';
import PurchaseRequestFormPage from './purchase-request-form-page';
import RequestsHubPage from './requests-hub-page';
import SpecialOrderFormPage from './special-orders/special-order-form-page';

// What other back-office features use of requests (docs/DEVELOPING.md, 'Feature walls'): the receiving check offers the purchases
// awaiting it.

export { useAwaitingPurchases } from './requests-api';

/** The screens this feature adds to the back-office (admin-feature.ts). */
export const requestsFeature: AdminFeature = {
  name: 'requests',
  screens: [
    {
      path: 'solicitacoes',
      Component: RequestsHubPage,
      access: ['backoffice.view'],
      nav: { section: 'solicitacoes', label: 'Central de Solicitações', position: 10 },
    },
    {
      path: 'solicitacoes/compras',
      Component: PurchaseRequestFormPage,
      access: ['requests.create'],
      nav: { section: 'solicitacoes', label: 'Solicitar Compra', position: 20 },
    },
    {
      path: 'solicitacoes/mercadorias-loja',
      Component: MerchandiseRequestFormPage,
      access: ['requests.create'],
      nav: { section: 'solicitacoes', label: 'Mercadorias para Loja', position: 30 },
    },
    {
      path: 'solicitacoes/encomendas',
      Component: SpecialOrderFormPage,
      access: ['requests.create'],
      nav: { section: 'solicitacoes', label: 'Encomendas de Clientes', position: 40 },
    },
    {
      path: 'solicitacoes/gerenciar',
      Component: ManageRequestsPage,
      access: ['requests.manage'],
      nav: { section: 'solicitacoes', label: 'Gerenciar Solicitações', position: 50 },
    },
    {
      path: 'solicitacoes/acompanhar',
      Component: MyRequestsPage,
      access: ['backoffice.view'],
      nav: { section: 'solicitacoes', label: 'Acompanhar Minhas Solicitações', position: 60 },
    },
  ],
};

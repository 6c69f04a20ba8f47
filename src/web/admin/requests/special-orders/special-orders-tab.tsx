import { RequestListTab } from '../request-list-tab';

/** Encomendas tab of Gerenciar Solicitações: the customers' special orders, details and status. */
export function SpecialOrdersTab() {
  return <RequestListTab kind="specialOrder" title="Encomendas" searchLabel="Buscar por ID, cliente, contato, produto..." />;
}

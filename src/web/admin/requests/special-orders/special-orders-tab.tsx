import { useState } from 'react';
import type { RequestListItem } from '@/domain/schemas/requests';
import { RequestListTab } from '../request-list-tab';
import { RowActions } from '../row-actions';
import { SpecialOrderDetailsDialog } from './special-order-details-dialog';
import { SpecialOrderStatusDialog } from './special-order-status-dialog';
import { useSpecialOrders } from './special-orders-api';

/** Encomendas tab of Gerenciar Solicitações: the customers' special orders, details and status. */
export function SpecialOrdersTab() {
  const [viewing, setViewing] = useState<number | null>(null);
  const [editing, setEditing] = useState<RequestListItem | null>(null);
  return (
    <>
      <RequestListTab
        kind="specialOrder"
        title="Encomendas"
        useList={useSpecialOrders}
        searchLabel="Buscar por ID, cliente, contato, produto..."
        actions={(r) => <RowActions request={r} onView={() => setViewing(r.id)} onEdit={() => setEditing(r)} />}
      />
      {viewing !== null ? <SpecialOrderDetailsDialog id={viewing} onClose={() => setViewing(null)} /> : null}
      {editing ? <SpecialOrderStatusDialog key={editing.id} request={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

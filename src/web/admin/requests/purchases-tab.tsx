import { useState } from 'react';
import type { RequestListItem } from '@/domain/schemas/requests';
import { DownloadLink } from '../../ui/download-link';
import { PurchaseDetailsDialog } from './purchase-details-dialog';
import { PurchaseStatusDialog } from './purchase-status-dialog';
import { RequestListTab } from './request-list-tab';
import { purchaseReportUrl, useRequestList } from './requests-api';
import { RowActions } from './row-actions';

const usePurchases = (q: Parameters<typeof useRequestList>[1]) => useRequestList('purchase', q);

/** Compras tab: the purchase requests, the purchase report (PDF/CSV), details and status. */
export function PurchasesTab() {
  const [viewing, setViewing] = useState<number | null>(null);
  const [editing, setEditing] = useState<RequestListItem | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2 sm:justify-end">
        <DownloadLink href={purchaseReportUrl('pdf')} variant="outline">Relatório de Compras (PDF)</DownloadLink>
        <DownloadLink href={purchaseReportUrl('csv')} variant="outline">Relatório de Compras (CSV)</DownloadLink>
      </div>
      <RequestListTab
        kind="purchase"
        title="Solicitações de Compra"
        useList={usePurchases}
        searchLabel="Buscar por ID, solicitante, produto..."
        actions={(r) => <RowActions request={r} onView={() => setViewing(r.id)} onEdit={() => setEditing(r)} />}
      />
      {viewing !== null ? <PurchaseDetailsDialog id={viewing} onClose={() => setViewing(null)} /> : null}
      {editing ? <PurchaseStatusDialog key={editing.id} request={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

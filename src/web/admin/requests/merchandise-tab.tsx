import { useState } from 'react';
import type { RequestListItem } from '@/domain/schemas/requests';
import { RowDownloadLink } from '../../ui/download-link';
import { MerchandiseDetailsDialog } from './merchandise-details-dialog';
import { MerchandiseStatusDialog } from './merchandise-status-dialog';
import { RequestListTab } from './request-list-tab';
import { separationPdfUrl, useRequestList } from './requests-api';
import { RowActions } from './row-actions';

const useMerchandise = (q: Parameters<typeof useRequestList>[1]) => useRequestList('merchandise', q);

/** Mercadorias Lojas tab: the stores' requests, details with item statuses, status, separation list. */
export function MerchandiseTab() {
  const [viewing, setViewing] = useState<number | null>(null);
  const [editing, setEditing] = useState<RequestListItem | null>(null);
  return (
    <>
      <RequestListTab
        kind="merchandise"
        title="Solicitações de Mercadoria"
        useList={useMerchandise}
        searchLabel="Buscar por ID, loja, produto..."
        actions={(r) => (
          <RowActions request={r} onView={() => setViewing(r.id)} onEdit={() => setEditing(r)}>
            <RowDownloadLink href={separationPdfUrl(r.id)} label={`Baixar lista de separação da solicitação ${r.code}`} title="Lista de separação (PDF)" />
          </RowActions>
        )}
      />
      {viewing !== null ? <MerchandiseDetailsDialog id={viewing} onClose={() => setViewing(null)} /> : null}
      {editing ? <MerchandiseStatusDialog key={editing.id} request={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

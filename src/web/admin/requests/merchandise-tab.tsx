import { FileDown } from 'lucide-react';
import { useState } from 'react';
import type { RequestListItem } from '@/domain/schemas/requests';
import { Button } from '../../ui/button';
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
            <Button asChild variant="ghost" size="icon" className="h-9 w-9">
              <a href={separationPdfUrl(r.id)} download aria-label={`Baixar lista de separação da solicitação ${r.code}`} title="Lista de separação (PDF)">
                <FileDown className="h-4 w-4" aria-hidden="true" />
              </a>
            </Button>
          </RowActions>
        )}
      />
      {viewing !== null ? <MerchandiseDetailsDialog id={viewing} onClose={() => setViewing(null)} /> : null}
      {editing ? <MerchandiseStatusDialog key={editing.id} request={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

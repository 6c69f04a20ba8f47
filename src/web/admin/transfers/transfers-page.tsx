import { Eye } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDateTime } from '@/domain/dates';
import { countOf } from '@/domain/plural';
import { type TransferListItem, transferListQuerySchema } from '@/domain/schemas/transfers';
import { TRANSFER_STATUS_LABELS, TRANSFER_STATUSES } from '@/domain/transfers';
import { useCan } from '../../auth/use-can';
import { AddButton } from '../../ui/add-button';
import { IconAction } from '../../ui/icon-action';
import { CodeFilter } from '../../ui/list/code-filter';
import type { ColumnDef } from '../../ui/list/data-table';
import { FilterBar } from '../../ui/list/filter-bar';
import { ListCard, type ListMessages } from '../../ui/list/list-card';
import { ListPeriod, ListSearch } from '../../ui/list/list-filters';
import { SelectFilter } from '../../ui/list/select-filter';
import { useListView } from '../../ui/list/use-list-view';
import { PageHeader } from '../../ui/page-header';
import { NewTransferDialog } from './new-transfer-dialog';
import { TransferStatusBadge } from './transfer-status-badge';
import { useTransferPlaces, useTransfers } from './transfers-api';

const COLUMNS: ColumnDef<TransferListItem>[] = [
  {
    header: 'Transferência',
    primary: true,
    cell: (x) => <span className="font-mono font-semibold text-stone-900">{x.code}</span>,
    className: 'whitespace-nowrap',
  },
  { header: 'Criada em', cell: (x) => formatDateTime(x.createdAt), className: 'whitespace-nowrap' },
  { header: 'Origem', cell: (x) => x.fromName },
  { header: 'Destino', cell: (x) => x.toName },
  { header: 'Itens', cell: (x) => `${countOf(x.lineCount, 'item', 'itens')} · ${x.totalQuantity} un.`, className: 'whitespace-nowrap text-right' },
  { header: 'Situação', cell: (x) => <TransferStatusBadge status={x.status} /> },
];

const MESSAGES: ListMessages = { error: 'Erro ao carregar transferências', empty: 'Nenhuma transferência encontrada com os filtros atuais.' };

/** /admin/transferencias: every transfer the user may see, filtered, newest first; 'Nova transferência' for who may send. */
export default function TransfersPage() {
  const can = useCan();
  const navigate = useNavigate();
  const view = useListView(transferListQuerySchema, useTransfers);
  const places = useTransferPlaces().data ?? [];
  const [adding, setAdding] = useState(false);
  const { params, set } = view;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Transferências"
        description="Mercadorias entre o almoxarifado e as lojas: separadas, enviadas, recebidas e as divergências."
        actions={can('transfers.send') ? <AddButton onClick={() => setAdding(true)}>Nova transferência</AddButton> : null}
      />
      <FilterBar>
        <ListSearch params={params} set={set} label="Buscar por código, local, produto..." className="sm:w-64 sm:flex-none" />
        <CodeFilter
          params={params}
          set={set}
          field="status"
          codes={{ values: TRANSFER_STATUSES, labels: TRANSFER_STATUS_LABELS }}
          label="Situação"
          allLabel="Todas"
        />
        <SelectFilter
          label="Origem"
          allLabel="Todas"
          value={params.fromLocationId ? String(params.fromLocationId) : ''}
          onChange={(v) => set({ fromLocationId: v ? Number(v) : undefined })}
        >
          {places.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </SelectFilter>
        <SelectFilter
          label="Destino"
          allLabel="Todos"
          value={params.toLocationId ? String(params.toLocationId) : ''}
          onChange={(v) => set({ toLocationId: v ? Number(v) : undefined })}
        >
          {places.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </SelectFilter>
        <ListPeriod params={params} set={set} />
      </FilterBar>
      <ListCard
        {...view}
        title="Transferências"
        columns={COLUMNS}
        messages={MESSAGES}
        actions={(x) => (
          <IconAction icon={Eye} label={`Abrir transferência ${x.code}`} title="Abrir" onClick={() => navigate(`/admin/transferencias/${x.id}`)} />
        )}
      />
      {adding ? <NewTransferDialog onClose={() => setAdding(false)} onCreated={(id) => navigate(`/admin/transferencias/${id}`)} /> : null}
    </div>
  );
}

import { useState } from 'react';
import { formatDay } from '@/domain/dates';
import { formatBRL } from '@/domain/money';
import { ENTRY_REVERSED_TOAST, type StockEntryListItem, stockEntryListQuerySchema } from '@/domain/schemas/stock-documents';
import { formatQuantity } from '@/domain/units';
import { useCan } from '../../auth/use-can';
import { toast, toastError } from '../../lib/toast';
import { AddButton } from '../../ui/add-button';
import { DeleteIconButton } from '../../ui/delete-icon-button';
import { ProductFilter } from '../../ui/documents/product-filter';
import { SupplierFilter } from '../../ui/documents/registry-selects';
import { CellWithNote } from '../../ui/list/cell-with-note';
import type { ColumnDef } from '../../ui/list/data-table';
import { FilterBar } from '../../ui/list/filter-bar';
import { ListCard, type ListMessages } from '../../ui/list/list-card';
import { ListPeriod, ListSearch } from '../../ui/list/list-filters';
import { useListView } from '../../ui/list/use-list-view';
import { PageHeader } from '../../ui/page-header';
import { DocumentStatusBadge } from './document-status-badge';
import { NewEntryDialog } from './new-entry-dialog';
import { useEntries, useReverseEntry } from './stock-api';

const COLUMNS: ColumnDef<StockEntryListItem>[] = [
  { header: 'Data', cell: (e) => formatDay(e.entryDate), className: 'whitespace-nowrap' },
  { header: 'Produto', primary: true, cell: (e) => <CellWithNote note={e.productCode}>{e.productName}</CellWithNote> },
  { header: 'Quantidade', cell: (e) => formatQuantity(e.quantity, e.unit), className: 'whitespace-nowrap text-right' },
  { header: 'Fornecedor', cell: (e) => e.supplierName ?? '—' },
  { header: 'Custo unit.', cell: (e) => formatBRL(e.unitCostCents), className: 'whitespace-nowrap text-right' },
  { header: 'Registrada por', cell: (e) => e.createdByName || '—' },
  {
    header: 'Situação',
    cell: (e) => <DocumentStatusBadge doc={e} reversedLabel="Excluída (estornada)" />,
  },
];

const MESSAGES: ListMessages = { error: 'Erro ao carregar entradas', empty: 'Nenhuma entrada encontrada com os filtros atuais.' };

/** /admin/entradas: the history of goods received, filterable, and the new-entry dialog (requirements §2). */
export default function EntriesPage() {
  const view = useListView(stockEntryListQuerySchema, useEntries);
  const { params, set } = view;
  const reverse = useReverseEntry();
  const [adding, setAdding] = useState(false);

  const can = useCan();
  const onDelete = (e: StockEntryListItem) => {
    if (!window.confirm(`Tem certeza que deseja excluir a entrada de ${formatQuantity(e.quantity, e.unit)} de ${e.productName}? O estoque será revertido.`))
      return;
    reverse.mutate(e.id, {
      onSuccess: () => toast.success(ENTRY_REVERSED_TOAST),
      onError: toastError('Erro ao remover de entradas'),
    });
  };
  const actions = (e: StockEntryListItem) =>
    e.reversedAt || e.source || !can('documents.reverse') ? null : (
      <DeleteIconButton
        label={`Excluir entrada de ${e.productName} de ${formatDay(e.entryDate)}`}
        title="Excluir (estorna o estoque)"
        disabled={reverse.isPending}
        onClick={() => onDelete(e)}
        className="h-9 w-9"
      />
    );

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Entradas"
        description="Mercadorias recebidas no almoxarifado. Excluir uma entrada a estorna: o histórico fica."
        actions={can('stock.post') ? <AddButton onClick={() => setAdding(true)}>Nova Entrada</AddButton> : null}
      />
      <FilterBar>
        <ListSearch {...view} label="Buscar por produto, fornecedor, observação..." className="sm:w-64 sm:flex-none" />
        <ListPeriod {...view} />
        <ProductFilter productId={params.productId} onChange={(productId) => set({ productId })} />
        <SupplierFilter value={params.supplierId} onChange={(supplierId) => set({ supplierId })} />
      </FilterBar>
      <ListCard {...view} title="Histórico de Entradas" columns={COLUMNS} messages={MESSAGES} actions={actions} />
      {adding ? <NewEntryDialog onClose={() => setAdding(false)} /> : null}
    </div>
  );
}

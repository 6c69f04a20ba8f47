import { formatDateTime } from '@/domain/dates';
import { type StockMovementListItem, stockMovementListQuerySchema } from '@/domain/schemas/stock-movements';
import { STOCK_MOVEMENT_KIND_LABELS, STOCK_MOVEMENT_KINDS, stockMovementKindLabel } from '@/domain/stock';
import { ProductFilter } from '../../ui/documents/product-filter';
import { CellWithNote } from '../../ui/list/cell-with-note';
import { CodeFilter } from '../../ui/list/code-filter';
import type { ColumnDef } from '../../ui/list/data-table';
import { FilterBar } from '../../ui/list/filter-bar';
import { ListCard, type ListMessages } from '../../ui/list/list-card';
import { ListPeriod, ListSearch } from '../../ui/list/list-filters';
import { useListView } from '../../ui/list/use-list-view';
import { PageHeader } from '../../ui/page-header';
import { SignedQuantity } from './signed-quantity';
import { useStockMovements } from './stock-movements-api';

const COLUMNS: ColumnDef<StockMovementListItem>[] = [
  { header: 'Data', cell: (m) => formatDateTime(m.createdAt), className: 'whitespace-nowrap' },
  { header: 'Produto', primary: true, cell: (m) => <CellWithNote note={m.productCode}>{m.productName}</CellWithNote> },
  { header: 'Tipo', cell: (m) => stockMovementKindLabel(m.kind) },
  { header: 'Quantidade', cell: (m) => <SignedQuantity movement={m} />, className: 'whitespace-nowrap text-right' },
  { header: 'Documento', cell: (m) => m.document ?? '—', className: 'whitespace-nowrap' },
  { header: 'Motivo', cell: (m) => m.reason || '—' },
  { header: 'Usuário', cell: (m) => m.userName ?? '—' },
];

const MESSAGES: ListMessages = { error: 'Erro ao carregar movimentações', empty: 'Nenhuma movimentação encontrada com os filtros atuais.' };
const KIND_CODES = { values: STOCK_MOVEMENT_KINDS, labels: STOCK_MOVEMENT_KIND_LABELS };

/** /admin/movimentacoes: every product's ledger in one list — what came in and went out, by which document and who. */
export default function StockMovementsPage() {
  const view = useListView(stockMovementListQuerySchema, useStockMovements);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Movimentações de Estoque"
        description="Cada entrada, saída, venda, estorno e ajuste que mudou o estoque, com o documento e quem lançou. O estoque de cada produto é a soma das suas movimentações."
      />
      <FilterBar>
        <ListSearch {...view} label="Buscar por produto, código, motivo..." className="sm:w-64 sm:flex-none" />
        <ListPeriod {...view} />
        <ProductFilter productId={view.params.productId} onChange={(productId) => view.set({ productId })} />
        <CodeFilter {...view} field="kind" codes={KIND_CODES} label="Tipo" allLabel="Todos os Tipos" />
      </FilterBar>
      <ListCard {...view} title="Histórico de Movimentações" columns={COLUMNS} messages={MESSAGES} />
    </div>
  );
}

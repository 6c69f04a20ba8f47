import { formatDateTime } from '@/domain/dates';
import { type StockMovementListItem, stockMovementListQuerySchema } from '@/domain/schemas/stock-movements';
import { STOCK_MOVEMENT_KIND_LABELS, STOCK_MOVEMENT_KINDS, stockMovementKindLabel } from '@/domain/stock';
import { CellWithNote } from '../../ui/list/cell-with-note';
import type { ColumnDef } from '../../ui/list/data-table';
import { FilterBar } from '../../ui/list/filter-bar';
import { ListCard } from '../../ui/list/list-card';
import { CodeFilter, ListPeriod, ListSearch } from '../../ui/list/list-filters';
import { useListParams } from '../../ui/list/use-list-params';
import { PageHeader } from '../../ui/page-header';
import { ProductFilter } from '../documents/product-filter';
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

/** /admin/movimentacoes: every product's ledger in one list — what came in and went out, by which document and who. */
export default function StockMovementsPage() {
  const { params, set } = useListParams(stockMovementListQuerySchema);
  const list = useStockMovements(params);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Movimentações de Estoque"
        description="Cada entrada, saída, venda, estorno e ajuste que mudou o estoque, com o documento e quem lançou. O estoque de cada produto é a soma das suas movimentações."
      />
      <FilterBar>
        <ListSearch params={params} set={set} label="Buscar por produto, código, motivo..." className="sm:w-64 sm:flex-none" />
        <ListPeriod params={params} set={set} />
        <ProductFilter productId={params.productId} onChange={(productId) => set({ productId })} />
        <CodeFilter
          label="Tipo"
          allLabel="Todos os Tipos"
          values={STOCK_MOVEMENT_KINDS}
          labels={STOCK_MOVEMENT_KIND_LABELS}
          value={params.kind}
          onChange={(kind) => set({ kind })}
        />
      </FilterBar>
      <ListCard
        title="Histórico de Movimentações"
        list={list}
        params={params}
        set={set}
        columns={COLUMNS}
        errorTitle="Erro ao carregar movimentações"
        emptyTitle="Nenhuma movimentação encontrada com os filtros atuais."
      />
    </div>
  );
}

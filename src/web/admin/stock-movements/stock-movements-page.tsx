import { formatDateTime } from '@/domain/dates';
import { type StockMovementListItem, stockMovementListQuerySchema } from '@/domain/schemas/stock-movements';
import { STOCK_MOVEMENT_KIND_LABELS, STOCK_MOVEMENT_KINDS, stockMovementKindLabel } from '@/domain/stock';
import type { ColumnDef } from '../../ui/list/data-table';
import { FilterBar } from '../../ui/list/filter-bar';
import { ListCard } from '../../ui/list/list-card';
import { PeriodPicker } from '../../ui/list/period-picker';
import { SearchInput } from '../../ui/list/search-input';
import { SelectFilter } from '../../ui/list/select-filter';
import { useListParams } from '../../ui/list/use-list-params';
import { CodeOptions } from '../../ui/options';
import { PageHeader } from '../../ui/page-header';
import { ProductFilter } from '../documents/product-filter';
import { SignedQuantity } from './signed-quantity';
import { useStockMovements } from './stock-movements-api';

const COLUMNS: ColumnDef<StockMovementListItem>[] = [
  { header: 'Data', cell: (m) => formatDateTime(m.createdAt), className: 'whitespace-nowrap' },
  {
    header: 'Produto',
    primary: true,
    cell: (m) => (
      <span>
        <span className="font-medium text-stone-900">{m.productName}</span>
        <span className="block text-xs font-normal text-stone-600">{m.productCode}</span>
      </span>
    ),
  },
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
        <SearchInput
          value={params.search}
          onChange={(search) => set({ search }, { replace: true })}
          label="Buscar por produto, código, motivo..."
          className="sm:w-64 sm:flex-none"
        />
        <PeriodPicker from={params.from} to={params.to} onChange={(p) => set({ from: p.from, to: p.to })} />
        <ProductFilter productId={params.productId} onChange={(productId) => set({ productId })} />
        <SelectFilter
          label="Tipo"
          allLabel="Todos os Tipos"
          value={params.kind ?? ''}
          onChange={(v) => set({ kind: STOCK_MOVEMENT_KINDS.find((k) => k === v) })}
        >
          <CodeOptions values={STOCK_MOVEMENT_KINDS} labels={STOCK_MOVEMENT_KIND_LABELS} />
        </SelectFilter>
      </FilterBar>
      <ListCard
        title="Histórico de Movimentações"
        list={list}
        params={params}
        set={set}
        columns={COLUMNS}
        rowKey={(m) => m.id}
        errorTitle="Erro ao carregar movimentações"
        emptyTitle="Nenhuma movimentação encontrada com os filtros atuais."
      />
    </div>
  );
}

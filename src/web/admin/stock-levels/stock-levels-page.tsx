import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { STOCK_LEVEL_SITUATION_LABELS, STOCK_LEVEL_SITUATIONS, type StockLevelListItem, stockLevelListQuerySchema } from '@/domain/schemas/stock-levels';
import { formatQuantity } from '@/domain/units';
import { useCan } from '../../auth/use-can';
import { CategoryFilter } from '../../ui/documents';
import { IconAction } from '../../ui/icon-action';
import { CellWithNote } from '../../ui/list/cell-with-note';
import { CodeFilter } from '../../ui/list/code-filter';
import type { ColumnDef } from '../../ui/list/data-table';
import { FilterBar } from '../../ui/list/filter-bar';
import { ListCard, type ListMessages } from '../../ui/list/list-card';
import { ListSearch } from '../../ui/list/list-filters';
import { SelectFilter } from '../../ui/list/select-filter';
import { useListView } from '../../ui/list/use-list-view';
import { NamedOptions } from '../../ui/options';
import { PageHeader } from '../../ui/page-header';
import { EditMinimumDialog } from './edit-minimum-dialog';
import { useStockLevels, useStockPlaces } from './stock-levels-api';

/** At or below the place's own minimum; a store without one is never below it (decision 072). */
const belowMinimum = (r: StockLevelListItem) => r.minStock !== null && r.available <= r.minStock;

const COLUMNS: ColumnDef<StockLevelListItem>[] = [
  { header: 'Produto', primary: true, cell: (r) => <CellWithNote note={r.productCode}>{r.productName}</CellWithNote> },
  { header: 'Local', cell: (r) => r.locationName },
  { header: 'Em estoque', cell: (r) => formatQuantity(r.onHand, r.unit), className: 'whitespace-nowrap text-right' },
  { header: 'Reservado', cell: (r) => r.reserved, className: 'whitespace-nowrap text-right' },
  {
    header: 'Disponível',
    cell: (r) => (
      <span className={belowMinimum(r) ? 'font-semibold text-red-700' : undefined}>
        {r.available}
        {belowMinimum(r) ? <span className="sr-only"> (abaixo do mínimo)</span> : null}
      </span>
    ),
    className: 'whitespace-nowrap text-right',
  },
  { header: 'Mínimo', cell: (r) => r.minStock ?? '—', className: 'whitespace-nowrap text-right' },
  { header: 'Em trânsito', cell: (r) => r.inTransit, className: 'whitespace-nowrap text-right' },
];

const MESSAGES: ListMessages = { error: 'Erro ao carregar o estoque por local', empty: 'Nenhum produto encontrado com os filtros atuais.' };
const SITUATION_CODES = { values: STOCK_LEVEL_SITUATIONS, labels: STOCK_LEVEL_SITUATION_LABELS };

/** /admin/estoque-por-local: each product at each place (the warehouse and the stores) — on hand, reserved, available and in transit. */
export default function StockLevelsPage() {
  const view = useListView(stockLevelListQuerySchema, useStockLevels);
  const places = useStockPlaces();
  const rowKey = (r: StockLevelListItem) => `${r.productId}:${r.locationId}`;
  const can = useCan();
  const [editing, setEditing] = useState<StockLevelListItem | null>(null);
  // A store's minimum is set here; the warehouse's is the product's own (its registration form).
  const actions = can('catalog.manage')
    ? (r: StockLevelListItem) =>
        r.locationKind === 'store' ? (
          <IconAction
            icon={Pencil}
            label={`Editar estoque mínimo de ${r.productName} em ${r.locationName}`}
            title="Editar mínimo"
            onClick={() => setEditing(r)}
          />
        ) : null
    : undefined;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Estoque por local"
        description="Quanto de cada produto há no almoxarifado e em cada loja: em estoque, reservado para pedidos, disponível e em trânsito entre locais."
      />
      <FilterBar>
        <ListSearch {...view} label="Buscar por produto ou código..." className="sm:w-64 sm:flex-none" />
        <SelectFilter
          label="Local"
          allLabel="Todos os locais"
          value={view.params.locationId ? String(view.params.locationId) : ''}
          onChange={(v) => view.set({ locationId: v ? Number(v) : undefined })}
        >
          <NamedOptions items={places.data ?? []} />
        </SelectFilter>
        <CategoryFilter value={view.params.categoryId} onChange={(categoryId) => view.set({ categoryId })} />
        <CodeFilter {...view} field="situation" codes={SITUATION_CODES} label="Situação" allLabel="Todas" />
      </FilterBar>
      <ListCard {...view} title="Produtos por local" columns={COLUMNS} messages={MESSAGES} rowKey={rowKey} actions={actions} />
      {editing ? <EditMinimumDialog key={rowKey(editing)} row={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

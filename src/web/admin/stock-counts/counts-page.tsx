import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatDateTime } from '@/domain/dates';
import { formatBRL } from '@/domain/money';
import { STOCK_COUNT_STATUSES, type StockCountSummary, stockCountListQuerySchema, stockCountWorkflow } from '@/domain/stock-counts';
import { useCan } from '../../auth/use-can';
import { toastError } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Field } from '../../ui/field';
import { NativeSelect } from '../../ui/input';
import { CodeFilter } from '../../ui/list/code-filter';
import type { ColumnDef } from '../../ui/list/data-table';
import { FilterBar } from '../../ui/list/filter-bar';
import { ListCard, type ListMessages } from '../../ui/list/list-card';
import { ListPeriod, ListSearch } from '../../ui/list/list-filters';
import { useListView } from '../../ui/list/use-list-view';
import { PageHeader } from '../../ui/page-header';
import { useCountPlaces, useCounts, useOpenCount } from './stock-counts-api';

const COLUMNS: ColumnDef<StockCountSummary>[] = [
  {
    header: 'Inventário',
    primary: true,
    cell: (c) => (
      <Link className="font-medium text-brand-700 hover:underline" to={`/admin/inventarios/${c.id}`}>
        {c.code}
      </Link>
    ),
  },
  { header: 'Local', cell: (c) => c.locationName },
  { header: 'Situação', cell: (c) => stockCountWorkflow.labels[c.status] },
  { header: 'Contados', cell: (c) => `${c.countedLines} de ${c.lineCount}`, className: 'whitespace-nowrap' },
  { header: 'Ajuste (custo)', cell: (c) => (c.adjustmentValueCents === null ? 'Às cegas' : formatBRL(c.adjustmentValueCents)), className: 'whitespace-nowrap' },
  { header: 'Aberto em', cell: (c) => `${formatDateTime(c.createdAt)} · ${c.createdByName}` },
];

const MESSAGES: ListMessages = { error: 'Erro ao carregar inventários', empty: 'Nenhum inventário encontrado com os filtros atuais.' };
const STATUS_CODES = { values: STOCK_COUNT_STATUSES, labels: stockCountWorkflow.labels };

/** 'Novo Inventário': the place (the user's store only, for a store's staff) and whether it is blind. */
function OpenCountCard() {
  const places = useCountPlaces();
  const open = useOpenCount();
  const navigate = useNavigate();
  const [locationId, setLocationId] = useState('');
  const [blind, setBlind] = useState(false);
  const chosen = locationId || String(places.data?.[0]?.id ?? '');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Novo Inventário</CardTitle>
        <p className="text-sm text-stone-600">A contagem começa agora. Às cegas, quem conta não vê a quantidade esperada até encerrar a contagem.</p>
      </CardHeader>
      <CardContent>
        <form
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            open.mutate(
              { locationId: Number(chosen), blind },
              { onSuccess: (res) => navigate(`/admin/inventarios/${res.count.id}`), onError: toastError('Erro ao abrir inventário') },
            );
          }}
        >
          <Field label="Local" required className="sm:w-72">
            <NativeSelect value={chosen} onChange={(e) => setLocationId(e.target.value)}>
              {(places.data ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <label className="flex h-10 items-center gap-2 text-sm text-stone-800">
            <input type="checkbox" checked={blind} onChange={(e) => setBlind(e.target.checked)} />
            Contagem às cegas
          </label>
          <Button type="submit" disabled={open.isPending || !chosen}>
            {open.isPending ? 'Abrindo...' : 'Abrir Inventário'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** /admin/inventarios: the counts of the places the user may see, and opening a new one. */
export default function CountsPage() {
  const view = useListView(stockCountListQuerySchema, useCounts);
  const can = useCan();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Inventários"
        description="Conte o estoque de um local (leitor de código de barras ou digitando), revise as diferenças e aplique-as como ajustes, com quem e por quê."
      />
      {can('counts.manage') ? <OpenCountCard /> : null}
      <FilterBar>
        <ListSearch {...view} label="Buscar por código, local, observação..." className="sm:w-64 sm:flex-none" />
        <ListPeriod {...view} />
        <CodeFilter {...view} field="status" codes={STATUS_CODES} label="Situação" allLabel="Todas as Situações" />
      </FilterBar>
      <ListCard {...view} title="Inventários" columns={COLUMNS} messages={MESSAGES} />
    </div>
  );
}

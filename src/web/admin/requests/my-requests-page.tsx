import { Eye } from 'lucide-react';
import { useState } from 'react';
import { REQUEST_KIND_LABELS, REQUEST_KINDS } from '@/domain/requests';
import { myRequestsQuerySchema, type RequestListItem } from '@/domain/schemas/requests';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import type { ColumnDef } from '../../ui/list/data-table';
import { FilterBar } from '../../ui/list/filter-bar';
import { ListCard } from '../../ui/list/list-card';
import { SearchInput } from '../../ui/list/search-input';
import { SelectFilter } from '../../ui/list/select-filter';
import { useListParams } from '../../ui/list/use-list-params';
import { CodeOptions } from '../../ui/options';
import { PageHeader } from '../../ui/page-header';
import { requestColumns } from './request-columns';
import { REQUEST_DIALOGS } from './request-list-tab';
import { useMyRequests } from './requests-api';

const [idColumn, ...rest] = requestColumns(null);
const COLUMNS: ColumnDef<RequestListItem>[] = [idColumn!, { header: 'Tipo', cell: (r) => <Badge>{REQUEST_KIND_LABELS[r.kind]}</Badge> }, ...rest];

/** /admin/solicitacoes/acompanhar: the signed-in member's own requests of the three kinds, newest first. */
export default function MyRequestsPage() {
  const { params, set } = useListParams(myRequestsQuerySchema);
  const list = useMyRequests(params);
  const [viewing, setViewing] = useState<RequestListItem | null>(null);
  const Details = viewing ? REQUEST_DIALOGS[viewing.kind].Details : null;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Acompanhar Minhas Solicitações" description="As solicitações que você fez e em que status estão." />
      <FilterBar>
        <SearchInput
          value={params.search}
          onChange={(search) => set({ search }, { replace: true })}
          label="Buscar por ID, loja, cliente, produto..."
          className="sm:w-72 sm:flex-none"
        />
        <SelectFilter
          label="Tipo"
          allLabel="Todos os tipos"
          value={params.type === 'all' ? '' : params.type}
          onChange={(type) => set({ type: (type || 'all') as typeof params.type })}
        >
          <CodeOptions values={REQUEST_KINDS} labels={REQUEST_KIND_LABELS} />
        </SelectFilter>
      </FilterBar>
      <ListCard
        title="Minhas Solicitações"
        list={list}
        params={params}
        set={set}
        columns={COLUMNS}
        rowKey={(r) => `${r.kind}-${r.id}`}
        errorTitle="Erro ao carregar solicitações"
        emptyTitle="Nenhuma solicitação encontrada com os filtros atuais."
        actions={(r) => (
          <Button
            variant="ghost"
            size="icon"
            className="h-9 w-9"
            aria-label={`Ver detalhes da solicitação ${r.code}`}
            title="Ver detalhes"
            onClick={() => setViewing(r)}
          >
            <Eye className="h-4 w-4" aria-hidden="true" />
          </Button>
        )}
      />
      {viewing && Details ? <Details key={`${viewing.kind}-${viewing.id}`} id={viewing.id} onClose={() => setViewing(null)} /> : null}
    </div>
  );
}

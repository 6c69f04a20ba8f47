import { Eye } from 'lucide-react';
import { useState } from 'react';
import { REQUEST_KIND_LABELS, REQUEST_KINDS } from '@/domain/requests';
import { myRequestsQuerySchema, type RequestListItem } from '@/domain/schemas/requests';
import { Badge } from '../../ui/badge';
import { IconAction } from '../../ui/icon-action';
import type { ColumnDef } from '../../ui/list/data-table';
import { FilterBar } from '../../ui/list/filter-bar';
import { ListCard } from '../../ui/list/list-card';
import { CodeFilter, ListSearch } from '../../ui/list/list-filters';
import { useListParams } from '../../ui/list/use-list-params';
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
        <ListSearch params={params} set={set} label="Buscar por ID, loja, cliente, produto..." className="sm:w-72 sm:flex-none" />
        <CodeFilter
          label="Tipo"
          allLabel="Todos os tipos"
          values={REQUEST_KINDS}
          labels={REQUEST_KIND_LABELS}
          value={params.type === 'all' ? '' : params.type}
          onChange={(type) => set({ type: type ?? 'all' })}
        />
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
        actions={(r) => <IconAction icon={Eye} label={`Ver detalhes da solicitação ${r.code}`} title="Ver detalhes" onClick={() => setViewing(r)} />}
      />
      {viewing && Details ? <Details key={`${viewing.kind}-${viewing.id}`} id={viewing.id} onClose={() => setViewing(null)} /> : null}
    </div>
  );
}

import { Eye } from 'lucide-react';
import { useState } from 'react';
import { REQUEST_KIND_LABELS, REQUEST_KINDS } from '@/domain/requests';
import { myRequestsQuerySchema, type RequestListItem } from '@/domain/schemas/requests';
import { Badge } from '../../ui/badge';
import { IconAction } from '../../ui/icon-action';
import { CodeFilter } from '../../ui/list/code-filter';
import type { ColumnDef } from '../../ui/list/data-table';
import { FilterBar } from '../../ui/list/filter-bar';
import { ListCard, type ListMessages } from '../../ui/list/list-card';
import { ListSearch } from '../../ui/list/list-filters';
import { useListView } from '../../ui/list/use-list-view';
import { PageHeader } from '../../ui/page-header';
import { requestColumns } from './request-columns';
import { REQUEST_DIALOGS } from './request-list-tab';
import { useMyRequests } from './requests-api';

const [idColumn, ...rest] = requestColumns(null);
const COLUMNS: ColumnDef<RequestListItem>[] = [idColumn!, { header: 'Tipo', cell: (r) => <Badge>{REQUEST_KIND_LABELS[r.kind]}</Badge> }, ...rest];
const MESSAGES: ListMessages = { error: 'Erro ao carregar solicitações', empty: 'Nenhuma solicitação encontrada com os filtros atuais.' };
const KIND_CODES = { values: REQUEST_KINDS, labels: REQUEST_KIND_LABELS };

/** /admin/solicitacoes/acompanhar: the signed-in member's own requests of the three kinds, newest first. */
export default function MyRequestsPage() {
  const view = useListView(myRequestsQuerySchema, useMyRequests);
  const [viewing, setViewing] = useState<RequestListItem | null>(null);
  const Details = viewing ? REQUEST_DIALOGS[viewing.kind].Details : null;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Acompanhar Minhas Solicitações" description="As solicitações que você fez e em que status estão." />
      <FilterBar>
        <ListSearch {...view} label="Buscar por ID, loja, cliente, produto..." className="sm:w-72 sm:flex-none" />
        <CodeFilter {...view} field="type" all="all" codes={KIND_CODES} label="Tipo" allLabel="Todos os tipos" />
      </FilterBar>
      <ListCard
        {...view}
        title="Minhas Solicitações"
        columns={COLUMNS}
        messages={MESSAGES}
        rowKey={(r) => `${r.kind}-${r.id}`}
        actions={(r) => <IconAction icon={Eye} label={`Ver detalhes da solicitação ${r.code}`} title="Ver detalhes" onClick={() => setViewing(r)} />}
      />
      {viewing && Details ? <Details key={`${viewing.kind}-${viewing.id}`} id={viewing.id} onClose={() => setViewing(null)} /> : null}
    </div>
  );
}

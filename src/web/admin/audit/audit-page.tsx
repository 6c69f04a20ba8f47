import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '@/domain/dates';
import { type AuditQuery, auditActionLabel, auditQuerySchema } from '@/domain/schemas/audit';
import { Button } from '../../ui/button';
import { CodeFilter } from '../../ui/list/code-filter';
import type { ColumnDef } from '../../ui/list/data-table';
import { FilterBar } from '../../ui/list/filter-bar';
import { ListCard, type ListMessages } from '../../ui/list/list-card';
import { ListPeriod } from '../../ui/list/list-filters';
import { SelectFilter } from '../../ui/list/select-filter';
import { useListView } from '../../ui/list/use-list-view';
import { NamedOptions } from '../../ui/options';
import { PageHeader } from '../../ui/page-header';
import { type AuditEntryView, auditKeys, fetchAudit, fetchAuditFilters } from './audit-api';
import { AuditDetailsDialog } from './audit-details-dialog';
import { entityLabel } from './audit-labels';

const COLUMNS: ColumnDef<AuditEntryView>[] = [
  { header: 'Data', cell: (e) => formatDateTime(e.createdAt), className: 'whitespace-nowrap' },
  { header: 'Usuário', cell: (e) => e.userName || 'Sistema' },
  { header: 'Ação', cell: (e) => auditActionLabel(e.action) },
  {
    header: 'Registro',
    primary: true,
    cell: (e) => (
      <span>
        {entityLabel(e.entity)}
        {e.entityLabel ? (
          <span className="block max-w-[16rem] truncate text-xs font-normal text-stone-700" title={e.entityId ?? undefined}>
            {e.entityLabel}
          </span>
        ) : e.entityId ? (
          <span className="block max-w-[16rem] truncate font-mono text-xs font-normal text-stone-600">{e.entityId}</span>
        ) : null}
      </span>
    ),
  },
];

const MESSAGES: ListMessages = { error: 'Erro ao carregar auditoria', empty: 'Nenhum registro encontrado com os filtros atuais.' };

const useAuditList = (q: AuditQuery) => useQuery({ queryKey: auditKeys.list(q), queryFn: () => fetchAudit(q), placeholderData: keepPreviousData });

/** /admin/auditoria (administrators): every back-office write, filterable in the URL, with a before/after diff. */
export default function AuditPage() {
  const view = useListView(auditQuerySchema, useAuditList);
  const { params, set } = view;
  const [open, setOpen] = useState<AuditEntryView | null>(null);
  const options = useQuery({ queryKey: auditKeys.filters, queryFn: fetchAuditFilters });
  const actions = (e: AuditEntryView) => (
    <Button variant="ghost" size="sm" onClick={() => setOpen(e)} aria-label={`Ver detalhes do registro ${e.id}`}>
      <Eye className="h-4 w-4" aria-hidden="true" /> Ver
    </Button>
  );

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Auditoria" description="Quem alterou o quê e quando no sistema." />
      <FilterBar>
        <CodeFilter {...view} field="entity" codes={{ values: options.data?.entities ?? [], labels: entityLabel }} label="Registro" allLabel="Todos" />
        <CodeFilter {...view} field="action" codes={{ values: options.data?.actions ?? [], labels: auditActionLabel }} label="Ação" allLabel="Todas" />
        <SelectFilter label="Usuário" allLabel="Todos" value={params.userId ?? ''} onChange={(userId) => set({ userId })}>
          <NamedOptions items={options.data?.users} />
        </SelectFilter>
        <ListPeriod {...view} />
      </FilterBar>
      <ListCard {...view} title="Registros de Auditoria" columns={COLUMNS} messages={MESSAGES} actions={actions} />
      {open ? <AuditDetailsDialog key={open.id} entry={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '@/domain/dates';
import { auditActionLabel, auditQuerySchema } from '@/domain/schemas/audit';
import { Button } from '../../ui/button';
import type { ColumnDef } from '../../ui/list/data-table';
import { FilterBar } from '../../ui/list/filter-bar';
import { ListCard } from '../../ui/list/list-card';
import { ListPeriod } from '../../ui/list/list-filters';
import { SelectFilter } from '../../ui/list/select-filter';
import { useListParams } from '../../ui/list/use-list-params';
import { CodeOptions, NamedOptions } from '../../ui/options';
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

/** /admin/auditoria (administrators): every back-office write, filterable in the URL, with a before/after diff. */
export default function AuditPage() {
  const { params, set } = useListParams(auditQuerySchema);
  const [open, setOpen] = useState<AuditEntryView | null>(null);
  const options = useQuery({ queryKey: auditKeys.filters, queryFn: fetchAuditFilters });
  const list = useQuery({ queryKey: auditKeys.list(params), queryFn: () => fetchAudit(params), placeholderData: keepPreviousData });

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Auditoria" description="Quem alterou o quê e quando no sistema." />
      <FilterBar>
        <SelectFilter label="Registro" allLabel="Todos" value={params.entity ?? ''} onChange={(entity) => set({ entity })}>
          <CodeOptions values={options.data?.entities ?? []} labels={entityLabel} />
        </SelectFilter>
        <SelectFilter label="Ação" allLabel="Todas" value={params.action ?? ''} onChange={(action) => set({ action })}>
          <CodeOptions values={options.data?.actions ?? []} labels={auditActionLabel} />
        </SelectFilter>
        <SelectFilter label="Usuário" allLabel="Todos" value={params.userId ?? ''} onChange={(userId) => set({ userId })}>
          <NamedOptions items={options.data?.users} />
        </SelectFilter>
        <ListPeriod params={params} set={set} />
      </FilterBar>
      <ListCard
        title="Registros de Auditoria"
        list={list}
        params={params}
        set={set}
        columns={COLUMNS}
        errorTitle="Erro ao carregar auditoria"
        emptyTitle="Nenhum registro encontrado com os filtros atuais."
        actions={(e) => (
          <Button variant="ghost" size="sm" onClick={() => setOpen(e)} aria-label={`Ver detalhes do registro ${e.id}`}>
            <Eye className="h-4 w-4" aria-hidden="true" /> Ver
          </Button>
        )}
      />
      {open ? <AuditDetailsDialog key={open.id} entry={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}

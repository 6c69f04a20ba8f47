import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatDateTime } from '@/domain/dates';
import { AUDIT_PAGE_SIZE, auditActionLabel } from '@/domain/schemas/audit';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { ListState } from '../../ui/list-state';
import { Field } from '../../ui/field';
import { Input, NativeSelect } from '../../ui/input';
import { PageHeader } from '../../ui/page-header';
import { Pagination } from '../../ui/pagination';
import { Table, TBody, TD, TH, THead, TR } from '../../ui/table';
import { type AuditEntryView, auditKey, fetchAudit, fetchAuditFilters } from './audit-api';
import { AuditDetailsDialog } from './audit-details-dialog';
import { entityLabel } from './audit-labels';

const NO_FILTERS = { entity: '', action: '', userId: '', from: '', to: '' };

/** /admin/auditoria (administrators): every back-office write, filterable, with a before/after diff. */
export default function AuditPage() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AuditEntryView | null>(null);
  const options = useQuery({ queryKey: [...auditKey, 'filters'], queryFn: fetchAuditFilters });
  const query = { ...filters, page, pageSize: AUDIT_PAGE_SIZE };
  const list = useQuery({ queryKey: [...auditKey, 'list', query], queryFn: () => fetchAudit(query), placeholderData: keepPreviousData });

  const set = (name: keyof typeof NO_FILTERS) => (e: { target: { value: string } }) => {
    setFilters((f) => ({ ...f, [name]: e.target.value }));
    setPage(1);
  };

  const total = list.data?.total ?? 0;
  const rows = list.data?.items ?? [];
  useEffect(() => {
    const last = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
    if (!list.isPlaceholderData && page > last) setPage(last);
  }, [total, page, list.isPlaceholderData]);

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Auditoria" description="Quem alterou o quê e quando no sistema." />
      <Card className="grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-5">
        <Field label="Registro">
          <NativeSelect value={filters.entity} onChange={set('entity')}>
            <option value="">Todos</option>
            {(options.data?.entities ?? []).map((e) => (
              <option key={e} value={e}>
                {entityLabel(e)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Ação">
          <NativeSelect value={filters.action} onChange={set('action')}>
            <option value="">Todas</option>
            {(options.data?.actions ?? []).map((a) => (
              <option key={a} value={a}>
                {auditActionLabel(a)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Usuário">
          <NativeSelect value={filters.userId} onChange={set('userId')}>
            <option value="">Todos</option>
            {(options.data?.users ?? []).map((u) => (
              <option key={u.id} value={u.id}>
                {u.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="De">
          <Input type="date" value={filters.from} onChange={set('from')} max={filters.to || undefined} />
        </Field>
        <Field label="Até">
          <Input type="date" value={filters.to} onChange={set('to')} min={filters.from || undefined} />
        </Field>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Registros de Auditoria ({total})</CardTitle>
        </CardHeader>
        <CardContent>
          <ListState query={list} isEmpty={rows.length === 0} errorTitle="Erro ao carregar auditoria" emptyTitle="Nenhum registro encontrado com os filtros atuais.">
              <Table aria-label="Registros de Auditoria">
                <THead>
                  <tr>
                    <TH>Data</TH>
                    <TH>Usuário</TH>
                    <TH>Ação</TH>
                    <TH>Registro</TH>
                    <TH className="text-right">Detalhes</TH>
                  </tr>
                </THead>
                <TBody>
                  {rows.map((e) => (
                    <TR key={e.id}>
                      <TD className="whitespace-nowrap">{formatDateTime(e.createdAt)}</TD>
                      <TD>{e.userName || 'Sistema'}</TD>
                      <TD>{auditActionLabel(e.action)}</TD>
                      <TD>
                        {entityLabel(e.entity)}
                        {e.entityLabel ? (
                          <span className="block max-w-[16rem] truncate text-xs text-stone-700" title={e.entityId ?? undefined}>
                            {e.entityLabel}
                          </span>
                        ) : e.entityId ? (
                          <span className="block max-w-[16rem] truncate font-mono text-xs text-stone-600">{e.entityId}</span>
                        ) : null}
                      </TD>
                      <TD className="text-right">
                        <Button variant="ghost" size="sm" onClick={() => setOpen(e)} aria-label={`Ver detalhes do registro ${e.id}`}>
                          <Eye className="h-4 w-4" aria-hidden="true" /> Ver
                        </Button>
                      </TD>
                    </TR>
                  ))}
                </TBody>
              </Table>
              <Pagination page={page} pageSize={AUDIT_PAGE_SIZE} total={total} onPage={setPage} />
            </ListState>
        </CardContent>
      </Card>
      {open ? <AuditDetailsDialog key={open.id} entry={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}

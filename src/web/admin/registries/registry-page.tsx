import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useSession } from '../../auth/session';
import { api, errorMessage } from '../../lib/api';
import { notify } from './notify';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { Input } from '../../ui/input';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { Table, TBody, TD, TH, THead, TR } from '../../ui/table';
import { RegistryFormDialog } from './registry-form-dialog';
import type { RegistryConfig, RegistryRow } from './registry-types';
import { useDebouncedValue } from '../../lib/use-debounced-value';

type Editing<Row> = { mode: 'create' } | { mode: 'edit'; row: Row };

/** One screen for every registry: list with search, add/edit dialog, delete with confirmation. */
export function RegistryPage<Row extends RegistryRow>({ config }: { config: RegistryConfig<Row> }) {
  const { user } = useSession();
  const qc = useQueryClient();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim());
  const [editing, setEditing] = useState<Editing<Row> | null>(null);

  const list = useQuery({
    queryKey: ['admin', config.queryKey, term],
    queryFn: async () => {
      const data = await api<Record<string, Row[]>>(`${config.apiPath}?search=${encodeURIComponent(term)}`);
      return data[config.listKey] ?? [];
    },
    placeholderData: keepPreviousData,
  });

  const invalidate = () => qc.invalidateQueries({ queryKey: ['admin', config.queryKey] });

  const save = useMutation({
    mutationFn: ({ id, body }: { id?: Row['id']; body: unknown }) =>
      id === undefined
        ? api(config.apiPath, { method: 'POST', body })
        : api(`${config.apiPath}/${encodeURIComponent(String(id))}`, { method: 'PUT', body }),
    onSuccess: async (_data, { id }) => {
      notify.success(id === undefined ? config.toasts.created : config.toasts.updated);
      setEditing(null);
      await invalidate();
    },
    onError: (err, { id }) =>
      notify.error(`Erro ao ${id === undefined ? 'adicionar em' : 'atualizar em'} ${config.tableName}`, errorMessage(err)),
  });

  const remove = useMutation({
    mutationFn: (row: Row) => api(`${config.apiPath}/${encodeURIComponent(String(row.id))}`, { method: 'DELETE' }),
    onSuccess: async () => {
      notify.success(config.toasts.deleted);
      await invalidate();
    },
    onError: (err) => notify.error(`Erro ao remover de ${config.tableName}`, errorMessage(err)),
  });

  const onDelete = (row: Row) => {
    if (window.confirm(config.confirmDelete(row))) remove.mutate(row);
  };

  const mode = editing?.mode ?? 'create';
  const rows = list.data ?? [];

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={config.title}
        description={config.description}
        actions={
          <Button onClick={() => setEditing({ mode: 'create' })}>
            <Plus className="h-4 w-4" aria-hidden="true" /> {config.addLabel}
          </Button>
        }
      />
      <Card className="flex flex-col gap-4 p-4">
        <div className="relative max-w-md">
          <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-stone-500" aria-hidden="true" />
          <Input
            type="search"
            aria-label={config.searchPlaceholder}
            placeholder={config.searchPlaceholder}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="pl-9"
          />
        </div>
        {list.isPending ? (
          <Spinner />
        ) : list.isError ? (
          <p role="alert" className="text-red-700">
            Erro ao carregar {config.tableName}: {errorMessage(list.error)}
          </p>
        ) : rows.length === 0 ? (
          <EmptyState title="Nenhum registro encontrado." />
        ) : (
          <Table aria-label={config.title} className={config.compactTable ? 'min-w-0' : undefined}>
            <THead>
              <tr>
                {config.columns.map((c) => (
                  <TH key={c.header} className={c.className}>
                    {c.header}
                  </TH>
                ))}
                <TH className="whitespace-nowrap text-right">Ações</TH>
              </tr>
            </THead>
            <TBody>
              {rows.map((row) => (
                <TR key={row.id}>
                  {config.columns.map((c) => (
                    <TD key={c.header} className={c.className}>
                      {c.cell(row)}
                    </TD>
                  ))}
                  <TD className="text-right">
                    <div className="flex justify-end gap-1">
                      {config.rowActions?.(row)}
                      {(config.canEdit?.(row, user) ?? true) && (
                        <Button variant="ghost" size="icon" className="h-9 w-9" aria-label={`Editar ${row.name}`} title="Editar" onClick={() => setEditing({ mode: 'edit', row })}>
                          <Pencil className="h-4 w-4" aria-hidden="true" />
                        </Button>
                      )}
                      {(config.canDelete?.(row, user) ?? true) && (
                        <Button
                          variant="ghost"
                          size="icon"
                          className="h-9 w-9 text-red-700 hover:bg-red-50"
                          aria-label={`Excluir ${row.name}`}
                          title="Excluir"
                          disabled={remove.isPending}
                          onClick={() => onDelete(row)}
                        >
                          <Trash2 className="h-4 w-4" aria-hidden="true" />
                        </Button>
                      )}
                    </div>
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
        )}
      </Card>
      {editing ? (
        <RegistryFormDialog
          key={editing.mode === 'edit' ? String(editing.row.id) : 'new'}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          title={editing.mode === 'edit' ? config.editTitle : config.addLabel}
          fields={config.fields(mode, user)}
          initial={config.toForm(editing.mode === 'edit' ? editing.row : null)}
          schema={config.schema(mode)}
          saving={save.isPending}
          onSubmit={(body) => save.mutate({ id: editing.mode === 'edit' ? editing.row.id : undefined, body })}
        />
      ) : null}
    </div>
  );
}

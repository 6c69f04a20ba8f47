import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { searchField } from '@/domain/schemas/list-query';
import { useSession } from '../../auth/session';
import { useCan } from '../../auth/use-can';
import { registryKeys } from '../../lib/admin-views';
import { errorMessage } from '../../lib/api';
import { AddButton } from '../../ui/add-button';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { DeleteIconButton } from '../../ui/delete-icon-button';
import { DataTable } from '../../ui/list/data-table';
import { FilterBar } from '../../ui/list/filter-bar';
import { SearchInput } from '../../ui/list/search-input';
import { useListParams } from '../../ui/list/use-list-params';
import { ListState } from '../../ui/list-state';
import { PageHeader } from '../../ui/page-header';
import { notify } from './notify';
import { fetchRegistryRows, useDeleteRegistryRow, useSaveRegistryRow } from './registry-api';
import { RegistryFormDialog } from './registry-form-dialog';
import type { FormValues, RegistryConfig, RegistryRow } from './registry-types';

const registryListQuerySchema = z.object({ search: searchField });

type Editing<Row> = { mode: 'create' } | { mode: 'edit'; row: Row };

/** One screen for every registry: list with search, add/edit dialog, delete with confirmation. */
export function RegistryPage<Row extends RegistryRow>({ config }: { config: RegistryConfig<Row> }) {
  const { user } = useSession();
  const can = useCan();
  // What the user may not do is not offered; the server refuses it anyway.
  const mayWrite = (config.writeAnyOf ?? ['catalog.manage']).some(can);
  const mayAdd = (config.addAnyOf ?? config.writeAnyOf ?? ['catalog.manage']).some(can);
  // The search lives in the URL: a reload or a shared link shows the same list.
  const { params, set } = useListParams(registryListQuerySchema);
  const term = params.search;
  const [editing, setEditing] = useState<Editing<Row> | null>(null);

  const list = useQuery({
    queryKey: registryKeys.list(config.queryKey, term),
    queryFn: () => fetchRegistryRows<Row>(config, term),
    placeholderData: keepPreviousData,
  });

  const save = useSaveRegistryRow<Row>(config);
  const remove = useDeleteRegistryRow<Row>(config);

  const onSave = (id: Row['id'] | undefined, body: FormValues) =>
    save.mutate(
      { id, body },
      {
        onSuccess: () => {
          notify.success(id === undefined ? config.toasts.created : config.toasts.updated);
          setEditing(null);
        },
        onError: (err) => notify.error(`Erro ao ${id === undefined ? 'adicionar em' : 'atualizar em'} ${config.tableName}`, errorMessage(err)),
      },
    );

  const onDelete = (row: Row) => {
    if (!window.confirm(config.confirmDelete(row))) return;
    remove.mutate(row, {
      onSuccess: () => notify.success(config.toasts.deleted),
      onError: (err) => notify.error(`Erro ao remover de ${config.tableName}`, errorMessage(err)),
    });
  };

  const mode = editing?.mode ?? 'create';
  const rows = list.data ?? [];

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={config.title}
        description={config.description}
        actions={mayAdd ? <AddButton onClick={() => setEditing({ mode: 'create' })}>{config.addLabel}</AddButton> : undefined}
      />
      <FilterBar>
        <SearchInput value={params.search} onChange={(search) => set({ search }, { replace: true })} label={config.searchPlaceholder} className="sm:max-w-md" />
      </FilterBar>
      <Card className="p-4">
        <ListState query={list} isEmpty={rows.length === 0} errorTitle={`Erro ao carregar ${config.tableName}`} emptyTitle="Nenhum registro encontrado.">
          <DataTable
            rows={rows}
            columns={config.columns}
            rowKey={(row) => row.id}
            label={config.title}
            compact={config.compactTable}
            actions={(row) => (
              <>
                {config.rowActions?.(row)}
                {mayWrite && (config.canEdit?.(row, user) ?? true) && (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="h-9 w-9"
                    aria-label={`Editar ${row.name}`}
                    title="Editar"
                    onClick={() => setEditing({ mode: 'edit', row })}
                  >
                    <Pencil className="h-4 w-4" aria-hidden="true" />
                  </Button>
                )}
                {mayWrite && (config.canDelete?.(row, user) ?? true) && (
                  <DeleteIconButton
                    label={`Excluir ${row.name}`}
                    title="Excluir"
                    disabled={remove.isPending}
                    onClick={() => onDelete(row)}
                    className="h-9 w-9"
                  />
                )}
              </>
            )}
          />
        </ListState>
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
          onSubmit={(body) => onSave(editing.mode === 'edit' ? editing.row.id : undefined, body)}
        />
      ) : null}
    </div>
  );
}

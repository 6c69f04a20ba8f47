import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registryKeys } from '../../lib/admin-views';
import { api } from '../../lib/api';
import type { FormValues, RegistryConfig, RegistryRow } from './registry-types';

// Every registry screen (and the staff list, which is one) under its config's `queryKey` and `apiPath`;
// its query keys are `registryKeys` of lib/admin-views.ts, which the selects of ui/documents share.

type Endpoint = Pick<RegistryConfig<RegistryRow>, 'apiPath' | 'listKey'>;

const rowPath = (apiPath: string, id: RegistryRow['id']) => `${apiPath}/${encodeURIComponent(String(id))}`;

export const fetchRegistryRows = <Row extends RegistryRow>({ apiPath, listKey }: Endpoint, search: string) =>
  api<Record<string, Row[]>>(`${apiPath}?search=${encodeURIComponent(search)}`).then((data) => data[listKey] ?? []);

/** Adds (no id) or updates a row; the body is the form's values, which the server parses with the same schema. */
export const saveRegistryRow = (apiPath: string, id: RegistryRow['id'] | undefined, body: FormValues) =>
  id === undefined ? api<unknown>(apiPath, { method: 'POST', body }) : api<unknown>(rowPath(apiPath, id), { method: 'PUT', body });

export const deleteRegistryRow = (apiPath: string, id: RegistryRow['id']) => api<unknown>(rowPath(apiPath, id), { method: 'DELETE' });

type Registry = Pick<RegistryConfig<RegistryRow>, 'apiPath' | 'queryKey'>;

/** A change to a registry's rows, after which its lists and selects are read again; screens add their toasts through `mutate`'s callbacks. */
function useRegistryChange<V>(config: Registry, mutationFn: (vars: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => qc.invalidateQueries({ queryKey: registryKeys.all(config.queryKey) }) });
}

export const useSaveRegistryRow = <Row extends RegistryRow>(config: Registry) =>
  useRegistryChange(config, ({ id, body }: { id?: Row['id']; body: FormValues }) => saveRegistryRow(config.apiPath, id, body));

export const useDeleteRegistryRow = <Row extends RegistryRow>(config: Registry) =>
  useRegistryChange(config, (row: Row) => deleteRegistryRow(config.apiPath, row.id));

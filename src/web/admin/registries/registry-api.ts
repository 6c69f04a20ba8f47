import { api } from '../../lib/api';
import type { RegistryConfig, RegistryRow } from './registry-types';

// Every registry screen (and the staff list, which is one) under its config's `queryKey` and `apiPath`.

export const registryKeys = {
  all: (name: string) => ['admin', name] as const,
  list: (name: string, search: string) => ['admin', name, 'list', search] as const,
  /** What a select offers (documents/registry-options-api.ts). */
  options: (name: string) => ['admin', name, 'options'] as const,
};

type Endpoint = Pick<RegistryConfig<RegistryRow>, 'apiPath' | 'listKey'>;

const rowPath = (apiPath: string, id: RegistryRow['id']) => `${apiPath}/${encodeURIComponent(String(id))}`;

export const fetchRegistryRows = <Row extends RegistryRow>({ apiPath, listKey }: Endpoint, search: string) =>
  api<Record<string, Row[]>>(`${apiPath}?search=${encodeURIComponent(search)}`).then((data) => data[listKey] ?? []);

/** Adds (no id) or updates a row; the body is what the form's schema accepts, parsed again by the server. */
export const saveRegistryRow = (apiPath: string, id: RegistryRow['id'] | undefined, body: unknown) =>
  id === undefined ? api<unknown>(apiPath, { method: 'POST', body }) : api<unknown>(rowPath(apiPath, id), { method: 'PUT', body });

export const deleteRegistryRow = (apiPath: string, id: RegistryRow['id']) => api<unknown>(rowPath(apiPath, id), { method: 'DELETE' });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { registryKeys } from '../../lib/admin-views';
import { api } from '../../lib/api';

/** A registry entry as a select offers it. */
export type RegistryOption = { id: number; name: string; address?: string; type?: string };

const optionsQuery = (path: 'stores' | 'suppliers' | 'categories') =>
  queryOptions({
    queryKey: registryKeys.options(path),
    queryFn: () => api<{ items: RegistryOption[] }>(`/api/admin/${path}`).then((r) => r.items),
    staleTime: 60_000,
  });

/** The shop's stores (destinations of exits, requests of merchandise). */
export const useStoreOptions = () => useQuery(optionsQuery('stores'));
/** Suppliers (entries, invoices, purchase reports). */
export const useSupplierOptions = () => useQuery(optionsQuery('suppliers'));
/** Product categories (report filters). */
export const useCategoryOptions = () => useQuery(optionsQuery('categories'));

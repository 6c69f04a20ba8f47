import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import { api } from './api';
import { toSearch } from './to-search';

// The two GET shapes of the API files: a list's page and one record.

/** A page of `path` for the list query `q` (its filters as URL parameters); the page on screen stays while the next loads. */
export const pageQuery = <T>(queryKey: QueryKey, path: string, q: object) =>
  queryOptions({ queryKey, queryFn: () => api<T>(`${path}?${toSearch(q)}`), placeholderData: keepPreviousData });

/** One record of `path`, which answers `{ [field]: record }`. */
export const recordQuery = <T>(queryKey: QueryKey, path: string, field: string) =>
  queryOptions({ queryKey, queryFn: () => api<Record<string, T>>(path).then((r) => r[field] as T) });

import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../card';
import { ListState } from '../list-state';
import { Pagination } from '../pagination';
import { countLabel } from './count-label';
import { type ColumnDef, DataTable } from './data-table';
import { useClampedPage } from './use-clamped-page';

type PageOf<Row> = { items: Row[]; total: number; totalCapped?: boolean };

/** What the card says when the list fails to load (the server's message follows it) and when it has no row. */
export type ListMessages = { error: string; empty: string };

type Props<Row> = {
  /** The card's title; the count follows it: 'Histórico de Entradas (12)'. */
  title: string;
  /** The list's query (TanStack) and its URL state: a `useListView`, spread. */
  list: UseQueryResult<PageOf<Row>>;
  params: { page: number; pageSize: number };
  set: (patch: { page: number }, opts?: { replace?: boolean }) => void;
  messages: ListMessages;
  columns: ColumnDef<Row>[];
  actions?: (row: Row) => React.ReactNode;
} & RowKey<Row>;

type Key = string | number;
/** What tells the rows apart: their `id` unless told otherwise (rows without an `id` must say). */
type RowKey<Row> = Row extends { id: Key } ? { rowKey?: (row: Row) => Key } : { rowKey: (row: Row) => Key };
const byId = (row: unknown) => (row as { id: Key }).id;

/**
 * A back-office list's body, the same on every screen: the titled card with the count, loading /
 * error / empty states, the table that becomes cards on phones, and pagination that never shows a
 * page past the last (a page out of range is moved to the last, in the URL too).
 */
export function ListCard<Row>({ title, list, params, set, messages, columns, rowKey = byId, actions }: Props<Row>) {
  const setPage = useCallback((page: number) => set({ page }, { replace: true }), [set]);
  const page = useClampedPage({
    page: params.page,
    pageSize: params.pageSize,
    total: list.data?.total,
    settled: list.isSuccess && !list.isPlaceholderData,
    setPage,
  });
  const rows = list.data?.items ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {title} ({countLabel(list.data)})
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ListState query={list} isEmpty={rows.length === 0} errorTitle={messages.error} emptyTitle={messages.empty}>
          <DataTable label={title} rows={rows} columns={columns} rowKey={rowKey} actions={actions} />
          <Pagination page={page} pageSize={params.pageSize} total={list.data?.total ?? 0} onPage={(p) => set({ page: p })} />
        </ListState>
      </CardContent>
    </Card>
  );
}

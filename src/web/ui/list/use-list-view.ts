import type { UseQueryResult } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { type ParamValue, useListParams } from './use-list-params';

/**
 * A list screen's state as one object: its URL params and their setter (`useListParams`) and the
 * query that lists them. Spread it into the pieces of the screen — `<ListCard {...view} />`,
 * `<ListSearch {...view} />`, `<CodeFilter {...view} field="status" />` — which take from it what
 * they need, so a page writes only what is its own.
 */
export function useListView<P extends Record<string, ParamValue>, Page>(schema: ZodType<P>, useList: (params: P) => UseQueryResult<Page>): ListView<P, Page> {
  const { params, set, reset } = useListParams(schema);
  return { params, set, reset, list: useList(params) };
}

export type ListView<P, Page> = {
  params: P;
  set: (patch: Partial<P>, opts?: { replace?: boolean }) => void;
  reset: () => void;
  list: UseQueryResult<Page>;
};

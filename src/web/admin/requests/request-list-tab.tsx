import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { REQUEST_WORKFLOWS, type RequestKind } from '@/domain/requests';
import { type RequestListItem, type RequestListQuery, type RequestPage, requestListQuerySchema } from '@/domain/schemas/requests';
import { FilterBar } from '../../ui/list/filter-bar';
import { ListCard } from '../../ui/list/list-card';
import { SearchInput } from '../../ui/list/search-input';
import { SelectFilter } from '../../ui/list/select-filter';
import { useListParams } from '../../ui/list/use-list-params';
import { CodeOptions } from '../../ui/options';
import { requestColumns } from './request-columns';

type Props = {
  kind: RequestKind;
  title: string;
  useList: (q: RequestListQuery) => UseQueryResult<RequestPage>;
  actions: (row: RequestListItem) => ReactNode;
  searchLabel: string;
};

/**
 * One tab of Gerenciar Solicitações: text and status filters kept in the URL, SPEC's request table
 * (cards on phones) and the row's actions.
 */
export function RequestListTab({ kind, title, useList, actions, searchLabel }: Props) {
  const { params, set } = useListParams(requestListQuerySchema);
  const list = useList(params);
  const workflow = REQUEST_WORKFLOWS[kind];
  return (
    <div className="flex flex-col gap-4">
      <FilterBar>
        <SearchInput value={params.search} onChange={(search) => set({ search }, { replace: true })} label={searchLabel} className="sm:w-72 sm:flex-none" />
        <SelectFilter label="Status" allLabel="Todos os Status" value={params.status} onChange={(status) => set({ status })}>
          <CodeOptions values={workflow.statuses} labels={workflow.labels} />
        </SelectFilter>
      </FilterBar>
      <ListCard
        title={title}
        list={list}
        params={params}
        set={set}
        columns={requestColumns(kind)}
        rowKey={(r) => r.id}
        errorTitle={`Erro ao carregar ${title.toLowerCase()}`}
        emptyTitle="Nenhuma solicitação encontrada."
        actions={actions}
      />
    </div>
  );
}

import { type ComponentType, type ReactNode, useState } from 'react';
import { REQUEST_WORKFLOWS, type RequestKind } from '@/domain/requests';
import { type RequestListItem, requestListQuerySchema } from '@/domain/schemas/requests';
import { CodeFilter } from '../../ui/list/code-filter';
import { FilterBar } from '../../ui/list/filter-bar';
import { ListCard } from '../../ui/list/list-card';
import { ListSearch } from '../../ui/list/list-filters';
import { useListParams } from '../../ui/list/use-list-params';
import { MerchandiseDetailsDialog } from './merchandise-details-dialog';
import { MerchandiseStatusDialog } from './merchandise-status-dialog';
import { PurchaseDetailsDialog } from './purchase-details-dialog';
import { PurchaseStatusDialog } from './purchase-status-dialog';
import { requestColumns } from './request-columns';
import { useRequestList } from './requests-api';
import { RowActions } from './row-actions';
import { SpecialOrderDetailsDialog } from './special-orders/special-order-details-dialog';
import { SpecialOrderStatusDialog } from './special-orders/special-order-status-dialog';

type Dialogs = {
  /** 'Ver detalhes' */
  Details: ComponentType<{ id: number; onClose: () => void }>;
  /** 'Atualizar status' */
  StatusDialog: ComponentType<{ request: RequestListItem; onClose: () => void }>;
};
/** Each kind's dialogs: Gerenciar's tabs use both, Acompanhar Minhas Solicitações the details. */
export const REQUEST_DIALOGS: Record<RequestKind, Dialogs> = {
  purchase: { Details: PurchaseDetailsDialog, StatusDialog: PurchaseStatusDialog },
  merchandise: { Details: MerchandiseDetailsDialog, StatusDialog: MerchandiseStatusDialog },
  specialOrder: { Details: SpecialOrderDetailsDialog, StatusDialog: SpecialOrderStatusDialog },
};

type Props = {
  kind: RequestKind;
  title: string;
  searchLabel: string;
  /** Row actions after those two (the separation list's download). */
  moreActions?: (row: RequestListItem) => ReactNode;
  /** Above the filters (the purchase report's downloads). */
  toolbar?: ReactNode;
};

/**
 * One tab of Gerenciar Solicitações: text and status filters kept in the URL, the requirements' request table
 * (cards on phones), the row's actions and the kind's dialogs they open.
 */
export function RequestListTab({ kind, title, searchLabel, moreActions, toolbar }: Props) {
  // The list's view by hand (not useListView): its query depends on the tab's kind too.
  const { params, set } = useListParams(requestListQuerySchema);
  const view = { params, set, list: useRequestList(kind, params) };
  const { statuses, labels } = REQUEST_WORKFLOWS[kind];
  const { Details, StatusDialog } = REQUEST_DIALOGS[kind];
  const [viewing, setViewing] = useState<number | null>(null);
  const [editing, setEditing] = useState<RequestListItem | null>(null);
  const actions = (r: RequestListItem) => (
    <RowActions request={r} onView={() => setViewing(r.id)} onEdit={() => setEditing(r)}>
      {moreActions?.(r)}
    </RowActions>
  );
  const messages = { error: `Erro ao carregar ${title.toLowerCase()}`, empty: 'Nenhuma solicitação encontrada.' };
  return (
    <div className="flex flex-col gap-4">
      {toolbar}
      <FilterBar>
        <ListSearch {...view} label={searchLabel} className="sm:w-72 sm:flex-none" />
        <CodeFilter {...view} field="status" codes={{ values: statuses, labels }} label="Status" allLabel="Todos os Status" />
      </FilterBar>
      <ListCard {...view} title={title} columns={requestColumns(kind)} rowKey={(r) => r.id} messages={messages} actions={actions} />
      {viewing !== null ? <Details id={viewing} onClose={() => setViewing(null)} /> : null}
      {editing ? <StatusDialog key={editing.id} request={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

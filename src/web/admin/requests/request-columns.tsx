import { formatDateTime } from '@/domain/dates';
import type { RequestKind } from '@/domain/requests';
import type { RequestListItem } from '@/domain/schemas/requests';
import type { ColumnDef } from '../../ui/list/data-table';
import { RequestStatusBadge } from './request-status-badge';

const WHO_HEADER: Record<RequestKind, string> = { purchase: 'Solicitante', merchandise: 'Loja', specialOrder: 'Cliente' };

/**
 * The requirements' reusable request table: ID, Cliente/Loja/Solicitante, Data, Itens, Status (Ações come from
 * the tab). `kind` null is the mixed list of Acompanhar, where the second column says which.
 */
export function requestColumns(kind: RequestKind | null): ColumnDef<RequestListItem>[] {
  return [
    { header: 'ID', primary: true, cell: (r) => <span className="font-mono font-semibold text-stone-900">{r.code}</span>, className: 'whitespace-nowrap' },
    { header: kind ? WHO_HEADER[kind] : 'Cliente/Loja/Solicitante', cell: (r) => r.who || '—' },
    { header: 'Data', cell: (r) => formatDateTime(r.createdAt), className: 'whitespace-nowrap' },
    { header: 'Itens', cell: (r) => r.itemCount, className: 'text-right' },
    { header: 'Status', cell: (r) => <RequestStatusBadge kind={r.kind} status={r.status} /> },
  ];
}

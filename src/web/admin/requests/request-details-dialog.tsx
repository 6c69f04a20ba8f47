import type { ReactNode } from 'react';
import type { RequestKind } from '@/domain/requests';
import { type DetailField, DetailFields } from '../../ui/detail-fields';
import { QueryDialog } from '../../ui/query-dialog';
import { RequestStatusBadge } from './request-status-badge';

/** What each kind of request is called in its dialog's title, and its list in the requirements' error toast. */
const NAMES: Record<RequestKind, { title: string; list: string }> = {
  purchase: { title: 'Solicitação de Compra', list: 'solicitações de compra' },
  merchandise: { title: 'Solicitação de Mercadoria', list: 'solicitações de mercadoria' },
  specialOrder: { title: 'Encomenda', list: 'encomendas' },
};

type RequestRecord = { code: string; status: string; notes: string };

type Props<R extends RequestRecord> = {
  kind: RequestKind;
  query: Parameters<typeof QueryDialog<R>>[0]['query'];
  onClose: () => void;
  /** The request's own lines between its status and its notes (who asked, dates…). */
  fields: (request: R) => DetailField[];
  /** What follows them: items, history, actions. */
  children: (request: R) => ReactNode;
};

/**
 * A request's details: titled with its kind and code ('Solicitação de Compra SC-000012', 'Erro ao
 * buscar item em …' when it fails to load), its status badge heading its lines and its notes ending
 * them, then the rest.
 */
export function RequestDetailsDialog<R extends RequestRecord>({ kind, query, onClose, fields, children }: Props<R>) {
  const { title, list } = NAMES[kind];
  return (
    <QueryDialog query={query} title={(r) => (r ? `${title} ${r.code}` : title)} errorTitle={`Erro ao buscar item em ${list}`} onClose={onClose}>
      {(r) => (
        <>
          <DetailFields
            fields={[['Status', <RequestStatusBadge key="s" kind={kind} status={r.status} />], ...fields(r), r.notes && ['Observações', r.notes]]}
          />
          {children(r)}
        </>
      )}
    </QueryDialog>
  );
}

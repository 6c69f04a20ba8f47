import { Link } from 'react-router';
import { formatDateTime, formatDay } from '@/domain/dates';
import { purchaseRequestWorkflow } from '@/domain/requests';
import { statusLabel } from '@/domain/workflow/define-workflow';
import { DetailFields, DetailSection } from '../../ui/detail-fields';
import { QueryDialog } from '../../ui/query-dialog';
import { DocumentHistory } from '../documents/document-history';
import { RequestItemsList } from './request-detail-parts';
import { RequestStatusBadge } from './request-status-badge';
import { usePurchaseRequest } from './requests-api';

const label = (s: string) => statusLabel(purchaseRequestWorkflow, s);
const describe = (data: Record<string, unknown>) =>
  typeof data.estimatedArrival === 'string' ? [`Chegada estimada: ${formatDay(data.estimatedArrival)}`] : [];

/** A purchase request: who asked and when, status (and estimated arrival), items, notes, history. */
export function PurchaseDetailsDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const q = usePurchaseRequest(id);
  return (
    <QueryDialog
      query={q}
      title={(r) => (r ? `Solicitação de Compra ${r.code}` : 'Solicitação de Compra')}
      errorTitle="Erro ao buscar item em solicitações de compra"
      onClose={onClose}
    >
      {(r) => (
        <>
          <DetailFields
            fields={[
              ['Status', <RequestStatusBadge key="s" kind="purchase" status={r.status} />],
              ['Solicitante', r.requestedByName || '—'],
              ['Criada em', formatDateTime(r.createdAt)],
              ['Atualizada em', formatDateTime(r.updatedAt)],
              r.estimatedArrival && ['Chegada estimada', formatDay(r.estimatedArrival)],
              r.notes && ['Observações', r.notes],
            ]}
          />
          <DetailSection title={`Itens (${r.items.length})`}>
            <RequestItemsList items={r.items} />
          </DetailSection>
          {r.receivingChecks.length ? (
            <DetailSection title="Conferências de recebimento">
              <ul className="flex flex-col gap-1 text-sm">
                {r.receivingChecks.map((c) => (
                  <li key={c.id}>
                    <Link className="font-medium text-brand-800 underline" to={`/admin/historico-conferencias?number=${encodeURIComponent(c.invoiceNumber)}`}>
                      NF {c.invoiceNumber}
                    </Link>{' '}
                    — {formatDateTime(c.createdAt)}
                  </li>
                ))}
              </ul>
            </DetailSection>
          ) : null}
          <DetailSection title="Histórico">
            <DocumentHistory entries={r.history} label={label} describeData={describe} />
          </DetailSection>
        </>
      )}
    </QueryDialog>
  );
}

import { Link } from 'react-router';
import { formatDateTime, formatDay } from '@/domain/dates';
import { purchaseRequestWorkflow } from '@/domain/requests';
import type { PurchaseRequestDetail } from '@/domain/schemas/requests';
import { statusLabel } from '@/domain/workflow/define-workflow';
import { type DetailField, DetailSection } from '../../ui/detail-fields';
import { DocumentHistory } from '../../ui/documents/document-history';
import { RequestItemsList } from './request-detail-parts';
import { RequestDetailsDialog } from './request-details-dialog';
import { usePurchaseRequest } from './requests-api';

const label = (s: string) => statusLabel(purchaseRequestWorkflow, s);
const describe = (data: Record<string, unknown>) =>
  typeof data.estimatedArrival === 'string' ? [`Chegada estimada: ${formatDay(data.estimatedArrival)}`] : [];

/** A purchase request's lines after its status: who asked, when, the estimated arrival. */
const linesOf = (r: PurchaseRequestDetail): DetailField[] => [
  ['Solicitante', r.requestedByName || '—'],
  ['Criada em', formatDateTime(r.createdAt)],
  ['Atualizada em', formatDateTime(r.updatedAt)],
  r.estimatedArrival && ['Chegada estimada', formatDay(r.estimatedArrival)],
];

/** A purchase request: who asked and when, status (and estimated arrival), items, notes, history. */
export function PurchaseDetailsDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const q = usePurchaseRequest(id);
  return (
    <RequestDetailsDialog kind="purchase" query={q} onClose={onClose} fields={linesOf}>
      {(r) => (
        <>
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
    </RequestDetailsDialog>
  );
}

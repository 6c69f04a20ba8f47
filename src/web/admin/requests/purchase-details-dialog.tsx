import { Link } from 'react-router';
import { formatDate, formatDateTime } from '@/domain/dates';
import { purchaseRequestWorkflow } from '@/domain/requests';
import { statusLabel } from '@/domain/workflow/define-workflow';
import { Dialog } from '../../ui/dialog';
import { ListState } from '../../ui/list-state';
import { DocumentHistory } from '../documents/document-history';
import { DetailFields, DetailSection, RequestItemsList } from './request-detail-parts';
import { RequestStatusBadge } from './request-status-badge';
import { usePurchaseRequest } from './requests-api';

const day = (iso: string) => formatDate(`${iso}T12:00:00-03:00`);
const label = (s: string) => statusLabel(purchaseRequestWorkflow, s);
const describe = (data: Record<string, unknown>) => (typeof data.estimatedArrival === 'string' ? [`Chegada estimada: ${day(data.estimatedArrival)}`] : []);

/** A purchase request: who asked and when, status (and estimated arrival), items, notes, history. */
export function PurchaseDetailsDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const q = usePurchaseRequest(id);
  const r = q.data;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={r ? `Solicitação de Compra ${r.code}` : 'Solicitação de Compra'} className="max-w-2xl">
      <ListState query={q} isEmpty={false} errorTitle="Erro ao buscar item em solicitações de compra" emptyTitle="">
        {r ? (
          <div className="flex flex-col gap-5">
            <DetailFields
              fields={[
                ['Status', <RequestStatusBadge key="s" kind="purchase" status={r.status} />],
                ['Solicitante', r.requestedByName || '—'],
                ['Criada em', formatDateTime(r.createdAt)],
                ['Atualizada em', formatDateTime(r.updatedAt)],
                ...(r.estimatedArrival ? ([['Chegada estimada', day(r.estimatedArrival)]] as [string, string][]) : []),
                ...(r.notes ? ([['Observações', r.notes]] as [string, string][]) : []),
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
          </div>
        ) : null}
      </ListState>
    </Dialog>
  );
}

import { formatDateTime } from '@/domain/dates';
import { specialOrderWorkflow } from '@/domain/requests';
import type { SpecialOrderDetail } from '@/domain/schemas/special-orders';
import { statusLabel } from '@/domain/workflow/define-workflow';
import { type DetailField, DetailSection } from '../../../ui/detail-fields';
import { DocumentHistory } from '../../../ui/documents/document-history';
import { RequestItemsList } from '../request-detail-parts';
import { RequestDetailsDialog } from '../request-details-dialog';
import { useSpecialOrder } from './special-orders-api';

const label = (s: string) => statusLabel(specialOrderWorkflow, s);

/** A special order's lines after its status: the customer, the store, who took it and when. */
const linesOf = (o: SpecialOrderDetail): DetailField[] => [
  ['Cliente', `${o.customer.name}${o.customer.registered ? ' (cadastrado)' : ''}`],
  ['Contato', o.customer.contact || '—'],
  ['Loja', o.store?.name ?? '—'],
  ['Solicitante', o.requestedByName || '—'],
  ['Criada em', formatDateTime(o.createdAt)],
];

/** A special order: customer (registered or not), store, product(s) or the new product with its photo, notes, history. */
export function SpecialOrderDetailsDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const q = useSpecialOrder(id);
  return (
    <RequestDetailsDialog kind="specialOrder" query={q} onClose={onClose} fields={linesOf}>
      {(o) => (
        <>
          {o.newProduct ? (
            <DetailSection title="Produto novo">
              <div className="flex flex-col gap-3 sm:flex-row">
                {o.newProduct.photoUrl ? (
                  <a href={o.newProduct.photoUrl} target="_blank" rel="noreferrer" className="shrink-0">
                    <img
                      src={o.newProduct.photoUrl}
                      alt={`Foto de ${o.newProduct.name}`}
                      className="h-32 w-32 rounded-md border border-stone-200 object-cover"
                    />
                  </a>
                ) : null}
                <div className="text-sm">
                  <p className="font-medium text-stone-900">{o.newProduct.name}</p>
                  {o.newProduct.description ? <p className="whitespace-pre-line text-stone-700">{o.newProduct.description}</p> : null}
                  <p className="text-stone-600">Quantidade: 1</p>
                </div>
              </div>
            </DetailSection>
          ) : (
            <DetailSection title={`Itens (${o.items.length})`}>
              <RequestItemsList items={o.items} />
            </DetailSection>
          )}
          <DetailSection title="Histórico">
            <DocumentHistory entries={o.history} label={label} />
          </DetailSection>
        </>
      )}
    </RequestDetailsDialog>
  );
}

import { formatDateTime } from '@/domain/dates';
import { specialOrderWorkflow } from '@/domain/requests';
import { statusLabel } from '@/domain/workflow/define-workflow';
import { DetailFields, DetailSection } from '../../../ui/detail-fields';
import { QueryDialog } from '../../../ui/query-dialog';
import { DocumentHistory } from '../../documents/document-history';
import { RequestItemsList } from '../request-detail-parts';
import { RequestStatusBadge } from '../request-status-badge';
import { useSpecialOrder } from './special-orders-api';

const label = (s: string) => statusLabel(specialOrderWorkflow, s);

/** A special order: customer (registered or not), store, product(s) or the new product with its photo, notes, history. */
export function SpecialOrderDetailsDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const q = useSpecialOrder(id);
  return (
    <QueryDialog query={q} title={(o) => (o ? `Encomenda ${o.code}` : 'Encomenda')} errorTitle="Erro ao buscar item em encomendas" onClose={onClose}>
      {(o) => (
        <>
          <DetailFields
            fields={[
              ['Status', <RequestStatusBadge key="s" kind="specialOrder" status={o.status} />],
              ['Cliente', `${o.customer.name}${o.customer.registered ? ' (cadastrado)' : ''}`],
              ['Contato', o.customer.contact || '—'],
              ['Loja', o.store?.name ?? '—'],
              ['Solicitante', o.requestedByName || '—'],
              ['Criada em', formatDateTime(o.createdAt)],
              o.notes && ['Observações', o.notes],
            ]}
          />
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
    </QueryDialog>
  );
}

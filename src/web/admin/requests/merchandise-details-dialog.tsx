import { formatDateTime, formatDay } from '@/domain/dates';
import { MERCHANDISE_ITEM_LABELS, MERCHANDISE_ITEM_STATUSES, type MerchandiseItemStatus, merchandiseRequestWorkflow } from '@/domain/requests';
import { ALL_ITEMS_MARKED_MESSAGE, type MerchandiseRequestDetail } from '@/domain/schemas/requests';
import { statusLabel } from '@/domain/workflow/define-workflow';
import { useCan } from '../../auth/use-can';
import { toast, toastError } from '../../lib/toast';
import { Button } from '../../ui/button';
import { type DetailField, DetailSection } from '../../ui/detail-fields';
import { DialogActions } from '../../ui/dialog-actions';
import { DocumentHistory } from '../../ui/documents/document-history';
import { DownloadLink } from '../../ui/download-link';
import { NativeSelect } from '../../ui/input';
import { CodeOptions } from '../../ui/options';
import { RequestItemsList } from './request-detail-parts';
import { RequestDetailsDialog } from './request-details-dialog';
import { separationPdfUrl, useMerchandiseRequest, useSetMerchandiseItems } from './requests-api';

const label = (s: string) => MERCHANDISE_ITEM_LABELS[s as MerchandiseItemStatus] ?? statusLabel(merchandiseRequestWorkflow, s);
const describe = (data: Record<string, unknown>) =>
  [data.shippingTime ? `Horário de envio: ${data.shippingTime}` : '', data.receiveTime ? `Previsão de recebimento: ${data.receiveTime}` : ''].filter(Boolean);

/** A merchandise request's lines after its status: store, dates, who asked, shipping, the exit it became. */
const linesOf = (r: MerchandiseRequestDetail): DetailField[] => [
  ['Loja', r.storeName],
  ['Data da solicitação', formatDay(r.requestDate)],
  ['Data de entrega', formatDay(r.deliveryDate)],
  ['Solicitante', r.requestedByName || '—'],
  ['Criada em', formatDateTime(r.createdAt)],
  r.shippingTime && ['Horário de envio', r.shippingTime],
  r.receiveTime && ['Previsão de recebimento', r.receiveTime],
  r.exit && [
    'Saída',
    <span key="x" className="font-mono">
      {r.exit.code}
    </span>,
  ],
];

/**
 * A merchandise request: store, dates, status, shipping information and the exit it became; each
 * item's status (one by one, or all 'Item Enviado' / 'Item em Falta'); the separation list; history.
 */
export function MerchandiseDetailsDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const q = useMerchandiseRequest(id);
  const setItems = useSetMerchandiseItems(id);
  const r = q.data;
  const shipped = r?.status === 'Enviado';
  // Item statuses and the separation list are the managers' (Acompanhar shows the request read-only).
  const mayManage = useCan()('requests.manage');

  const change = (status: MerchandiseItemStatus, itemId?: number) => {
    if (!r) return;
    setItems.mutate(
      { itemId, status, version: r.version },
      {
        onSuccess: () =>
          itemId === undefined
            ? toast.success('Itens Atualizados', { description: ALL_ITEMS_MARKED_MESSAGE(MERCHANDISE_ITEM_LABELS[status]) })
            : toast.success('Status do Item Atualizado'),
        onError: toastError('Erro ao atualizar status do item'),
      },
    );
  };

  return (
    <RequestDetailsDialog kind="merchandise" query={q} onClose={onClose} fields={linesOf}>
      {(r) => (
        <>
          <DetailSection title={`Itens (${r.items.length})`}>
            {!shipped && mayManage ? (
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="outline" disabled={setItems.isPending} onClick={() => change('Item Enviado')}>
                  Marcar todos como Item Enviado
                </Button>
                <Button size="sm" variant="outline" disabled={setItems.isPending} onClick={() => change('Item em Falta')}>
                  Marcar todos como Em Falta
                </Button>
              </div>
            ) : null}
            <RequestItemsList
              items={r.items}
              extra={(item) =>
                shipped || !mayManage ? (
                  <span className="text-sm text-stone-800">{MERCHANDISE_ITEM_LABELS[item.status as MerchandiseItemStatus] ?? item.status}</span>
                ) : (
                  <NativeSelect
                    aria-label={`Status do item ${item.productName}`}
                    value={item.status}
                    disabled={setItems.isPending}
                    onChange={(e) => change(e.target.value as MerchandiseItemStatus, item.id)}
                    className="sm:w-44"
                  >
                    <CodeOptions values={MERCHANDISE_ITEM_STATUSES} labels={MERCHANDISE_ITEM_LABELS} />
                  </NativeSelect>
                )
              }
            />
          </DetailSection>
          <DetailSection title="Histórico">
            <DocumentHistory entries={r.history} label={label} describeData={describe} />
          </DetailSection>
          <DialogActions onCancel={onClose} cancelLabel="Fechar">
            {mayManage ? <DownloadLink href={separationPdfUrl(r.id)}>Lista de Separação (PDF)</DownloadLink> : null}
          </DialogActions>
        </>
      )}
    </RequestDetailsDialog>
  );
}

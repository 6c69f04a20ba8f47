import { FileDown, Printer, Truck } from 'lucide-react';
import { useId, useState } from 'react';
import type { DispatchOrder } from '@/domain/api/shipments';
import { formatDateTime } from '@/domain/dates';
import { formatBRL } from '@/domain/money';
import { errorMessage } from '../../lib/api';
import { downloadUrl } from '../../lib/save-blob';
import { toast, toastError } from '../../lib/toast';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { NativeSelect } from '../../ui/input';
import { OrderQueueCard } from '../../ui/order-queue-card';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { labelUrl, PICK_LIST_URL, useBuyLabel, useCancelLabel, useDispatchQueue, useOrderQuotes, useSandboxEvent } from './shipments-api';

const LABEL_STATUS: Record<string, string> = {
  buying: 'Comprando etiqueta',
  purchased: 'Etiqueta comprada',
  posted: 'Enviado',
  delivered: 'Entregue',
};

/** Why 'Comprar etiqueta' cannot be pressed yet, or null. */
const blockedBecause = (o: DispatchOrder) =>
  o.missingMeasures ?? (o.invoiceKey ? null : 'Sem NF-e autorizada: emita a nota do pedido (Notas Emitidas) antes de comprar a etiqueta.');

function BuyLabel({ order }: { order: DispatchOrder }) {
  const blocked = blockedBecause(order);
  const quotes = useOrderQuotes(order.id, !order.missingMeasures);
  const [serviceId, setServiceId] = useState('');
  const buy = useBuyLabel();
  const id = useId();
  const chosen = serviceId || quotes.data?.[0]?.serviceId || '';
  if (blocked) {
    return (
      <div className="flex flex-col gap-2">
        <p role="note" className="text-sm text-amber-900">
          {blocked}
        </p>
        <Button disabled>Comprar etiqueta</Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex flex-1 flex-col gap-1 text-sm">
        <label htmlFor={id} className="font-medium text-stone-800">
          Serviço
        </label>
        <NativeSelect id={id} value={chosen} onChange={(e) => setServiceId(e.target.value)} disabled={!quotes.data}>
          {quotes.data?.map((q) => (
            <option key={q.serviceId} value={q.serviceId}>
              {`${q.carrier} — ${q.serviceName}: ${formatBRL(q.priceCents)}, ${q.minDays} a ${q.maxDays} dias úteis`}
            </option>
          ))}
        </NativeSelect>
        {quotes.isError ? <span className="text-red-700">{errorMessage(quotes.error)}</span> : null}
      </div>
      <Button
        disabled={!chosen || buy.isPending}
        onClick={() =>
          buy.mutate(
            { orderId: order.id, serviceId: chosen },
            { onSuccess: () => toast.success('Etiqueta comprada'), onError: toastError('Erro ao comprar etiqueta') },
          )
        }
      >
        {buy.isPending ? 'Comprando...' : 'Comprar etiqueta'}
      </Button>
    </div>
  );
}

function LabelActions({ order, demo }: { order: DispatchOrder; demo: boolean }) {
  const s = order.shipment!;
  const cancel = useCancelLabel();
  const event = useSandboxEvent();
  const askCancel = () => {
    const reason = window.prompt('Motivo do cancelamento da etiqueta:');
    if (!reason) return;
    cancel.mutate({ id: s.id, reason }, { onSuccess: () => toast.success('Etiqueta cancelada'), onError: toastError('Erro ao cancelar etiqueta') });
  };
  const send = (status: 'posted' | 'delivered') => event.mutate({ id: s.id, status }, { onError: toastError('Erro ao registrar evento') });
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-stone-800">
        {s.carrier} — {s.serviceName} ({formatBRL(s.priceCents)})
        {s.trackingCode ? (
          <>
            {' · '}Rastreio <span className="font-mono">{s.trackingCode}</span>
          </>
        ) : null}
      </p>
      {s.lastError && s.status === 'buying' ? <p className="text-sm text-red-700">Última tentativa: {s.lastError}</p> : null}
      <div className="flex flex-wrap gap-2">
        {s.status === 'buying' ? <BuyLabel order={order} /> : null}
        {s.status === 'purchased' || s.status === 'posted' ? (
          <Button variant="outline" onClick={() => downloadUrl(labelUrl(s.id))}>
            <Printer className="h-4 w-4" aria-hidden="true" />
            Imprimir etiqueta
          </Button>
        ) : null}
        {s.status === 'purchased' ? (
          <Button variant="outline" onClick={askCancel} disabled={cancel.isPending}>
            Cancelar etiqueta
          </Button>
        ) : null}
        {demo && s.status === 'purchased' ? (
          <Button variant="outline" onClick={() => send('posted')}>
            Simular postagem (sandbox)
          </Button>
        ) : null}
        {demo && s.status === 'posted' ? (
          <Button variant="outline" onClick={() => send('delivered')}>
            Simular entrega (sandbox)
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function OrderCard({ order }: { order: DispatchOrder }) {
  const status = order.shipment ? LABEL_STATUS[order.shipment.status] : 'Aguardando envio';
  return (
    <OrderQueueCard order={order} badge={<Badge>{status}</Badge>}>
      <p className="text-sm text-stone-700">
        {formatDateTime(order.createdAt)} · {order.itemCount} {order.itemCount === 1 ? 'item' : 'itens'} · {formatBRL(order.totalCents)} · {order.city}/
        {order.state} · CEP {order.cep}
      </p>
      {order.shipment ? <LabelActions order={order} demo={true} /> : <BuyLabel order={order} />}
    </OrderQueueCard>
  );
}

/** Expedição (issue 37): paid orders waiting to ship — pick list, the service, the label bought once, printed, and the tracking. */
export default function ShipmentsPage() {
  const queue = useDispatchQueue();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Expedição"
        description="Pedidos pagos aguardando envio: separe, escolha o serviço, compre e imprima a etiqueta."
        actions={
          <Button variant="outline" onClick={() => downloadUrl(PICK_LIST_URL)}>
            <FileDown className="h-4 w-4" aria-hidden="true" />
            Lista de separação
          </Button>
        }
      />
      {queue.isPending ? <Spinner label="Carregando pedidos..." /> : null}
      {queue.isError ? <p className="text-red-700">{errorMessage(queue.error)}</p> : null}
      {queue.data && queue.data.length === 0 ? (
        <EmptyState title="Nenhum pedido aguardando envio." hint="Pedidos pagos aparecem aqui.">
          <Truck className="order-first mb-2 h-10 w-10 text-stone-400" aria-hidden="true" />
        </EmptyState>
      ) : null}
      {queue.data?.length ? (
        <ul aria-label="Pedidos aguardando envio" className="flex flex-col gap-3">
          {queue.data.map((o) => (
            <OrderCard key={o.id} order={o} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

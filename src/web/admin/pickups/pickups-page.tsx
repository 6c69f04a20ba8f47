import { Store } from 'lucide-react';
import { useState } from 'react';
import { formatDate, formatDateTime } from '@/domain/dates';
import { formatBRL } from '@/domain/money';
import { orderStatusBadgeClass, orderStatusLabel } from '@/domain/order-status';
import { paymentStatusLabel } from '@/domain/payment';
import { PICKUP_READY_TOAST, PICKUP_VIEW_LABELS, PICKUP_VIEWS, type PickupOrderListItem, type PickupView } from '@/domain/pickups';
import { useCan } from '../../auth/use-can';
import { errorMessage } from '../../lib/api';
import { toast, toastError } from '../../lib/toast';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Field } from '../../ui/field';
import { NativeSelect } from '../../ui/input';
import { OrderQueueCard } from '../../ui/order-queue-card';
import { PageHeader } from '../../ui/page-header';
import { Pagination } from '../../ui/pagination';
import { Spinner } from '../../ui/spinner';
import { HandOverDialog } from './hand-over-dialog';
import { useMarkReady, usePickupOrders } from './pickups-api';

function PickupCard({ order, onHandOver }: { order: PickupOrderListItem; onHandOver: () => void }) {
  const can = useCan();
  const ready = useMarkReady();
  const preparing = order.status === 'pending' || order.status === 'processing';
  const paid = order.paymentStatus === 'paid';
  const markReady = () =>
    ready.mutate(
      { id: order.id, version: order.version },
      {
        onSuccess: () => toast.success(PICKUP_READY_TOAST, { description: `O código de retirada foi enviado a ${order.customerName} por e-mail.` }),
        onError: toastError('Erro ao atualizar a retirada'),
      },
    );
  return (
    <OrderQueueCard order={order} badge={<Badge className={`border ${orderStatusBadgeClass(order.status)}`}>{orderStatusLabel(order.status)}</Badge>}>
      <p className="text-sm text-stone-700">
        {order.storeName} · {formatDateTime(order.createdAt)} · {order.itemCount} {order.itemCount === 1 ? 'item' : 'itens'} · {formatBRL(order.totalCents)} ·
        Pagamento: {paymentStatusLabel(order.paymentStatus)}
      </p>
      {order.collectBy ? (
        <p className="text-sm text-stone-800">Retirar até {formatDate(order.collectBy)}: depois disso o pedido é cancelado e estornado.</p>
      ) : null}
      {preparing && !paid ? <p className="text-sm text-amber-900">Aguardando a confirmação do pagamento para separar.</p> : null}
      {can('orders.pickup') && (preparing || order.status === 'ready_for_pickup') ? (
        <div className="flex flex-wrap gap-2">
          {preparing ? (
            <Button onClick={markReady} disabled={!paid || ready.isPending}>
              {ready.isPending ? 'Enviando código...' : 'Pronto para retirada'}
            </Button>
          ) : null}
          {order.status === 'ready_for_pickup' ? <Button onClick={onHandOver}>Retirado</Button> : null}
        </div>
      ) : null}
    </OrderQueueCard>
  );
}

/** Retiradas (issue 37, decision 070): the store's 'Retirar na loja' orders — separate, make ready (the customer gets the code), hand over against the code. */
export default function PickupsPage() {
  const [view, setView] = useState<PickupView>('open');
  const [page, setPage] = useState(1);
  const [handingOver, setHandingOver] = useState<PickupOrderListItem | null>(null);
  const list = usePickupOrders({ view, page });
  const data = list.data;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Retiradas"
        description="Pedidos da loja online para retirar na loja: separe os pagos, marque 'Pronto para retirada' (o cliente recebe o código por e-mail) e 'Retirado' conferindo o código."
      />
      <div className="max-w-xs">
        <Field label="Mostrar">
          <NativeSelect
            value={view}
            onChange={(e) => {
              setView(e.target.value as PickupView);
              setPage(1);
            }}
          >
            {PICKUP_VIEWS.map((v) => (
              <option key={v} value={v}>
                {PICKUP_VIEW_LABELS[v]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      {list.isPending ? <Spinner label="Carregando pedidos..." /> : null}
      {list.isError ? <p className="text-red-700">{errorMessage(list.error)}</p> : null}
      {data && data.orders.length === 0 ? (
        <EmptyState
          title={view === 'open' ? 'Nenhum pedido para retirar.' : 'Nenhum pedido retirado ou cancelado.'}
          hint="Pedidos com 'Retirar na loja' aparecem aqui."
        >
          <Store className="order-first mb-2 h-10 w-10 text-stone-400" aria-hidden="true" />
        </EmptyState>
      ) : null}
      {data?.orders.length ? (
        <ul aria-label="Pedidos para retirar na loja" className="flex flex-col gap-3">
          {data.orders.map((o) => (
            <PickupCard key={o.id} order={o} onHandOver={() => setHandingOver(o)} />
          ))}
        </ul>
      ) : null}
      {data ? <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} /> : null}
      {handingOver ? <HandOverDialog order={handingOver} onClose={() => setHandingOver(null)} /> : null}
    </div>
  );
}

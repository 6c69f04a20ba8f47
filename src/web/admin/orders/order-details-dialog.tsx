import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { BUYER_IE_INDICATOR_LABELS, buyerDocumentKind, formatBuyerDocument } from '@/domain/buyer-document';
import { formatDateTime } from '@/domain/dates';
import { shortCustomerId, shortOrderId } from '@/domain/ids';
import { formatBRL, lineTotalCents } from '@/domain/money';
import { orderStatusLabel } from '@/domain/order-status';
import { orderStockStateLabel } from '@/domain/order-stock';
import { isCardPayment, paymentMethodLabel, paymentStatusLabel } from '@/domain/payment';
import { useCan } from '../../auth/use-can';
import { errorMessage } from '../../lib/api';
import { toast, toastError } from '../../lib/toast';
import { AddressLines } from '../../ui/address-lines';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { DialogActions } from '../../ui/dialog-actions';
import { Spinner } from '../../ui/spinner';
import { OrderInvoiceSection } from '../fiscal';
import { OrderStatusBadge } from './order-status-badge';
import { type AdminOrderDetails, fetchOrder, orderKeys, useMarkPaid } from './orders-api';
import { printReceipt } from './print-receipt';
import { DivergentPayments, ProviderPaymentDetails } from './provider-payment';
import { SandboxPaymentControls } from './sandbox-controls';

type Props = { orderId: string; onClose: () => void; onChanged: () => void };

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-1">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-stone-600">{title}</h3>
      {children}
    </section>
  );
}

/** `onAnswer`: a money action's answer is on screen (the details follow the provider for a while). */
function Payment({ order, onAnswer, onSandboxMoved }: { order: AdminOrderDetails; onAnswer: () => void; onSandboxMoved: () => void }) {
  const p = order.payment;
  const pay = useMarkPaid(order.id, {
    onSuccess: () => {
      toast.success('Pagamento confirmado', { description: `Pedido #${shortOrderId(order.id)} marcado como pago.` });
      onAnswer();
    },
    onError: toastError('Erro ao atualizar em pedidos'),
  });
  const can = useCan();
  // A provider's payment is settled by the provider alone (its notification, read back), never by
  // hand; and only a job title that may move orders sees the button (the route needs orders.status).
  const canMarkPaid =
    can('orders.status') && !p.provider && p.status === 'pending' && (p.method === 'pix' || p.method === 'boleto') && order.status !== 'cancelled';
  return (
    <Section title="Pagamento">
      <p>
        {paymentMethodLabel(p.method)}
        {isCardPayment(p.method) && p.cardBrand ? ` — ${p.cardBrand}` : ''}
        {isCardPayment(p.method) && p.cardLast4 ? ` final ${p.cardLast4}` : ''}
        {p.method === 'credit' ? ` — ${p.installments}x sem juros` : ''}
      </p>
      <p>
        Situação: <strong>{paymentStatusLabel(p.status)}</strong>
        {p.paidAt ? ` em ${formatDateTime(p.paidAt)}` : ''}
        {p.paidByName ? ` (confirmado por ${p.paidByName})` : ''}
      </p>
      {/* A divergent payment is also the provider payment shown below when the order has no other. */}
      {p.divergent.length && p.provider ? <DivergentPayments order={order} provider={p.provider.provider} onChanged={onAnswer} /> : null}
      {p.provider ? <ProviderPaymentDetails order={order} onChanged={onAnswer} /> : null}
      <SandboxPaymentControls order={order} onMoved={onSandboxMoved} />
      {canMarkPaid ? (
        <div>
          <Button
            variant="gold"
            size="sm"
            onClick={() => {
              if (window.confirm(`Confirmar que o pagamento de ${formatBRL(order.totalCents)} do pedido #${shortOrderId(order.id)} foi recebido?`))
                pay.mutate();
            }}
            disabled={pay.isPending}
          >
            {pay.isPending ? 'Confirmando...' : 'Marcar como pago'}
          </Button>
        </div>
      ) : null}
    </Section>
  );
}

/** What the list and dashboard show of an order: when it moves in the open details, they look again. */
const listedState = (o: AdminOrderDetails) =>
  [o.status, o.version, o.payment.status, o.payment.provider?.status, o.payment.provider?.refundedCents, o.payment.divergent.length].join('|');

/** How long the details look again after a money action, for the provider's notification to move the order. */
const FOLLOW_MS = 15_000;

/** The details dialog: date, customer, status, payment, scrolling item list, total, history. */
export function OrderDetailsDialog({ orderId, onClose, onChanged }: Props) {
  // After a money action the details show the server's answer at once (its hook in orders-api.ts
  // puts it in the details' query); what follows only through the provider's notification (a
  // sandbox control, a refund's own notification) is looked for every second for a little while.
  const [followUntil, setFollowUntil] = useState(0);
  const q = useQuery({
    queryKey: orderKeys.detail(orderId),
    queryFn: () => fetchOrder(orderId),
    refetchInterval: () => (Date.now() < followUntil ? 1000 : false),
  });
  const follow = () => setFollowUntil(Date.now() + FOLLOW_MS);
  // The list and the dashboard look again whenever what they show of this order moved (never from
  // inside the details' own fetch: invalidating there cancelled that fetch, and the open details
  // kept the old state).
  const listed = q.data ? listedState(q.data.order) : null;
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (listed === null) return;
    if (seen.current !== null && seen.current !== listed) onChanged();
    seen.current = listed;
  }, [listed, onChanged]);
  const order = q.data?.order;
  const shortId = shortOrderId(orderId);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Detalhes do Pedido #${shortId}`} className="max-w-2xl">
      {q.isPending ? (
        <Spinner />
      ) : q.isError || !order ? (
        <p role="alert" className="text-red-700">
          Erro ao carregar pedido: {errorMessage(q.error)}
        </p>
      ) : (
        <div className="flex flex-col gap-5 text-sm text-stone-800">
          <div className="grid gap-4 sm:grid-cols-2">
            <Section title="Data">
              <p>{formatDateTime(order.createdAt)}</p>
            </Section>
            <Section title="Status">
              <div>
                <OrderStatusBadge status={order.status} />
              </div>
              <p data-testid="order-stock">
                Estoque: <strong>{orderStockStateLabel(order.stock.state)}</strong> · {order.stock.place}
              </p>
            </Section>
            <Section title="Cliente">
              <p className="font-medium text-stone-900">{order.customer.name}</p>
              <p>ID {shortCustomerId(order.customer.id)}</p>
              <p className="break-all">{order.customer.email}</p>
              <p>{order.customer.phone}</p>
              {order.buyer ? (
                <p>
                  {formatBuyerDocument(order.buyer.document)}
                  {order.buyer.ieIndicator !== '9' || buyerDocumentKind(order.buyer.document) === 'cnpj'
                    ? ` · ${BUYER_IE_INDICATOR_LABELS[order.buyer.ieIndicator]}${order.buyer.stateRegistration ? ` (IE ${order.buyer.stateRegistration})` : ''}`
                    : ''}
                </p>
              ) : null}
            </Section>
            <Section title="Entrega">
              {order.pickupStoreName ? <p className="font-medium">Retirar na loja: {order.pickupStoreName}</p> : null}
              <AddressLines address={order.shippingAddress} />
            </Section>
          </div>

          <Payment
            order={order}
            onAnswer={follow}
            onSandboxMoved={() => {
              follow();
              void q.refetch();
            }}
          />

          <OrderInvoiceSection order={order} />

          <Section title="Itens">
            {/* Scrolls past about 15rem (the requirements). */}
            <ul
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keyboards can scroll it (axe scrollable-region-focusable)
              tabIndex={0}
              aria-label="Itens do pedido"
              data-testid="order-items"
              className="max-h-[15rem] divide-y divide-stone-200 overflow-y-auto rounded-md border border-stone-200"
            >
              {order.items.map((item, i) => (
                <li key={`${item.productId}-${i}`} className="flex items-start justify-between gap-3 px-3 py-2">
                  <div>
                    <p className="font-medium text-stone-900">{item.name}</p>
                    <p className="text-stone-600">Quantidade: {item.quantity}</p>
                  </div>
                  <p className="whitespace-nowrap text-right">
                    {formatBRL(item.unitPriceCents)} × {item.quantity}
                    <br />
                    <strong>{formatBRL(lineTotalCents(item))}</strong>
                  </p>
                </li>
              ))}
            </ul>
            <p className="mt-2 flex justify-between text-base font-semibold text-stone-900">
              <span>Total</span>
              <span>{formatBRL(order.totalCents)}</span>
            </p>
          </Section>

          <Section title="Histórico de Status">
            <ol className="flex flex-col gap-2">
              {order.history.map((h) => (
                <li key={h.id} className="rounded-md bg-stone-50 px-3 py-2">
                  <p className="font-medium text-stone-900">
                    {h.fromStatus && h.fromStatus !== h.toStatus
                      ? `${orderStatusLabel(h.fromStatus)} → ${orderStatusLabel(h.toStatus)}`
                      : orderStatusLabel(h.toStatus)}
                    {h.note ? ` — ${h.note}` : ''}
                  </p>
                  <p className="text-xs text-stone-600">
                    {formatDateTime(h.createdAt)} · {h.userName ?? 'Sistema'}
                  </p>
                </li>
              ))}
            </ol>
          </Section>

          <DialogActions onCancel={onClose} cancelLabel="Fechar">
            <Button onClick={() => printReceipt(order.id)}>
              <Printer className="h-4 w-4" aria-hidden="true" /> Imprimir Recibo
            </Button>
          </DialogActions>
        </div>
      )}
    </Dialog>
  );
}

import { ChevronDown, CircleCheck, FileCode, FileText, QrCode, Receipt, Store } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { formatDate, formatDateTime } from '@/domain/dates';
import { shortOrderId } from '@/domain/ids';
import { formatBRL } from '@/domain/money';
import { orderStatusBadgeClass, orderStatusLabel } from '@/domain/order-status';
import { CARD_BRAND_LABELS, type CardBrand, installmentPlan, paymentDeadlineText, paymentMethodLabel, paymentStatusLabel } from '@/domain/payment';
import { cn } from '../../lib/cn';
import { AddressLines } from '../../ui/address-lines';
import { Badge } from '../../ui/badge';
import { Button, buttonVariants } from '../../ui/button';
import { Card } from '../../ui/card';
import { OrderTrackingSteps } from './order-tracking-steps';
import { PixCodeDialog } from './pix-code-dialog';
import type { CustomerInvoice, CustomerOrder } from './profile-api';

export function OrderCard({ order, invoice, initiallyOpen = false }: { order: CustomerOrder; invoice?: CustomerInvoice; initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  // The order the customer was sent to comes into view with its details open.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (initiallyOpen) heading.current?.scrollIntoView({ block: 'center' });
  }, [initiallyOpen]);
  const [pixOpen, setPixOpen] = useState(false);
  const detailsId = useId();
  const ref = shortOrderId(order.id);
  const awaitingPayment = order.paymentStatus === 'pending' && order.status !== 'cancelled';
  const awaitingPix = awaitingPayment && order.paymentMethod === 'pix';
  const receivedLater = order.paymentStatus === 'paid' && (order.paymentMethod === 'pix' || order.paymentMethod === 'boleto');
  // A cancelled invoice is dated by its cancellation.
  const invoiceDate = invoice?.status === 'cancelled' ? invoice.cancelledAt : invoice?.authorizedAt;

  return (
    <Card className={cn('p-4 sm:p-5', initiallyOpen && 'border-brand-700')} data-testid="order-card" aria-current={initiallyOpen || undefined}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 ref={heading} className="text-base font-semibold text-stone-900">
              Pedido #{ref}
            </h2>
            <Badge className={cn('border', orderStatusBadgeClass(order.status))}>{orderStatusLabel(order.status)}</Badge>
          </div>
          <p className="mt-1 text-sm text-stone-600">{formatDateTime(order.createdAt)}</p>
          <p className="text-sm text-stone-700">{paymentMethodLabel(order.paymentMethod)}</p>
          {awaitingPayment && order.paymentDeadline ? (
            <p className="mt-1 text-sm font-medium text-amber-900" data-testid="payment-deadline">
              {paymentDeadlineText(order.paymentDeadline, formatDateTime, order.paymentMethod)}
            </p>
          ) : null}
          {order.pickup ? <PickupLines pickup={order.pickup} /> : null}
          {receivedLater ? (
            <p className="mt-1 flex items-center gap-1 text-sm font-medium text-green-800" data-testid="payment-received">
              <CircleCheck className="h-4 w-4" aria-hidden="true" />
              Pagamento recebido
            </p>
          ) : null}
        </div>
        <p className="text-lg font-bold text-brand-800 sm:text-right">{formatBRL(order.totalCents)}</p>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((v) => !v)}>
          <ChevronDown className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
          {open ? 'Ocultar detalhes' : 'Ver detalhes'}
        </Button>
        {awaitingPix ? (
          <Button variant="gold" size="sm" onClick={() => setPixOpen(true)}>
            <QrCode className="h-4 w-4" aria-hidden="true" />
            Ver código Pix
          </Button>
        ) : null}
        {awaitingPayment && order.paymentMethod === 'boleto' ? (
          <a
            href={`/api/store/orders/${encodeURIComponent(order.id)}/boleto`}
            target="_blank"
            rel="noopener"
            className={buttonVariants({ variant: 'gold', size: 'sm' })}
          >
            <FileText className="h-4 w-4" aria-hidden="true" />
            Ver boleto
          </a>
        ) : null}
        {invoice?.danfeUrl ? (
          <a
            href={invoice.danfeUrl}
            target="_blank"
            rel="noopener"
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            aria-label={`Nota fiscal do pedido #${ref} (PDF)`}
          >
            <Receipt className="h-4 w-4" aria-hidden="true" />
            Nota fiscal (PDF)
          </a>
        ) : null}
        {invoice?.xmlUrl ? (
          <a href={invoice.xmlUrl} download className={buttonVariants({ variant: 'outline', size: 'sm' })} aria-label={`XML da nota fiscal do pedido #${ref}`}>
            <FileCode className="h-4 w-4" aria-hidden="true" />
            XML da nota
          </a>
        ) : null}
        {invoice?.cancelXmlUrl ? (
          <a
            href={invoice.cancelXmlUrl}
            download
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            aria-label={`XML do cancelamento da nota fiscal do pedido #${ref}`}
          >
            <FileCode className="h-4 w-4" aria-hidden="true" />
            XML do cancelamento
          </a>
        ) : null}
      </div>
      {invoice ? (
        <p className="mt-2 text-xs text-stone-600" data-testid="order-invoice">
          NF-e {invoice.number ? `nº ${invoice.number}, série ${invoice.series ?? '—'}` : ''} — {invoice.statusLabel}
          {invoiceDate ? ` em ${formatDateTime(invoiceDate)}` : ''}
        </p>
      ) : null}
      {order.tracking ? <OrderTrackingSteps tracking={order.tracking} /> : null}
      {open ? <OrderDetails id={detailsId} order={order} /> : null}
      {/* Kept while open after the payment arrives, so the dialog can say so instead of vanishing. */}
      {awaitingPix || (pixOpen && order.paymentMethod === 'pix') ? <PixCodeDialog order={order} open={pixOpen} onOpenChange={setPixOpen} /> : null}
    </Card>
  );
}

/** 'Retirar na loja' (decision 070): where, and once the store has it ready, the code to show there and until when. */
function PickupLines({ pickup }: { pickup: NonNullable<CustomerOrder['pickup']> }) {
  return (
    <div className="mt-1 text-sm text-stone-800" data-testid="order-pickup">
      <p className="flex items-center gap-1">
        <Store className="h-4 w-4 shrink-0" aria-hidden="true" />
        Retirar na loja: {pickup.storeName}
      </p>
      {pickup.code ? (
        <>
          <p className="mt-1 font-medium">
            Código de retirada: <span className="font-mono text-base tracking-widest text-brand-800">{pickup.code}</span>
          </p>
          {pickup.collectBy ? <p className="text-stone-700">Retire até {formatDate(pickup.collectBy)}.</p> : null}
        </>
      ) : null}
    </div>
  );
}

function OrderDetails({ id, order }: { id: string; order: CustomerOrder }) {
  const a = order.shippingAddress;
  return (
    <div id={id} className="mt-4 grid gap-5 border-t border-stone-200 pt-4 md:grid-cols-[2fr_1fr]">
      <div>
        <h3 className="text-sm font-semibold text-stone-900">Itens</h3>
        <ul className="mt-2 divide-y divide-stone-100">
          {order.items.map((item, i) => (
            <li key={`${item.productId ?? 'x'}-${i}`} className="flex items-start justify-between gap-3 py-2 text-sm">
              <span className="min-w-0 text-stone-800">
                {item.name}
                <span className="block text-stone-600">
                  {item.quantity} × {formatBRL(item.unitPriceCents)}
                </span>
              </span>
              <span className="shrink-0 font-medium text-stone-900">{formatBRL(item.unitPriceCents * item.quantity)}</span>
            </li>
          ))}
        </ul>
        <div className="mt-2 flex justify-between border-t border-stone-200 pt-2 text-sm">
          <span className="text-stone-700">{order.pickup ? 'Retirada na loja' : 'Frete'}</span>
          {order.shippingCents > 0 ? (
            <span className="font-medium">{formatBRL(order.shippingCents)}</span>
          ) : (
            <span className="font-medium text-green-800">Grátis</span>
          )}
        </div>
        <div className="mt-1 flex justify-between text-sm font-semibold">
          <span>Total</span>
          <span>{formatBRL(order.totalCents)}</span>
        </div>
      </div>
      <div className="flex flex-col gap-4 text-sm">
        {order.pickup ? (
          <div>
            <h3 className="font-semibold text-stone-900">Retirar na loja</h3>
            <p className="mt-1 text-stone-700">{order.pickup.storeName}</p>
            {order.pickup.storeAddress ? <p className="text-stone-700">{order.pickup.storeAddress}</p> : null}
          </div>
        ) : (
          <div>
            <h3 className="font-semibold text-stone-900">Endereço de entrega</h3>
            <AddressLines className="mt-1" address={a} />
          </div>
        )}
        <div>
          <h3 className="font-semibold text-stone-900">Pagamento</h3>
          <p className="mt-1 text-stone-700">
            {paymentMethodLabel(order.paymentMethod)}
            {order.paymentMethod === 'credit' ? ` — ${order.installments > 1 ? installmentPlan(order.totalCents, order.installments).label : 'à vista'}` : ''}
          </p>
          {order.cardLast4 ? (
            <p className="text-stone-700">
              {CARD_BRAND_LABELS[order.cardBrand as CardBrand] ?? order.cardBrand ?? 'Cartão'} •••• {order.cardLast4}
            </p>
          ) : null}
          <p className="text-stone-700">{paymentStatusLabel(order.paymentStatus)}</p>
        </div>
      </div>
    </div>
  );
}

import { CreditCard, ShieldCheck, Truck } from 'lucide-react';
import { formatBRL } from '@/domain/money';
import type { CartItem } from '../cart';
import { OrderSummaryCard, OrderTotals } from '../order-totals';

/** Always beside (or below, on phones) the steps: what is being bought and for how much. */
export function OrderSummary({ items, totalCents, shippingCents }: { items: CartItem[]; totalCents: number; shippingCents?: number | 'loading' }) {
  return (
    <OrderSummaryCard className="gap-4">
      <ul className="flex flex-col gap-3" aria-label="Itens do pedido">
        {items.map((item) => (
          <li key={item.productId} className="flex items-center gap-3 text-sm">
            <img src={item.imageUrl} alt="" width={48} height={48} className="h-12 w-12 shrink-0 rounded bg-stone-100 object-cover" />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-stone-900">{item.name}</span>
              <span className="text-stone-700">
                {item.quantity} × {formatBRL(item.priceCents)}
              </span>
            </span>
            <span className="font-medium">{formatBRL(item.priceCents * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <OrderTotals
        subtotalLabel="Subtotal"
        totalCents={totalCents}
        shippingCents={shippingCents}
        totalTestId="checkout-total"
        className="border-t border-stone-200 pt-3"
      />
      <ul className="flex flex-col gap-2 rounded-md bg-stone-50 p-3 text-sm text-stone-800">
        <li className="flex items-center gap-2">
          <ShieldCheck className="h-4 w-4 shrink-0 text-green-800" aria-hidden="true" />
          Garantia de 30 dias contra defeitos
        </li>
        <li className="flex items-center gap-2">
          <CreditCard className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
          Parcelamento sem juros
        </li>
        <li className="flex items-center gap-2">
          <Truck className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
          Entrega em todo Brasil
        </li>
      </ul>
    </OrderSummaryCard>
  );
}

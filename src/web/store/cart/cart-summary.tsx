import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { OrderSummaryCard, OrderTotals } from '../order-totals';

type Props = { count: number; totalCents: number; blocked: boolean; checking: boolean };

/** Subtotal, free shipping and total (equal to the subtotal), with the way on to checkout. */
export function CartSummary({ count, totalCents, blocked, checking }: Props) {
  return (
    <OrderSummaryCard className="gap-3">
      <OrderTotals subtotalLabel={`Subtotal (${count} ${count === 1 ? 'item' : 'itens'})`} totalCents={totalCents} totalTestId="cart-total" />
      {blocked ? (
        <p role="status" className="text-sm text-amber-900">
          Ajuste os itens destacados para finalizar a compra.
        </p>
      ) : null}
      {blocked || checking ? (
        <Button size="lg" disabled>
          Finalizar Compra
        </Button>
      ) : (
        <Button asChild size="lg">
          <Link to="/checkout">Finalizar Compra</Link>
        </Button>
      )}
      <Button asChild variant="outline">
        <Link to="/produtos">Continuar comprando</Link>
      </Button>
    </OrderSummaryCard>
  );
}

import { Link } from 'react-router';
import { formatBRL } from '@/domain/money';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';

type Props = { count: number; totalCents: number; blocked: boolean; checking: boolean };

/** Subtotal, free shipping and total (equal to the subtotal), with the way on to checkout. */
export function CartSummary({ count, totalCents, blocked, checking }: Props) {
  return (
    <Card className="lg:sticky lg:top-24">
      <CardHeader>
        <CardTitle>Resumo do pedido</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <dl className="flex flex-col gap-2 text-sm">
          <div className="flex justify-between">
            <dt className="text-stone-700">
              Subtotal ({count} {count === 1 ? 'item' : 'itens'})
            </dt>
            <dd className="font-medium">{formatBRL(totalCents)}</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-stone-700">Frete</dt>
            <dd className="font-medium text-green-800">Frete grátis</dd>
          </div>
          <div className="flex justify-between border-t border-stone-200 pt-2 text-base">
            <dt className="font-semibold">Total</dt>
            <dd data-testid="cart-total" className="font-bold text-brand-800">
              {formatBRL(totalCents)}
            </dd>
          </div>
        </dl>
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
      </CardContent>
    </Card>
  );
}

import type { ReactNode } from 'react';
import { formatBRL } from '@/domain/money';
import { cn } from '../lib/cn';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';

/** The 'Resumo do pedido' card beside the cart and the checkout steps (below them on phones). */
export function OrderSummaryCard({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <Card className="lg:sticky lg:top-24">
      <CardHeader>
        <CardTitle>Resumo do pedido</CardTitle>
      </CardHeader>
      <CardContent className={cn('flex flex-col', className)}>{children}</CardContent>
    </Card>
  );
}

/**
 * Subtotal, shipping and total: the same lines in the cart and in the checkout summary. Shipping is
 * free unless the server quoted a charge for the address (`shippingCents`, checkout only: issue 37);
 * 'loading' while it is being asked.
 */
export function OrderTotals({
  subtotalLabel,
  totalCents,
  totalTestId,
  className,
  shippingCents = 0,
}: {
  subtotalLabel: string;
  /** The items' subtotal. */
  totalCents: number;
  totalTestId: string;
  className?: string;
  shippingCents?: number | 'loading';
}) {
  const charge = typeof shippingCents === 'number' ? shippingCents : 0;
  return (
    <dl className={cn('flex flex-col gap-2 text-sm', className)}>
      <div className="flex justify-between">
        <dt className="text-stone-700">{subtotalLabel}</dt>
        <dd className="font-medium">{formatBRL(totalCents)}</dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-stone-700">Frete</dt>
        {shippingCents === 'loading' ? (
          <dd className="text-stone-600">Calculando...</dd>
        ) : charge > 0 ? (
          <dd className="font-medium" data-testid="shipping-charge">
            {formatBRL(charge)}
          </dd>
        ) : (
          <dd className="font-medium text-green-800">Frete grátis</dd>
        )}
      </div>
      <div className="flex justify-between border-t border-stone-200 pt-2 text-base">
        <dt className="font-semibold">Total</dt>
        <dd data-testid={totalTestId} className="font-bold text-brand-800">
          {formatBRL(totalCents + charge)}
        </dd>
      </div>
    </dl>
  );
}

import { CircleCheck } from 'lucide-react';
import { formatBRL } from '@/domain/money';

/** What a Pix or boleto dialog shows once the order's payment has arrived, in place of the code and its countdown. */
export function PaymentReceived({ orderRef, totalCents }: { orderRef: string; totalCents: number }) {
  return (
    <div role="status" className="flex flex-col items-center gap-2 py-4 text-center" data-testid="payment-received">
      <CircleCheck className="h-14 w-14 text-green-700" aria-hidden="true" />
      <p className="text-xl font-semibold text-green-900">Pagamento recebido</p>
      <p className="text-sm text-stone-700">
        Recebemos {formatBRL(totalCents)} do pedido #{orderRef}. Ele já está sendo preparado; acompanhe em Meus pedidos.
      </p>
    </div>
  );
}

import { formatDateTime } from '@/domain/dates';
import { formatBRL } from '@/domain/money';
import { useOrdersWithoutInvoice } from './fiscal-api';
import { IssueInvoiceButton } from './issue-invoice-button';

/**
 * Notas Emitidas' list of paid orders that never got an NF-e (automatic issuing off, paid before
 * Configurações → Fiscal was complete, the demo history), each with 'Emitir nota'. Hidden when none.
 */
export function OrdersWithoutInvoice() {
  const q = useOrdersWithoutInvoice();
  const data = q.data;
  if (!data || data.total === 0) return null;
  return (
    <section aria-labelledby="orders-without-invoice" className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <h2 id="orders-without-invoice" className="font-semibold">
        {data.total === 1 ? '1 pedido pago sem nota fiscal' : `${data.total} pedidos pagos sem nota fiscal`}
      </h2>
      <ul className="flex flex-col divide-y divide-amber-200">
        {data.items.map((o) => (
          <li key={o.orderId} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between">
            <span>
              <strong>#{o.orderShortId}</strong> — {o.customerName} · {formatBRL(o.totalCents)}
              {o.paidAt ? <span className="text-sm text-amber-900"> · pago em {formatDateTime(o.paidAt)}</span> : null}
            </span>
            <IssueInvoiceButton orderId={o.orderId} shortId={o.orderShortId} />
          </li>
        ))}
      </ul>
      {data.total > data.items.length ? <p className="text-sm">Mostrando os {data.items.length} pagos mais recentemente.</p> : null}
    </section>
  );
}

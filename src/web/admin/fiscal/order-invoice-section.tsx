import { shortOrderId } from '@/domain/ids';
import { useCan } from '../../auth/use-can';
import { useOrderInvoice } from './fiscal-api';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { IssueInvoiceButton } from './issue-invoice-button';

type Props = { order: { id: string; status: string; payment: { status: string } } };

/**
 * The order's NF-e in its details dialog, for whoever holds 'fiscal.manage': its status and number,
 * or 'Emitir nota' when the order is paid, not cancelled and has none.
 */
export function OrderInvoiceSection({ order }: Props) {
  const can = useCan();
  const allowed = can('fiscal.manage');
  const q = useOrderInvoice(order.id, allowed);
  if (!allowed || !q.isSuccess) return null;
  const invoice = q.data;
  const invoiceable = order.payment.status === 'paid' && order.status !== 'cancelled';
  if (!invoice && !invoiceable) return null;
  return (
    <section className="flex flex-col gap-1" aria-label="Nota fiscal">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-stone-600">Nota fiscal</h3>
      {invoice ? (
        <p className="flex flex-wrap items-center gap-2">
          <InvoiceStatusBadge status={invoice.status} />
          {invoice.number ? <span>NF-e nº {invoice.number}</span> : null}
          {invoice.status === 'rejected' && invoice.sefazMessage ? <span className="text-red-800">{invoice.sefazMessage}</span> : null}
        </p>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p>Este pedido pago ainda não tem nota fiscal.</p>
          <IssueInvoiceButton orderId={order.id} shortId={shortOrderId(order.id)} />
        </div>
      )}
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '@/domain/dates';
import { CANCEL_JUSTIFICATION_MIN } from '@/domain/fiscal/rules';
import { shortOrderId } from '@/domain/ids';
import { manualStatusesFor, ORDER_STATUS_LABELS, type OrderStatus } from '@/domain/order-status';
import { cancelMoneyText } from '@/domain/provider-payment';
import { cancelInvoiceSchema } from '@/domain/schemas/fiscal';
import { useCan } from '../../auth/use-can';
import { errorMessage } from '../../lib/api';
import { toast, toastError } from '../../lib/toast';
import { Field } from '../../ui/field';
import { FormDialog } from '../../ui/form-dialog';
import { NativeSelect, Textarea } from '../../ui/input';
import { CodeOptions } from '../../ui/options';
import { useCancelInvoice, useOrderInvoice } from '../fiscal';
import { fetchOrder, orderKeys, useUpdateOrderStatus } from './orders-api';

type Props = {
  order: { id: string; status: OrderStatus; version: number; paymentStatus: string; totalCents: number; deliveryMethod: string };
  onClose: () => void;
  onChanged: () => void;
};

/** 'Atualizar Status do Pedido #xxxxxx'. Mount per order so the selector starts at its status. */
export function OrderStatusDialog({ order, onClose, onChanged }: Props) {
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const shortId = shortOrderId(order.id);
  const cancelling = status === 'cancelled' && order.status !== 'cancelled';
  // A paid order may have an authorised NF-e (issue 28): cancelling the order asks whether to cancel it too.
  const can = useCan();
  // What happens to the money is said before the cancel is confirmed (issue 33); a paid order is
  // cancelled only by someone who may refund it.
  const provider = useQuery({ queryKey: orderKeys.detail(order.id), queryFn: () => fetchOrder(order.id) }).data?.order.payment.provider ?? null;
  const moneyText = cancelling ? cancelMoneyText({ paymentStatus: order.paymentStatus, totalCents: order.totalCents, provider }) : null;
  // A pickup order's own statuses are set on Retiradas (the code); the carriers' are not its (decision 070).
  const offered = manualStatusesFor(order.deliveryMethod);
  const allowed =
    order.paymentStatus === 'paid' && order.status !== 'cancelled' && !can('payments.refund') ? offered.filter((s) => s !== 'cancelled') : offered;
  // The order's own status stays selectable (the selector starts there), even a pickup one.
  const statuses = allowed.includes(order.status) ? allowed : [order.status, ...allowed];
  const invoice = useOrderInvoice(order.id, can('fiscal.manage')).data ?? null;
  const cancellableInvoice = invoice?.status === 'authorized' && invoice.canCancel ? invoice : null;
  const [alsoInvoice, setAlsoInvoice] = useState(false);
  const [justification, setJustification] = useState('');
  const [justificationError, setJustificationError] = useState<string | null>(null);
  const cancelInvoice = useCancelInvoice();
  const update = useUpdateOrderStatus(order, {
    onSuccess: () => {
      toast.success('Status do Pedido Atualizado!', { description: `Pedido #${shortId} atualizado para ${ORDER_STATUS_LABELS[status]}.` });
      if (cancelling && alsoInvoice && cancellableInvoice) {
        cancelInvoice.mutate(
          { id: cancellableInvoice.id, justification },
          {
            onSuccess: () => toast.success('Nota fiscal cancelada.'),
            onError: (err) =>
              toast.error('O pedido foi cancelado, mas a nota fiscal não', { description: `${errorMessage(err)} Cancele-a em Notas Emitidas.` }),
            onSettled: onChanged,
          },
        );
      } else onChanged();
    },
    // e.g. re-opening a cancelled order whose products are gone: the server names the product.
    onError: toastError('Erro ao atualizar em pedidos'),
  });

  const submit = () => {
    if (cancelling && alsoInvoice && cancellableInvoice) {
      const checked = cancelInvoiceSchema.shape.justification.safeParse(justification);
      if (!checked.success) {
        setJustificationError(checked.error.issues[0]?.message ?? null);
        return;
      }
    }
    // Cancelling gives the items back to stock and stops the order: asked once more.
    if (cancelling && !window.confirm(`Cancelar o pedido #${shortId}? Os itens voltam ao estoque.${moneyText ? ` ${moneyText}` : ''}`)) return;
    update.mutate(status);
  };

  return (
    <FormDialog
      title={`Atualizar Status do Pedido #${shortId}`}
      onClose={onClose}
      onSubmit={submit}
      submit={{ label: 'Atualizar Status', busyLabel: 'Atualizando...', pending: update.isPending }}
    >
      <Field label="Selecione o novo status para este pedido:">
        <NativeSelect value={status} onChange={(e) => setStatus(e.target.value as OrderStatus)}>
          <CodeOptions values={statuses} labels={ORDER_STATUS_LABELS} />
        </NativeSelect>
      </Field>
      {cancelling ? <p className="text-sm text-stone-700">Cancelar devolve os itens ao estoque.</p> : null}
      {moneyText ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-950" data-testid="cancel-money">
          {moneyText}
        </p>
      ) : null}
      {!allowed.includes('cancelled') && offered.includes('cancelled') && order.status !== 'cancelled' ? (
        <p className="text-sm text-stone-700">Este pedido está pago: só quem pode estornar pagamentos consegue cancelá-lo.</p>
      ) : null}
      {cancelling && cancellableInvoice ? (
        <div className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-medium">
            Este pedido tem nota fiscal autorizada{cancellableInvoice.number ? ` (NF-e nº ${cancellableInvoice.number})` : ''}. Cancelar a nota também?
          </p>
          <label className="flex items-start gap-2">
            <input type="checkbox" className="mt-0.5 h-4 w-4 accent-brand-700" checked={alsoInvoice} onChange={(e) => setAlsoInvoice(e.target.checked)} />
            <span>
              Sim, cancelar a nota fiscal
              {cancellableInvoice.cancelDeadline ? (
                <span className="block text-xs">A SEFAZ aceita até {formatDateTime(cancellableInvoice.cancelDeadline)}.</span>
              ) : null}
            </span>
          </label>
          {alsoInvoice ? (
            <Field
              label="Justificativa do cancelamento da nota"
              required
              error={justificationError ?? undefined}
              hint={`Pelo menos ${CANCEL_JUSTIFICATION_MIN} caracteres; vai para a SEFAZ.`}
            >
              <Textarea
                rows={2}
                value={justification}
                onChange={(e) => {
                  setJustification(e.target.value);
                  setJustificationError(null);
                }}
              />
            </Field>
          ) : null}
        </div>
      ) : null}
      {cancelling && invoice?.status === 'authorized' && !invoice.canCancel ? (
        <p className="text-sm text-amber-900">
          A nota fiscal deste pedido não pode mais ser cancelada (prazo encerrado
          {invoice.cancelDeadline ? ` em ${formatDateTime(invoice.cancelDeadline)}` : ''}): ela continua autorizada.
        </p>
      ) : null}
    </FormDialog>
  );
}

import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { shortOrderId } from '@/domain/ids';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@/domain/order-status';
import { toast, toastError } from '../../lib/toast';
import { Dialog } from '../../ui/dialog';
import { DialogActions } from '../../ui/dialog-actions';
import { Field } from '../../ui/field';
import { NativeSelect } from '../../ui/input';
import { CodeOptions } from '../../ui/options';
import { SubmitButton } from '../../ui/submit-button';
import { updateOrderStatus } from './orders-api';

type Props = { order: { id: string; status: OrderStatus; version: number }; onClose: () => void; onChanged: () => void };

/** 'Atualizar Status do Pedido #xxxxxx'. Mount per order so the selector starts at its status. */
export function OrderStatusDialog({ order, onClose, onChanged }: Props) {
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const shortId = shortOrderId(order.id);
  const update = useMutation({
    mutationFn: () => updateOrderStatus(order.id, status, order.version),
    onSuccess: () => {
      toast.success('Status do Pedido Atualizado!', { description: `Pedido #${shortId} atualizado para ${ORDER_STATUS_LABELS[status]}.` });
      onChanged();
    },
    // e.g. re-opening a cancelled order whose products are gone: the server names the product.
    onError: toastError('Erro ao atualizar em pedidos'),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Cancelling gives the items back to stock and stops the order: asked once more.
    if (status === 'cancelled' && order.status !== 'cancelled' && !window.confirm(`Cancelar o pedido #${shortId}? Os itens voltam ao estoque.`)) return;
    update.mutate();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Atualizar Status do Pedido #${shortId}`}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <Field label="Selecione o novo status para este pedido:">
          <NativeSelect value={status} onChange={(e) => setStatus(e.target.value as OrderStatus)}>
            <CodeOptions values={ORDER_STATUSES} labels={ORDER_STATUS_LABELS} />
          </NativeSelect>
        </Field>
        {status === 'cancelled' && order.status !== 'cancelled' ? (
          <p className="text-sm text-stone-700">Cancelar devolve os itens ao estoque.</p>
        ) : null}
        <DialogActions onCancel={onClose}>
          <SubmitButton pending={update.isPending} busyLabel="Atualizando...">
            Atualizar Status
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { shortOrderId } from '@/domain/ids';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@/domain/order-status';
import { toast, toastError } from '../../lib/toast';
import { FormDialog } from '../../ui/form-dialog';
import { Field } from '../../ui/field';
import { NativeSelect } from '../../ui/input';
import { CodeOptions } from '../../ui/options';
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

  const submit = () => {
    // Cancelling gives the items back to stock and stops the order: asked once more.
    if (status === 'cancelled' && order.status !== 'cancelled' && !window.confirm(`Cancelar o pedido #${shortId}? Os itens voltam ao estoque.`)) return;
    update.mutate();
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
          <CodeOptions values={ORDER_STATUSES} labels={ORDER_STATUS_LABELS} />
        </NativeSelect>
      </Field>
      {status === 'cancelled' && order.status !== 'cancelled' ? (
        <p className="text-sm text-stone-700">Cancelar devolve os itens ao estoque.</p>
      ) : null}
    </FormDialog>
  );
}

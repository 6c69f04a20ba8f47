import { useState } from 'react';
import { shortOrderId } from '@/domain/ids';
import { PICKED_UP_TOAST, type PickupOrderListItem, pickupCodeField } from '@/domain/pickups';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Field } from '../../ui/field';
import { FormDialog } from '../../ui/form-dialog';
import { Input } from '../../ui/input';
import { useHandOver } from './pickups-api';

/** 'Retirado': the clerk types the code the customer shows; a wrong one is said under the field and nothing moves. */
export function HandOverDialog({ order, onClose }: { order: PickupOrderListItem; onClose: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const handOver = useHandOver();
  const submit = () => {
    const checked = pickupCodeField.safeParse(code);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    handOver.mutate(
      { id: order.id, code: checked.data, version: order.version },
      {
        onSuccess: () => {
          toast.success(PICKED_UP_TOAST, { description: `Pedido #${shortOrderId(order.id)} entregue a ${order.customerName}.` });
          onClose();
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };
  return (
    <FormDialog
      title={`Retirada do pedido #${shortOrderId(order.id)}`}
      description={`Peça ao cliente (${order.customerName}) o código de retirada que ele recebeu por e-mail.`}
      onClose={onClose}
      onSubmit={submit}
      noValidate
      submit={{ label: 'Confirmar retirada', busyLabel: 'Conferindo...', pending: handOver.isPending }}
    >
      <Field label="Código de retirada" required error={error ?? undefined}>
        <Input
          inputMode="numeric"
          autoComplete="off"
          autoFocus
          maxLength={9}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          className="font-mono text-lg tracking-widest"
        />
      </Field>
    </FormDialog>
  );
}

import { useState } from 'react';
import { shortOrderId } from '@/domain/ids';
import { centsToInput, formatBRL, parseDecimalToCents } from '@/domain/money';
import type { SandboxPaymentAction } from '@/domain/schemas/sandbox-payment';
import { useCan } from '../../auth/use-can';
import { usePublicSettings } from '../../lib/public-settings-api';
import { toast, toastError } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { FormDialog } from '../../ui/form-dialog';
import { Input } from '../../ui/input';
import { type AdminOrderDetails, useSandboxPaymentAction } from './orders-api';

const DONE: Record<SandboxPaymentAction['action'], string> = {
  approve: 'Pagamento aprovado no sandbox',
  refuse: 'Pagamento recusado no sandbox',
  charge_back: 'Contestação simulada no sandbox',
  pay_amount: 'Pagamento de outro valor simulado no sandbox',
};

/** 'Pagar outro valor': the payer paid an amount other than the order's ('Pagamento divergente'). */
function OtherAmountDialog({
  order,
  onClose,
  onPay,
  pending,
}: {
  order: AdminOrderDetails;
  onClose: () => void;
  onPay: (cents: number) => void;
  pending: boolean;
}) {
  const [amount, setAmount] = useState(centsToInput(Math.max(1, order.totalCents - 100)));
  const [error, setError] = useState<string | null>(null);
  return (
    <FormDialog
      title={`Pagar outro valor — pedido #${shortOrderId(order.id)}`}
      description={`O total do pedido é ${formatBRL(order.totalCents)}. Um valor diferente vira 'Pagamento divergente' e não confirma o pedido.`}
      onClose={onClose}
      noValidate
      onSubmit={() => {
        const cents = parseDecimalToCents(amount);
        if (cents === null || cents <= 0) return setError('Informe um valor maior que zero.');
        setError(null);
        onPay(cents);
      }}
      submit={{ label: 'Pagar este valor', busyLabel: 'Enviando...', pending }}
    >
      <Field label="Valor pago (R$)" required error={error}>
        <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </Field>
    </FormDialog>
  );
}

/**
 * The sandbox's demo controls (decision 060): in a demonstration shop, staff who may move orders
 * play the payer and the card holder — approve or refuse a pending payment, charge back an
 * approved one that settled the order ('Contestado'), or pay another amount ('Pagamento divergente'). Each moves the
 * sandbox's payment; the order follows only through the sandbox's signed notification, so
 * `onMoved` asks the details to look again for a little while.
 */
export function SandboxPaymentControls({ order, onMoved }: { order: AdminOrderDetails; onMoved: () => void }) {
  const payment = order.payment.provider;
  const demo = usePublicSettings().data?.demo === true;
  const can = useCan();
  const act = useSandboxPaymentAction(order.id);
  const [otherAmount, setOtherAmount] = useState(false);
  if (!payment || payment.provider !== 'sandbox' || !demo || !can('orders.status')) return null;
  const waiting = payment.status === 'pending' || payment.status === 'in_process';
  // A divergent payment never settled the order: there is no dispute of the order to simulate.
  const approved = payment.status === 'approved' && !payment.divergent;
  if (!waiting && !approved) return null;
  const run = (body: SandboxPaymentAction) =>
    act.mutate(body, {
      onSuccess: () => {
        setOtherAmount(false);
        toast.success(DONE[body.action], { description: `Pedido #${shortOrderId(order.id)}: o pedido muda quando a notificação do sandbox chegar.` });
        onMoved();
      },
      onError: toastError('Erro ao atualizar em pedidos'),
    });
  return (
    <div className="flex flex-col gap-2 rounded-md border border-dashed border-gold-500 bg-gold-100 p-3" data-testid="sandbox-controls">
      <p className="text-xs text-stone-700">
        <strong>Demonstração:</strong> faça o papel de quem paga no sandbox de pagamentos.
      </p>
      <div className="flex flex-wrap gap-2">
        {waiting ? (
          <>
            <Button size="sm" variant="gold" disabled={act.isPending} onClick={() => run({ action: 'approve' })}>
              Aprovar pagamento
            </Button>
            <Button size="sm" variant="outline" disabled={act.isPending} onClick={() => run({ action: 'refuse' })}>
              Recusar pagamento
            </Button>
            <Button size="sm" variant="outline" disabled={act.isPending} onClick={() => setOtherAmount(true)}>
              Pagar outro valor
            </Button>
          </>
        ) : null}
        {approved ? (
          <Button size="sm" variant="outline" disabled={act.isPending} onClick={() => run({ action: 'charge_back' })}>
            Simular contestação
          </Button>
        ) : null}
      </div>
      {otherAmount ? (
        <OtherAmountDialog
          order={order}
          pending={act.isPending}
          onClose={() => setOtherAmount(false)}
          onPay={(amountCents) => run({ action: 'pay_amount', amountCents })}
        />
      ) : null}
    </div>
  );
}

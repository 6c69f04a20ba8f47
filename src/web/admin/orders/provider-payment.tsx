import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '@/domain/dates';
import { shortOrderId } from '@/domain/ids';
import { centsToInput, formatBRL, parseDecimalToCents } from '@/domain/money';
import { providerLabel } from '@/domain/payment';
import { useCan } from '../../auth/use-can';
import { toast, toastError } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { FormDialog } from '../../ui/form-dialog';
import { Input } from '../../ui/input';
import { type AdminOrderDetails, refundOrder } from './orders-api';

type ProviderPayment = NonNullable<AdminOrderDetails['payment']['provider']>;

/** 'Estornar': part or all of what is left of the payment, with the reason staff give. */
function RefundDialog({ order, payment, onClose, onDone }: { order: AdminOrderDetails; payment: ProviderPayment; onClose: () => void; onDone: () => void }) {
  const left = payment.amountCents - payment.refundedCents;
  const [amount, setAmount] = useState(centsToInput(left));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  // One key for this dialog: a second click or a retry of the same refund refunds once (issue 33).
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const refund = useMutation({
    mutationFn: (cents: number) => refundOrder(order.id, { amountCents: cents, reason, idempotencyKey }),
    onSuccess: (_data, cents) => {
      toast.success('Estorno realizado', { description: `${formatBRL(cents)} devolvidos no pedido #${shortOrderId(order.id)}.` });
      onDone();
    },
    onError: toastError('Erro ao atualizar em pedidos'),
  });
  return (
    <FormDialog
      title={`Estornar pedido #${shortOrderId(order.id)}`}
      description={`Pode ser devolvido até ${formatBRL(left)} pelo ${providerLabel(payment.provider)}.`}
      onClose={onClose}
      noValidate
      onSubmit={() => {
        const cents = parseDecimalToCents(amount);
        if (cents === null || cents <= 0 || cents > left) return setError(`Informe um valor entre R$ 0,01 e ${formatBRL(left)}.`);
        setError(null);
        refund.mutate(cents);
      }}
      submit={{ label: 'Estornar', busyLabel: 'Estornando...', pending: refund.isPending }}
    >
      <Field label="Valor (R$)" required error={error}>
        <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </Field>
      <Field label="Motivo" required>
        <Input value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
      </Field>
    </FormDialog>
  );
}

/**
 * The provider's side of the payment in the order details: its id and status, installments,
 * amount and refunds, and every notification received with whether its signature held.
 */
export function ProviderPaymentDetails({ order, onChanged }: { order: AdminOrderDetails; onChanged: () => void }) {
  const payment = order.payment.provider!;
  const [refunding, setRefunding] = useState(false);
  const can = useCan();
  const left = payment.amountCents - payment.refundedCents;
  const label = providerLabel(payment.provider);
  return (
    <div className="mt-2 flex flex-col gap-2 rounded-md border border-stone-200 p-3" data-testid="provider-payment">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-stone-600">{label.charAt(0).toUpperCase() + label.slice(1)}</dt>
        <dd className="font-mono">{payment.providerPaymentId}</dd>
        <dt className="text-stone-600">Situação no {label}</dt>
        <dd>
          <strong>{payment.statusLabel}</strong>
          {payment.statusDetail ? ` (${payment.statusDetail})` : ''}
        </dd>
        <dt className="text-stone-600">Valor</dt>
        <dd>
          {formatBRL(payment.amountCents)}
          {payment.installments > 1 ? ` em ${payment.installments}x sem juros` : ''}
        </dd>
        {payment.refundedCents > 0 ? (
          <>
            <dt className="text-stone-600">Estornado</dt>
            <dd>{formatBRL(payment.refundedCents)}</dd>
          </>
        ) : null}
      </dl>
      {payment.refunds.length ? (
        <ul className="flex flex-col gap-1" aria-label="Estornos">
          {payment.refunds.map((r) => (
            <li
              key={r.createdAt + r.amountCents}
              className={r.status === 'failed' ? 'rounded bg-red-50 px-2 py-1 text-red-950' : 'rounded bg-stone-50 px-2 py-1'}
            >
              Estorno de {formatBRL(r.amountCents)} — {r.reason}
              {r.status === 'done' ? null : <strong className="ml-1">({r.statusLabel})</strong>}
              {r.failure ? <span className="block text-xs">{r.failure}</span> : null}
              <span className="block text-xs text-stone-600">
                {formatDateTime(r.createdAt)} · {r.userName ?? 'Sistema (automático)'}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <h4 className="font-medium text-stone-900">Notificações recebidas</h4>
        {payment.events.length ? (
          <ul className="flex flex-col gap-1" aria-label={`Notificações do ${label}`}>
            {payment.events.map((e, i) => (
              <li key={`${e.receivedAt}-${i}`} className="flex flex-wrap justify-between gap-2 text-xs">
                <span>
                  {formatDateTime(e.receivedAt)} · {e.action ?? 'payment'}
                </span>
                <span className={e.signatureOk ? 'text-green-800' : 'font-semibold text-red-700'}>
                  {e.signatureOk ? (e.processedAt ? 'Assinatura válida · processada' : 'Assinatura válida · aguardando') : 'Assinatura inválida · recusada'}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-xs text-stone-600">Nenhuma notificação recebida ainda.</p>
        )}
      </div>
      {payment.status === 'approved' && left > 0 && can('payments.refund') ? (
        <div>
          <Button variant="outline" size="sm" onClick={() => setRefunding(true)}>
            Estornar
          </Button>
        </div>
      ) : null}
      {refunding ? (
        <RefundDialog
          order={order}
          payment={payment}
          onClose={() => setRefunding(false)}
          onDone={() => {
            setRefunding(false);
            onChanged();
          }}
        />
      ) : null}
    </div>
  );
}

/** A provider's amount in its own currency: R$ for reais, the code otherwise ('25,00 USD'). */
function providerAmount(cents: number, currency: string): string {
  return currency === 'BRL' ? formatBRL(cents) : `${(cents / 100).toFixed(2).replace('.', ',')} ${currency}`;
}

/**
 * 'Pagamento divergente' (issue 33): payments naming this order at the provider with another amount
 * or currency. They never confirm the order; staff look at them in the provider's dashboard.
 */
export function DivergentPayments({ payments, provider }: { payments: AdminOrderDetails['payment']['divergent']; provider: string }) {
  const label = providerLabel(provider);
  return (
    <div role="alert" className="mt-2 flex flex-col gap-1 rounded-md border border-red-300 bg-red-50 p-3 text-red-950" data-testid="divergent-payment">
      <p className="font-semibold">Pagamento divergente</p>
      <ul className="flex flex-col gap-1">
        {payments.map((d) => (
          <li key={d.providerPaymentId}>
            {label.charAt(0).toUpperCase() + label.slice(1)} <span className="font-mono">{d.providerPaymentId}</span>:{' '}
            {providerAmount(d.amountCents, d.currency)} ({d.statusLabel}
            {d.refundedCents > 0 ? `, ${providerAmount(d.refundedCents, d.currency)} estornados` : ''}) — {d.divergence}.
          </li>
        ))}
      </ul>
      <p className="text-sm">Este pagamento não confirma o pedido. Confira-o no painel do {label} e estorne-o por lá, se for o caso.</p>
    </div>
  );
}

import { useState } from 'react';
import { formatDateTime } from '@/domain/dates';
import { shortOrderId } from '@/domain/ids';
import { centsToInput, formatBRL, parseDecimalToCents } from '@/domain/money';
import { providerLabel } from '@/domain/payment';
import { DIVERGENT_OPEN_STATUSES, providerAmount } from '@/domain/provider-payment';
import { useCan } from '../../auth/use-can';
import { toast, toastError } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { FormDialog } from '../../ui/form-dialog';
import { Input } from '../../ui/input';
import { type AdminOrderDetails, useRefundDivergentPayment, useRefundOrder } from './orders-api';

type ProviderPayment = NonNullable<AdminOrderDetails['payment']['provider']>;

/** 'Estornar': part or all of what is left of the payment, with the reason staff give. */
function RefundDialog({ order, payment, onClose, onDone }: { order: AdminOrderDetails; payment: ProviderPayment; onClose: () => void; onDone: () => void }) {
  const left = payment.amountCents - payment.refundedCents;
  const [amount, setAmount] = useState(centsToInput(left));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  // One key for this dialog: a second click or a retry of the same refund refunds once (issue 33).
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const refund = useRefundOrder(order.id, {
    onSuccess: (_answer, { amountCents }) => {
      toast.success('Estorno realizado', { description: `${formatBRL(amountCents)} devolvidos no pedido #${shortOrderId(order.id)}.` });
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
        refund.mutate({ amountCents: cents, reason, idempotencyKey });
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
      {/* A divergent payment is not the order's money: it is refunded from 'Pagamento divergente'. */}
      {payment.status === 'approved' && !payment.divergent && left > 0 && can('payments.refund') ? (
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

type Divergent = AdminOrderDetails['payment']['divergent'][number];

/** What staff can do about the order's divergent payments, said under them. */
function divergentAdvice(payments: Divergent[], refundable: (d: Divergent) => boolean, label: string): string {
  if (payments.some(refundable)) return 'Estorne-o para devolver o valor a quem pagou.';
  const holding = payments.some((d) => (DIVERGENT_OPEN_STATUSES as readonly string[]).includes(d.status) && d.refundedCents < d.amountCents);
  if (!holding) return 'Nenhum valor dele ficou com a loja.';
  return `Quem pode estornar pagamentos consegue devolvê-lo aqui depois de aprovado; confira-o no ${label}.`;
}

/** 'Estornar' on a divergent payment: all it still holds goes back to its payer; the order does not change. */
function DivergentRefundDialog({
  order,
  payment,
  provider,
  onClose,
  onDone,
}: {
  order: AdminOrderDetails;
  payment: Divergent;
  provider: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const left = providerAmount(payment.amountCents - payment.refundedCents, payment.currency);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  // One key per dialog, as 'Estornar': a second click or a retry refunds once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const refund = useRefundDivergentPayment(order.id, payment.providerPaymentId, {
    onSuccess: () => {
      toast.success('Pagamento divergente estornado', { description: `${left} devolvidos a quem pagou (pedido #${shortOrderId(order.id)}).` });
      onDone();
    },
    onError: toastError('Erro ao atualizar em pedidos'),
  });
  return (
    <FormDialog
      title={`Estornar pagamento divergente ${payment.providerPaymentId}`}
      description={`Devolve ${left} a quem pagou, pelo ${providerLabel(provider)}. O pedido #${shortOrderId(order.id)} não muda: este pagamento não o confirmou.`}
      onClose={onClose}
      noValidate
      onSubmit={() => {
        if (reason.trim().length < 3) return setError('Diga o motivo do estorno.');
        setError(null);
        refund.mutate({ reason, idempotencyKey });
      }}
      submit={{ label: `Estornar ${left}`, busyLabel: 'Estornando...', pending: refund.isPending }}
    >
      <Field label="Motivo" required error={error}>
        <Input value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
      </Field>
    </FormDialog>
  );
}

/**
 * 'Pagamento divergente' (issue 33): payments naming this order at the provider with another amount
 * or currency. They never confirm the order; staff who may refund give such a payment back here
 * (its own amount, not a refund of the order) or leave it for the payer to settle otherwise.
 */
export function DivergentPayments({ order, provider, onChanged }: { order: AdminOrderDetails; provider: string; onChanged: () => void }) {
  const label = providerLabel(provider);
  const can = useCan();
  const [refunding, setRefunding] = useState<Divergent | null>(null);
  const refundable = (d: Divergent) => d.status === 'approved' && d.refundedCents < d.amountCents && can('payments.refund');
  return (
    <div role="alert" className="mt-2 flex flex-col gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-red-950" data-testid="divergent-payment">
      <p className="font-semibold">Pagamento divergente</p>
      <ul className="flex flex-col gap-2">
        {order.payment.divergent.map((d) => (
          <li key={d.providerPaymentId} className="flex flex-col items-start gap-1">
            <span>
              {label.charAt(0).toUpperCase() + label.slice(1)} <span className="font-mono">{d.providerPaymentId}</span>:{' '}
              {providerAmount(d.amountCents, d.currency)} ({d.statusLabel}
              {d.refundedCents > 0 ? `, ${providerAmount(d.refundedCents, d.currency)} estornados` : ''}) — {d.divergence}.
            </span>
            {refundable(d) ? (
              <Button variant="outline" size="sm" onClick={() => setRefunding(d)}>
                Estornar pagamento divergente
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="text-sm">Este pagamento não confirma o pedido. {divergentAdvice(order.payment.divergent, refundable, label)}</p>
      {refunding ? (
        <DivergentRefundDialog
          order={order}
          payment={refunding}
          provider={provider}
          onClose={() => setRefunding(null)}
          onDone={() => {
            setRefunding(null);
            onChanged();
          }}
        />
      ) : null}
    </div>
  );
}

import { formatBRL } from './money';
import { codeList } from './one-of';
import { providerLabel } from './payment';

/** A provider's own payment statuses (Mercado Pago's words), as the back-office reads them. */
export const { values: PROVIDER_PAYMENT_STATUSES, label: providerPaymentStatusLabel } = codeList(
  ['pending', 'in_process', 'authorized', 'approved', 'rejected', 'cancelled', 'refunded', 'in_mediation', 'charged_back'],
  {
    pending: 'Pendente',
    in_process: 'Em análise',
    authorized: 'Autorizado',
    approved: 'Aprovado',
    rejected: 'Recusado',
    cancelled: 'Cancelado',
    refunded: 'Estornado',
    in_mediation: 'Em disputa',
    charged_back: 'Contestado (chargeback)',
  },
);

/**
 * A refund's own statuses (issue 33, two-phase): reserved and sent to the provider ('pending' until
 * its answer is recorded, or asked again by the reconciliation job), done, or refused by the provider.
 */
export const { values: REFUND_STATUSES, label: refundStatusLabel } = codeList(['pending', 'done', 'failed'], {
  pending: 'Pendente',
  done: 'Concluído',
  failed: 'Falhou',
});
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** The back-office's 'Pagamentos' filter: the order's payment status, in the words staff use. */
export const { values: PAYMENT_FILTERS, labels: PAYMENT_FILTER_LABELS } = codeList(['paid', 'pending', 'failed', 'refunded', 'charged_back', 'divergent'], {
  paid: 'Pago',
  pending: 'Aguardando',
  failed: 'Recusado',
  refunded: 'Estornado',
  charged_back: 'Contestado',
  // Not an order payment status: the orders with a payment of another amount or currency (issue 33).
  divergent: 'Pagamento divergente',
});

/** A divergent payment's statuses that still hold money of the customer's (the dashboard warns of them). */
export const DIVERGENT_OPEN_STATUSES = ['pending', 'in_process', 'authorized', 'approved', 'in_mediation'] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];

/** A provider's amount in its own currency: R$ for reais, the code otherwise ('25,00 USD'). */
export const providerAmount = (cents: number, currency: string): string =>
  currency === 'BRL' ? formatBRL(cents) : `${(cents / 100).toFixed(2).replace('.', ',')} ${currency}`;

/**
 * What the order's money does when staff cancel it, as the cancel dialog says before confirming
 * (issue 33), naming the live provider ('Mercado Pago', 'sandbox de pagamentos').
 */
export function cancelMoneyText(order: {
  paymentStatus: string;
  totalCents: number;
  provider: { provider: string; status: string; amountCents: number; refundedCents: number; divergent?: boolean } | null;
}): string | null {
  const { provider } = order;
  const label = provider ? providerLabel(provider.provider) : '';
  if (provider?.divergent) {
    // Money that never settled the order is not given back by cancelling it: it has its own 'Estornar'.
    const left = provider.amountCents - provider.refundedCents;
    return provider.status === 'approved' && left > 0
      ? `Nenhum pagamento confirmou o pedido. O pagamento divergente de ${formatBRL(left)} não é estornado ao cancelar: estorne-o nos detalhes do pedido.`
      : 'Nenhum pagamento confirmou o pedido: não há valor a devolver.';
  }
  if (order.paymentStatus === 'paid') {
    const left = provider ? provider.amountCents - provider.refundedCents : order.totalCents;
    if (provider?.status === 'approved' && left > 0) return `O pagamento de ${formatBRL(left)} será estornado ao cliente pelo ${label}.`;
    return `O pagamento de ${formatBRL(left)} não é estornado automaticamente: devolva o valor ao cliente.`;
  }
  if (order.paymentStatus === 'refunded') return 'O pagamento já foi estornado ao cliente: nada mais é devolvido.';
  if (order.paymentStatus === 'pending') {
    return provider && ['pending', 'in_process', 'authorized'].includes(provider.status)
      ? `Nenhum pagamento foi confirmado: a cobrança em aberto no ${label} será cancelada.`
      : 'Nenhum pagamento foi confirmado: não há valor a devolver.';
  }
  return null;
}

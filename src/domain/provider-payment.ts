import { codeList } from './one-of';

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

/** The back-office's 'Pagamentos' filter: the order's payment status, in the words staff use. */
export const { values: PAYMENT_FILTERS, labels: PAYMENT_FILTER_LABELS } = codeList(['paid', 'pending', 'failed', 'refunded', 'charged_back'], {
  paid: 'Pago',
  pending: 'Aguardando',
  failed: 'Recusado',
  refunded: 'Estornado',
  charged_back: 'Contestado',
});
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];

import { z } from 'zod';
import { codeList } from './one-of';
import { pageFields } from './schemas/list-query';

/** The background work the shop runs (docs/decisions/028). */
export const {
  values: JOB_KINDS,
  labels: JOB_KIND_LABELS,
  label: jobKindLabel,
} = codeList(
  [
    'mail.flush',
    'orders.expire-unpaid',
    'images.resize',
    'payments.settle-event',
    'payments.reconcile',
    'payments.sandbox-notify',
    'fiscal.issue-invoice',
    'fiscal.issue-transfer-invoice',
    'fiscal.poll-invoices',
    'fiscal.webhook-event',
    'stock.check-balances',
    'shipping.poll-tracking',
    'pickups.cancel-uncollected',
    'catalog.count-units-sold',
    'database.maintain',
  ],
  {
    'mail.flush': 'Envio de e-mails',
    'orders.expire-unpaid': 'Cancelamento de pedidos não pagos no prazo',
    'images.resize': 'Redimensionamento de imagens de produtos',
    'payments.settle-event': 'Notificação do provedor de pagamentos',
    'payments.reconcile': 'Conferência de pagamentos pendentes',
    'payments.sandbox-notify': 'Notificação de pagamento do sandbox',
    'fiscal.issue-invoice': 'Emissão da nota fiscal de um pedido pago',
    'fiscal.issue-transfer-invoice': 'Emissão da NF-e de uma transferência enviada',
    'fiscal.poll-invoices': 'Consulta de notas fiscais em processamento',
    'fiscal.webhook-event': 'Notificação do emissor de notas fiscais',
    'stock.check-balances': 'Conferência dos saldos de estoque por local com os movimentos',
    'shipping.poll-tracking': 'Consulta do rastreio de envios sem notícia há um dia',
    'pickups.cancel-uncollected': 'Cancelamento e estorno de pedidos não retirados na loja no prazo',
    'catalog.count-units-sold': 'Contagem das unidades vendidas (Mais vendidos)',
    'database.maintain': 'Manutenção do banco embutido (VACUUM e ANALYZE)',
  },
);
export type JobKind = (typeof JOB_KINDS)[number];

export const {
  values: JOB_STATUSES,
  labels: JOB_STATUS_LABELS,
  is: isJobStatus,
  label: jobStatusLabel,
} = codeList(['pending', 'running', 'done', 'failed'], {
  pending: 'Aguardando',
  running: 'Em execução',
  done: 'Concluída',
  failed: 'Falhou',
});
export type JobStatus = (typeof JOB_STATUSES)[number];

/** A job as the back-office lists it. */
export type JobListItem = {
  id: number;
  kind: string;
  kindLabel: string;
  status: JobStatus;
  attempts: number;
  maxAttempts: number;
  runAt: string;
  lastRunAt: string | null;
  lastError: string | null;
};

export const JOB_NOT_FOUND_MESSAGE = 'Tarefa não encontrada.';
export const JOB_NOT_FAILED_MESSAGE = 'Só uma tarefa que falhou pode ser tentada de novo.';
export const JOB_RETRIED_TOAST = 'Tarefa Reenviada';

/** The jobs list's query: page and an optional status ('failed' to see what needs a hand). */
export const jobListQuerySchema = z.object({
  ...pageFields(20, 100),
  status: z.enum(JOB_STATUSES, { error: 'Situação inválida.' }).optional(),
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

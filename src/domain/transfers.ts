import { codeList } from './one-of';
import { declarePermissions } from './permission-declarations';
import { defineWorkflow } from './workflow/define-workflow';

/**
 * Transferências (issue 36, decision 065): goods moved from one place to another (warehouse → store,
 * store → store, store → warehouse) through 'Em trânsito'. Rascunho → Separado (reserved at the
 * origin) → Enviado (out of the origin into transit; lines locked) → Recebido, or Recebido com
 * divergência (the missing units wait in 'Divergências') → Divergência resolvida (as a loss or back
 * at the origin). Cancel only before Enviado.
 */
export const TRANSFER_STATUSES = ['draft', 'picked', 'sent', 'received', 'divergent', 'resolved', 'cancelled'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

export const TRANSFER_STATUS_LABELS: Record<TransferStatus, string> = {
  draft: 'Rascunho',
  picked: 'Separado',
  sent: 'Enviado',
  received: 'Recebido',
  divergent: 'Recebido com divergência',
  resolved: 'Divergência resolvida',
  cancelled: 'Cancelado',
};

export const transferWorkflow = defineWorkflow({
  type: 'transfer',
  statuses: TRANSFER_STATUSES,
  labels: TRANSFER_STATUS_LABELS,
  initial: 'draft',
  transitions: {
    draft: ['picked', 'cancelled'],
    picked: ['sent', 'cancelled'],
    sent: ['received', 'divergent'],
    divergent: ['resolved'],
    received: [],
    resolved: [],
    cancelled: [],
  },
});

/** What becomes of units a receipt found missing. */
export const {
  values: DIVERGENCE_OUTCOMES,
  labels: DIVERGENCE_OUTCOME_LABELS,
  label: divergenceOutcomeLabel,
} = codeList(['loss', 'returned'], {
  loss: 'Perda (baixa)',
  returned: 'Devolvido à origem',
});
export type DivergenceOutcome = (typeof DIVERGENCE_OUTCOMES)[number];

/** Statuses whose goods have left the origin (the lines are locked, the guia is printable). */
export const isShipped = (status: string) => status === 'sent' || status === 'received' || status === 'divergent' || status === 'resolved';

export const TRANSFER_NOT_FOUND_MESSAGE = 'Transferência não encontrada.';
export const TRANSFER_REQUIRED_MESSAGE = 'Origem, destino e pelo menos um item são obrigatórios.';
export const TRANSFER_ITEM_REQUIRED_MESSAGE = 'Selecione um produto e informe a quantidade.';
export const TRANSFER_SAME_PLACE_MESSAGE = 'A origem e o destino devem ser locais diferentes.';
export const TRANSFER_PLACE_MESSAGE = 'Escolha o almoxarifado ou uma loja como origem e destino.';
export const TRANSFER_OTHER_STORE_MESSAGE = 'Funcionários de loja só enviam transferências da própria loja.';
export const TRANSFER_RECEIVE_OTHER_STORE_MESSAGE = 'Funcionários de loja só recebem transferências para a própria loja.';
export const STALE_TRANSFER_MESSAGE = 'Esta transferência foi alterada por outra pessoa. Recarregue para ver a versão atual.';
export const RECEIPT_LINES_MESSAGE = 'Informe a quantidade recebida de cada item da transferência.';
export const receivedOverSentMessage = (name: string, sent: number) => `Quantidade recebida de "${name}" maior que a enviada (${sent}).`;
export const REQUEST_NOT_SHIPPABLE_MESSAGE = 'Esta solicitação já foi enviada ou já tem uma transferência em andamento.';

// Transferências (issue 36, decision 065): a store's staff keep these for their own store (the scope).
export const TRANSFER_PERMISSIONS = declarePermissions({
  'transfers.send': { label: 'Criar, separar, enviar e cancelar transferências', from: 'Funcionário' },
  'transfers.receive': { label: 'Receber transferências', from: 'Funcionário' },
  'transfers.resolve': { label: 'Resolver divergências de transferências', from: 'Supervisor' },
});

import { codeList, selfLabels } from './one-of';
import { declarePermissions } from './permission-declarations';
import { defineWorkflow, type Workflow } from './workflow/define-workflow';

/**
 * The three kinds of internal requests (Solicitações): their statuses as requirements §4 stores
 * them, the labels the screens show, and the moves the server accepts. Stored values are the requirements'
 * values ('Pedido Cancelado'), labels its short names ('Cancelado').
 */

export const PURCHASE_REQUEST_STATUSES = [
  'Recebida',
  'Em Análise',
  'Em Cotação',
  'Aguardando Entrega',
  'Pedido Finalizado',
  'Pedido Recusado',
  'Pedido Cancelado',
] as const;
export type PurchaseRequestStatus = (typeof PURCHASE_REQUEST_STATUSES)[number];

/**
 * A request whose status can be set to any other (requirements: any status can be chosen), starting
 * at the first one ('Recebida').
 */
function anyOrderWorkflow<const S extends string>(type: string, statuses: readonly [S, ...S[]], labels: Record<S, string>): Workflow<S> {
  return defineWorkflow({ type, statuses, labels, initial: statuses[0], transitions: 'any' });
}

export const purchaseRequestWorkflow = anyOrderWorkflow(
  'purchase_request',
  PURCHASE_REQUEST_STATUSES,
  selfLabels(PURCHASE_REQUEST_STATUSES, {
    'Aguardando Entrega': 'Aguard. Entrega',
    'Pedido Finalizado': 'Finalizado (Aprovado)',
    'Pedido Recusado': 'Recusado',
    'Pedido Cancelado': 'Cancelado',
  }),
);

export const MERCHANDISE_REQUEST_STATUSES = ['Recebida', 'Em Análise', 'Em Conferência', 'Em Separação', 'Separado', 'Enviado'] as const;
export type MerchandiseRequestStatus = (typeof MERCHANDISE_REQUEST_STATUSES)[number];

const BEFORE_SHIPPING = ['Recebida', 'Em Análise', 'Em Conferência', 'Em Separação', 'Separado'] as const;
const others = <S extends string>(all: readonly S[], s: S) => all.filter((x) => x !== s);

export const merchandiseRequestWorkflow = defineWorkflow({
  type: 'merchandise_request',
  statuses: MERCHANDISE_REQUEST_STATUSES,
  labels: selfLabels(MERCHANDISE_REQUEST_STATUSES),
  initial: 'Recebida',
  // Any order before shipping; 'Enviado' posts the stock exit, so it is final: undoing a shipment
  // is a new entry, never moving the request back (a posted document is not edited).
  transitions: {
    Recebida: [...others(BEFORE_SHIPPING, 'Recebida'), 'Enviado'],
    'Em Análise': [...others(BEFORE_SHIPPING, 'Em Análise'), 'Enviado'],
    'Em Conferência': [...others(BEFORE_SHIPPING, 'Em Conferência'), 'Enviado'],
    'Em Separação': [...others(BEFORE_SHIPPING, 'Em Separação'), 'Enviado'],
    Separado: [...others(BEFORE_SHIPPING, 'Separado'), 'Enviado'],
    Enviado: [],
  },
});

export const MERCHANDISE_ITEM_STATUSES = ['Recebido', 'Em Conferência', 'Item em Falta', 'Item Incluído', 'Item Enviado'] as const;
export type MerchandiseItemStatus = (typeof MERCHANDISE_ITEM_STATUSES)[number];
export const MERCHANDISE_ITEM_LABELS = selfLabels(MERCHANDISE_ITEM_STATUSES, {
  'Item em Falta': 'Em Falta',
  'Item Incluído': 'Incluído (Extra)',
});

export const SPECIAL_ORDER_STATUSES = [
  'Recebida',
  'Em Análise',
  'Aguardando Chegada',
  'Pronta para Retirada',
  'Finalizada',
  'Pedido Recusado',
  'Cancelada',
] as const;
export type SpecialOrderStatus = (typeof SPECIAL_ORDER_STATUSES)[number];

export const specialOrderWorkflow = anyOrderWorkflow('special_order', SPECIAL_ORDER_STATUSES, selfLabels(SPECIAL_ORDER_STATUSES));

/** The status whose move e-mails a registered customer that the order can be picked up. */
export const SPECIAL_ORDER_READY: SpecialOrderStatus = 'Pronta para Retirada';

/** Statuses after which a request is no longer open (hub counts, purchase report). */
export const CLOSED_REQUEST_STATUSES = {
  purchase: ['Pedido Finalizado', 'Pedido Recusado', 'Pedido Cancelado'],
  merchandise: ['Enviado'],
  specialOrder: ['Finalizada', 'Pedido Recusado', 'Cancelada'],
} as const satisfies Record<RequestKind, readonly string[]>;

export const { values: REQUEST_KINDS, labels: REQUEST_KIND_LABELS } = codeList(['purchase', 'merchandise', 'specialOrder'], {
  purchase: 'Compra',
  merchandise: 'Mercadoria',
  specialOrder: 'Encomenda',
});
export type RequestKind = (typeof REQUEST_KINDS)[number];

export const REQUEST_WORKFLOWS: Record<RequestKind, Workflow<string>> = {
  purchase: purchaseRequestWorkflow,
  merchandise: merchandiseRequestWorkflow,
  specialOrder: specialOrderWorkflow,
};

export const STALE_REQUEST_MESSAGE = 'Esta solicitação foi alterada por outra pessoa. Recarregue para ver a versão atual.';

// Colour by meaning, the same for the three kinds (and for the customer's profile): done, stopped, waiting, moving.
const DONE = ['Pedido Finalizado', 'Finalizada', 'Enviado', 'Pronta para Retirada'];
const STOPPED = ['Pedido Cancelado', 'Pedido Recusado', 'Cancelada'];
const WAITING = ['Aguardando Entrega', 'Aguardando Chegada', 'Separado'];

/** Tailwind classes of a request status badge. */
export function requestStatusBadgeClass(status: string): string {
  if (DONE.includes(status)) return 'border-emerald-200 bg-emerald-50 text-emerald-800';
  if (STOPPED.includes(status)) return 'border-red-200 bg-red-50 text-red-800';
  if (WAITING.includes(status)) return 'border-amber-200 bg-amber-50 text-amber-900';
  if (status === 'Recebida') return 'border-sky-200 bg-sky-50 text-sky-800';
  return 'border-violet-200 bg-violet-50 text-violet-800';
}

export const REQUEST_PERMISSIONS = declarePermissions({
  'requests.create': { label: 'Criar solicitações e encomendas especiais', from: 'Funcionário' },
  'requests.manage': { label: 'Gerenciar solicitações e encomendas (status e separação)', from: 'Almoxarife' },
});

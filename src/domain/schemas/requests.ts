import { z } from 'zod';
import { MERCHANDISE_ITEM_STATUSES, MERCHANDISE_REQUEST_STATUSES, PURCHASE_REQUEST_STATUSES, REQUEST_KINDS, type RequestKind } from '../requests';
import { idempotencyKeyField, isoDateField, objectError, optionalText, serialId, serialIdParam, wholeNumber } from './fields';
import { pageFields, searchField } from './list-query';
import { quantityField } from './stock-documents';

// Requirements §5 (Purchase request, Merchandise request) and §8 texts, to the letter.
export const PURCHASE_ITEM_REQUIRED_MESSAGE = 'Selecione um produto e defina uma quantidade válida.';
export const PURCHASE_ITEMS_REQUIRED_MESSAGE = 'Adicione pelo menos um item à solicitação.';
export const MERCHANDISE_REQUIRED_MESSAGE = 'Preencha todos os campos obrigatórios (Loja, Datas, Itens).';
export const REQUEST_NOT_FOUND_MESSAGE = 'Solicitação não encontrada.';
export const INVALID_STATUS_MESSAGE = 'Status inválido.';
export const ESTIMATED_ARRIVAL_REQUIRED_MESSAGE = 'Informe a data estimada de chegada.';
export const DELIVERY_BEFORE_REQUEST_MESSAGE = 'A data de entrega não pode ser anterior à data da solicitação.';
export const ALL_ITEMS_MARKED_MESSAGE = (label: string) => `Todos os itens foram marcados como ${label}.`;

export const REQUEST_ITEMS_MAX = 200;

/** One line of a request: a catalogue product and how many. */
export const requestItemSchema = (message: string) => z.object({ productId: serialId(message), quantity: quantityField(message) }, { error: message });

const requestItems = (itemMessage: string, requiredMessage: string) =>
  z
    .array(requestItemSchema(itemMessage), { error: requiredMessage })
    .min(1, { error: requiredMessage })
    .max(REQUEST_ITEMS_MAX, { error: `Uma solicitação pode ter no máximo ${REQUEST_ITEMS_MAX} itens.` });

/** POST /api/admin/requests/purchases */
export const purchaseRequestCreateSchema = z.object(
  {
    items: requestItems(PURCHASE_ITEM_REQUIRED_MESSAGE, PURCHASE_ITEMS_REQUIRED_MESSAGE),
    notes: optionalText(1000),
    idempotencyKey: idempotencyKeyField(),
  },
  objectError,
);
export type PurchaseRequestCreateInput = z.infer<typeof purchaseRequestCreateSchema>;

/** POST /api/admin/requests/merchandise */
export const merchandiseRequestCreateSchema = z
  .object(
    {
      storeId: serialId(MERCHANDISE_REQUIRED_MESSAGE),
      requestDate: isoDateField(MERCHANDISE_REQUIRED_MESSAGE),
      deliveryDate: isoDateField(MERCHANDISE_REQUIRED_MESSAGE),
      items: requestItems(PURCHASE_ITEM_REQUIRED_MESSAGE, MERCHANDISE_REQUIRED_MESSAGE),
      notes: optionalText(1000),
      idempotencyKey: idempotencyKeyField(),
    },
    objectError,
  )
  .refine((r) => r.deliveryDate >= r.requestDate, { error: DELIVERY_BEFORE_REQUEST_MESSAGE, path: ['deliveryDate'] });
export type MerchandiseRequestCreateInput = z.infer<typeof merchandiseRequestCreateSchema>;

const version = wholeNumber('Versão inválida.', 1);
const note = optionalText(500);

/** PATCH /api/admin/requests/purchases/:id/status — 'Aguardando Entrega' asks for the estimated arrival. */
export const purchaseStatusMoveSchema = z
  .object(
    {
      status: z.enum(PURCHASE_REQUEST_STATUSES, { error: INVALID_STATUS_MESSAGE }),
      version,
      note,
      estimatedArrival: isoDateField(ESTIMATED_ARRIVAL_REQUIRED_MESSAGE).nullable().optional(),
    },
    objectError,
  )
  .refine((m) => m.status !== 'Aguardando Entrega' || !!m.estimatedArrival, { error: ESTIMATED_ARRIVAL_REQUIRED_MESSAGE, path: ['estimatedArrival'] });
export type PurchaseStatusMove = z.infer<typeof purchaseStatusMoveSchema>;

/** PATCH /api/admin/requests/merchandise/:id/status — 'Enviado' may carry the shipping times. */
export const merchandiseStatusMoveSchema = z.object(
  {
    status: z.enum(MERCHANDISE_REQUEST_STATUSES, { error: INVALID_STATUS_MESSAGE }),
    version,
    note,
    shippingTime: optionalText(100),
    receiveTime: optionalText(100),
    /** The exit's date when shipping; today when absent. */
    exitDate: isoDateField().optional(),
    idempotencyKey: idempotencyKeyField(),
  },
  objectError,
);
export type MerchandiseStatusMove = z.infer<typeof merchandiseStatusMoveSchema>;

/** PATCH …/merchandise/:id/items/:itemId/status and …/items/bulk */
export const merchandiseItemStatusSchema = z.object({ status: z.enum(MERCHANDISE_ITEM_STATUSES, { error: INVALID_STATUS_MESSAGE }), version }, objectError);
export const merchandiseItemsBulkSchema = z.object(
  { status: z.enum(['Item Enviado', 'Item em Falta'], { error: INVALID_STATUS_MESSAGE }), version },
  objectError,
);

export const REQUESTS_PAGE_SIZE = 20;

/** GET of a manage tab: text, status filter, page (the tab's URL keeps them). */
export const requestListQuerySchema = z.object({
  ...pageFields(REQUESTS_PAGE_SIZE),
  search: searchField,
  status: z.string().trim().max(40, { error: INVALID_STATUS_MESSAGE }).optional().default(''),
});
export type RequestListQuery = z.output<typeof requestListQuerySchema>;

export const MY_REQUEST_TYPES = ['all', ...REQUEST_KINDS] as const;
/** GET /api/admin/requests/mine — Acompanhar Minhas Solicitações. */
export const myRequestsQuerySchema = z.object({
  ...pageFields(REQUESTS_PAGE_SIZE),
  search: searchField,
  type: z.enum(MY_REQUEST_TYPES, { error: 'Tipo inválido.' }).optional().default('all'),
});
export type MyRequestsQuery = z.output<typeof myRequestsQuerySchema>;

export const requestIdParam = z.object({ id: serialIdParam(REQUEST_NOT_FOUND_MESSAGE) });

// ---- What the API answers (typed once for the server that builds it and the web app that reads it)

/** A row of the reusable request table: ID, Cliente/Loja/Solicitante, Data, Itens, Status. */
export type RequestListItem = {
  kind: RequestKind;
  id: number;
  code: string;
  /** Cliente (special order), Loja (merchandise) or Solicitante (purchase). */
  who: string;
  createdAt: string;
  itemCount: number;
  status: string;
  version: number;
};
export type RequestPage = { items: RequestListItem[]; total: number; totalCapped: boolean; page: number; pageSize: number };

/** A status move as the details show it: who, when, from, to, note and what it stored. */
export type DocumentHistoryEntry = {
  id: number;
  fromStatus: string | null;
  toStatus: string;
  note: string;
  data: Record<string, unknown> | null;
  userName: string;
  createdAt: string;
};

/** `unit`: the product's ('Caixa'), '' for a product not registered (shown as UN). */
export type RequestItemDetail = { id: number; productId: number | null; productName: string; productCode: string; quantity: number; unit: string };

/** What the details of every kind of request share. */
export type RequestDetailBase = {
  id: number;
  code: string;
  status: string;
  version: number;
  notes: string;
  requestedByName: string;
  createdAt: string;
  updatedAt: string;
  history: DocumentHistoryEntry[];
};

export type PurchaseRequestDetail = RequestDetailBase & {
  estimatedArrival: string | null;
  items: RequestItemDetail[];
  /** Receiving checks that counted this request's goods (Conferência de Recebimento). */
  receivingChecks: { id: number; invoiceNumber: string; createdAt: string }[];
};

export type MerchandiseRequestDetail = RequestDetailBase & {
  storeId: number;
  storeName: string;
  requestDate: string;
  deliveryDate: string;
  shippingTime: string | null;
  receiveTime: string | null;
  exit: { id: number; code: string } | null;
  items: (RequestItemDetail & { status: string; stock: number; shelf: string; box: string })[];
};

/** Open requests per kind, for the hub's cards. */
export type RequestSummary = Record<RequestKind, number>;

/** A purchase request in 'Aguardando Entrega', as the receiving check offers it. */
export type AwaitingPurchase = { id: number; code: string; requestedByName: string; estimatedArrival: string | null; itemCount: number };

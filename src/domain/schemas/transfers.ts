import './zod-locale';
import { z } from 'zod';
import type { TransferInvoiceSummary } from '../api/fiscal';
import {
  DIVERGENCE_OUTCOMES,
  type DivergenceOutcome,
  RECEIPT_LINES_MESSAGE,
  TRANSFER_ITEM_REQUIRED_MESSAGE,
  TRANSFER_NOT_FOUND_MESSAGE,
  TRANSFER_REQUIRED_MESSAGE,
  TRANSFER_SAME_PLACE_MESSAGE,
  TRANSFER_STATUSES,
  type TransferStatus,
} from '../transfers';
import { idempotencyKeyField, objectError, optionalText, serialId, wholeNumber } from './fields';
import { documentListQuerySchema, optionalCodeFilter, optionalIdFilter } from './list-query';
import type { PickedProduct } from './product-picker';
import type { DocumentHistoryEntry } from './requests';
import { quantityField } from './stock-documents';

export const TRANSFERS_PAGE_SIZE = 20;
const PLACE_NOT_FOUND_MESSAGE = 'Local de estoque não encontrado.';

/** POST /api/admin/transfers: a draft from one place to another, or the lines of a merchandise request. */
export const transferCreateSchema = z
  .object(
    {
      fromLocationId: serialId(TRANSFER_REQUIRED_MESSAGE),
      toLocationId: serialId(TRANSFER_REQUIRED_MESSAGE),
      notes: optionalText(500),
      items: z
        .array(
          z.object(
            { productId: serialId(TRANSFER_ITEM_REQUIRED_MESSAGE), quantity: quantityField(TRANSFER_ITEM_REQUIRED_MESSAGE) },
            { error: TRANSFER_ITEM_REQUIRED_MESSAGE },
          ),
          { error: TRANSFER_REQUIRED_MESSAGE },
        )
        .max(500, { error: 'Uma transferência pode ter no máximo 500 itens.' })
        .optional(),
      /** A merchandise request ('Mercadorias para Loja') the transfer fulfils: its lines when none are given. */
      requestId: serialId('Solicitação não encontrada.').optional(),
      idempotencyKey: idempotencyKeyField(),
    },
    objectError,
  )
  .refine((t) => t.fromLocationId !== t.toLocationId, { error: TRANSFER_SAME_PLACE_MESSAGE, path: ['toLocationId'] })
  .refine((t) => t.requestId !== undefined || (t.items?.length ?? 0) > 0, { error: TRANSFER_REQUIRED_MESSAGE, path: ['items'] });
export type TransferCreateInput = z.infer<typeof transferCreateSchema>;

const versionField = wholeNumber('Versão inválida.', 1);

/** Separar, Enviar, Cancelar: the version the screen saw, and an optional note for the history. */
export const transferMoveSchema = z.object({ version: versionField, note: optionalText(500) }, objectError);
export type TransferMoveInput = z.infer<typeof transferMoveSchema>;

/** Receber: what arrived of every line (0 when nothing did); the key makes a replayed receipt post once. */
export const transferReceiveSchema = z.object(
  {
    items: z
      .array(
        z.object(
          { itemId: serialId(RECEIPT_LINES_MESSAGE), receivedQuantity: wholeNumber(RECEIPT_LINES_MESSAGE, 0, 1_000_000) },
          { error: RECEIPT_LINES_MESSAGE },
        ),
        { error: RECEIPT_LINES_MESSAGE },
      )
      .min(1, { error: RECEIPT_LINES_MESSAGE })
      .max(500, { error: RECEIPT_LINES_MESSAGE }),
    note: optionalText(500),
    idempotencyKey: idempotencyKeyField().unwrap(),
  },
  objectError,
);
export type TransferReceiveInput = z.infer<typeof transferReceiveSchema>;

export const DIVERGENCE_OUTCOME_MESSAGE = 'Escolha o destino da divergência: perda ou devolvido à origem.';
export const DIVERGENCE_NOTE_MESSAGE = 'Informe o motivo da resolução.';

/** Resolver divergência: the missing units as a loss or back at the origin, with why. */
export const transferResolveSchema = z.object(
  {
    version: versionField,
    outcome: z.enum(DIVERGENCE_OUTCOMES, { error: DIVERGENCE_OUTCOME_MESSAGE }),
    note: z.string({ error: DIVERGENCE_NOTE_MESSAGE }).trim().min(1, { error: DIVERGENCE_NOTE_MESSAGE }).max(500, { error: DIVERGENCE_NOTE_MESSAGE }),
  },
  objectError,
);
export type TransferResolveInput = z.infer<typeof transferResolveSchema>;

/** GET /api/admin/transfers, and the Transferências screen's URL. */
export const transferListQuerySchema = documentListQuerySchema(TRANSFERS_PAGE_SIZE, {
  status: optionalCodeFilter(TRANSFER_STATUSES, 'Status inválido.'),
  fromLocationId: optionalIdFilter(PLACE_NOT_FOUND_MESSAGE),
  toLocationId: optionalIdFilter(PLACE_NOT_FOUND_MESSAGE),
});
export type TransferListQuery = z.output<typeof transferListQuerySchema>;

export const transferIdParam = { message: TRANSFER_NOT_FOUND_MESSAGE };

/** A place a transfer can leave from or go to (the warehouse or a store). */
export type TransferPlace = { id: number; name: string; kind: 'warehouse' | 'store'; storeId: number | null };

export type TransferListItem = {
  id: number;
  code: string;
  status: TransferStatus;
  version: number;
  fromLocationId: number;
  fromName: string;
  /** The stores of both places (null for the warehouse): a store's staff send from and receive into their own. */
  fromStoreId: number | null;
  toLocationId: number;
  toName: string;
  toStoreId: number | null;
  lineCount: number;
  totalQuantity: number;
  /** Σ missing units over the lines once received (0 before). */
  missingQuantity: number;
  createdByName: string;
  createdAt: string;
  sentAt: string | null;
  receivedAt: string | null;
  /** The merchandise request it fulfils, or the old exit ('Saída') it was made from. */
  requestCode: string | null;
  exitCode: string | null;
};

export type TransferLine = {
  id: number;
  productId: number;
  productName: string;
  productCode: string;
  barcode: string | null;
  unit: string;
  shelf: string;
  box: string;
  quantity: number;
  receivedQuantity: number | null;
  unitCostCents: number;
  unitPriceCents: number;
};

export type TransferDetail = TransferListItem & {
  notes: string;
  resolution: DivergenceOutcome | null;
  requestId: number | null;
  exitId: number | null;
  items: TransferLine[];
  history: DocumentHistoryEntry[];
  /**
   * Its NF-e de transferência (between two establishments, once sent; decision 073): 'queued' for
   * the moment between 'Enviar' and the job that creates it; null when it has none.
   */
  invoice: TransferInvoiceSummary | 'queued' | null;
};

/** Nova transferência as the dialog holds it: the selects as strings, each line with the product the picker gave. */
export const transferFormSchema = z
  .object({
    fromLocationId: z.string().regex(/^[1-9]\d{0,9}$/, { error: TRANSFER_REQUIRED_MESSAGE }),
    toLocationId: z.string().regex(/^[1-9]\d{0,9}$/, { error: TRANSFER_REQUIRED_MESSAGE }),
    notes: optionalText(500),
    items: z
      .array(z.object({ product: z.custom<PickedProduct>((v) => typeof v === 'object' && v !== null), quantity: z.number() }))
      .min(1, { error: TRANSFER_REQUIRED_MESSAGE }),
  })
  .refine((v) => v.fromLocationId !== v.toLocationId, { error: TRANSFER_SAME_PLACE_MESSAGE, path: ['toLocationId'] });
export type TransferFormValues = z.input<typeof transferFormSchema>;

export const transferFormToBody = (v: TransferFormValues, idempotencyKey: string): z.input<typeof transferCreateSchema> => ({
  fromLocationId: Number(v.fromLocationId),
  toLocationId: Number(v.toLocationId),
  notes: v.notes,
  items: v.items.map((l) => ({ productId: l.product.id, quantity: l.quantity })),
  idempotencyKey,
});

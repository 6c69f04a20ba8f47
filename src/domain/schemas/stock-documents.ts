import { z } from 'zod';
import { parseDecimalToCents } from '../money';
import { countOf } from '../plural';
import { formatQuantity } from '../units';
import { INVALID_QUANTITY_MESSAGE } from './cart';
import { idempotencyKeyField, isoDateField, objectError, optionalText, serialId, wholeNumber } from './fields';
import { documentListQuerySchema, optionalIdFilter } from './list-query';

// Requirements §5 (Entry, Exit item) and §8 texts, to the letter.
export const ENTRY_REQUIRED_MESSAGE = 'Produto, quantidade e data são obrigatórios.';
export const PRODUCT_NOT_FOUND_MESSAGE = 'Produto não encontrado.';
export const EXIT_ITEM_REQUIRED_MESSAGE = 'Selecione um produto e informe a quantidade.';
export const EXIT_REQUIRED_MESSAGE = 'Destino e pelo menos um item são obrigatórios.';
export const ENTRY_REVERSED_TOAST = 'Entrada excluída e estoque revertido.';
export const STORE_NOT_FOUND_MESSAGE = 'Loja não encontrada.';
export const SUPPLIER_NOT_FOUND_MESSAGE = 'Fornecedor não encontrado.';

export const exitQuantityOverStockMessage = (requested: number, stock: number) => `Quantidade solicitada (${requested}) maior que o estoque (${stock}).`;
export const exitTotalOverStockMessage = (total: number, stock: number) => `Quantidade total (${total}) excede o estoque (${stock}).`;
// The requirements' words for a product counted in units; any other unit is named ('3 CX'), never called units.
export const entryRegisteredToast = (quantity: number, productName: string, unit = 'Unidade') =>
  `Entrada de ${unit === 'Unidade' ? `${quantity} unidade(s)` : formatQuantity(quantity, unit)} de ${productName} registrada.`;
export const exitRegisteredToast = (code: string, lines: number) => `Saída ${code} registrada com ${countOf(lines, 'item', 'itens')}.`;
export const entryReversalShortMessage = (missing: number, stock: number, quantity: number) =>
  `Não é possível excluir esta entrada: faltam ${missing} unidade(s) no estoque para revertê-la (estoque atual ${stock}, entrada de ${quantity}). As unidades já saíram.`;
// Reversing an entry or an exit: the same rules and words for both (decision 041).
export const ENTRY_NOT_FOUND_MESSAGE = 'Entrada não encontrada.';
export const EXIT_NOT_FOUND_MESSAGE = 'Saída não encontrada.';
export const ENTRY_FROM_CHECK_MESSAGE = 'Esta entrada foi lançada por uma conferência de recebimento e não pode ser excluída aqui.';
export const EXIT_FROM_REQUEST_MESSAGE = 'Esta saída foi lançada por uma solicitação de mercadoria e não pode ser estornada aqui.';
export const EXIT_REVERSED_TOAST = 'Saída estornada e estoque devolvido.';

/** A positive whole quantity; anything else (0, -1, 1.5, 'abc') is 'Quantidade inválida.'. */
export function quantityField(requiredMessage: string) {
  return z.union([z.number(), z.string()], { error: requiredMessage }).transform((value, ctx) => {
    const text = typeof value === 'string' ? value.trim() : value;
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: requiredMessage });
      return z.NEVER;
    }
    const n = typeof text === 'number' ? text : /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isInteger(n) || n <= 0 || n > 1_000_000) {
      ctx.addIssue({ code: 'custom', message: INVALID_QUANTITY_MESSAGE });
      return z.NEVER;
    }
    return n;
  });
}

/** Body of POST /api/admin/stock-entries (new entry dialog). */
export const stockEntryCreateSchema = z.object(
  {
    productId: serialId(ENTRY_REQUIRED_MESSAGE),
    quantity: quantityField(ENTRY_REQUIRED_MESSAGE),
    entryDate: isoDateField(ENTRY_REQUIRED_MESSAGE),
    // Defaults to the product's supplier when absent.
    supplierId: serialId(SUPPLIER_NOT_FOUND_MESSAGE).nullable().optional(),
    // Centavos; defaults to the product's cost price when absent.
    unitCostCents: wholeNumber('Custo unitário inválido.', 0, 100_000_000).nullable().optional(),
    notes: optionalText(500),
    idempotencyKey: idempotencyKeyField(),
  },
  objectError,
);
export type StockEntryCreateInput = z.infer<typeof stockEntryCreateSchema>;

export const stockExitItemSchema = z.object(
  {
    productId: serialId(EXIT_ITEM_REQUIRED_MESSAGE),
    quantity: quantityField(EXIT_ITEM_REQUIRED_MESSAGE),
  },
  { error: EXIT_ITEM_REQUIRED_MESSAGE },
);

/** Body of POST /api/admin/stock-exits (new exit dialog with its items). */
export const stockExitCreateSchema = z.object(
  {
    storeId: serialId(EXIT_REQUIRED_MESSAGE),
    exitDate: isoDateField('A data da saída é obrigatória.'),
    notes: optionalText(500),
    items: z
      .array(stockExitItemSchema, { error: EXIT_REQUIRED_MESSAGE })
      .min(1, { error: EXIT_REQUIRED_MESSAGE })
      .max(500, { error: 'Uma saída pode ter no máximo 500 itens.' }),
    idempotencyKey: idempotencyKeyField(),
  },
  objectError,
);
export type StockExitCreateInput = z.infer<typeof stockExitCreateSchema>;

export const STOCK_DOCUMENTS_PAGE_SIZE = 20;

/** GET /api/admin/stock-entries, and the entries screen's URL. */
export const stockEntryListQuerySchema = documentListQuerySchema(STOCK_DOCUMENTS_PAGE_SIZE, {
  productId: optionalIdFilter(PRODUCT_NOT_FOUND_MESSAGE),
  supplierId: optionalIdFilter(SUPPLIER_NOT_FOUND_MESSAGE),
});
export type StockEntryListQuery = z.output<typeof stockEntryListQuerySchema>;

/** GET /api/admin/stock-exits, and the exits screens' URL. */
export const stockExitListQuerySchema = documentListQuerySchema(STOCK_DOCUMENTS_PAGE_SIZE, {
  storeId: optionalIdFilter(STORE_NOT_FOUND_MESSAGE),
  productId: optionalIdFilter(PRODUCT_NOT_FOUND_MESSAGE),
});
export type StockExitListQuery = z.output<typeof stockExitListQuerySchema>;

/** Lists of documents count at most this far: beyond it the screen says "mais de 10.000". */
export const DOCUMENT_COUNT_CAP = 10_000;

export type DocumentSource = { type: string; id: number; label: string } | null;

/** What every posted entry and exit shows: notes, who posted it and when, its reversal (when and by whom, from its history), and the document it came from. */
export type PostedDocumentFields = {
  notes: string;
  createdByName: string;
  createdAt: string;
  reversedAt: string | null;
  reversedByName: string | null;
  source: DocumentSource;
};

export type StockEntryListItem = {
  id: number;
  productId: number;
  productName: string;
  productCode: string;
  quantity: number;
  /** The product's unit ('Caixa'): quantities are shown with it. */
  unit: string;
  entryDate: string;
  supplierId: number | null;
  supplierName: string | null;
  unitCostCents: number;
  unitPriceCents: number;
} & PostedDocumentFields;

export type StockExitItem = {
  productId: number;
  productName: string;
  productCode: string;
  shelf: string;
  box: string;
  quantity: number;
  /** The product's unit ('Caixa'): quantities are shown with it. */
  unit: string;
  unitCostCents: number;
  unitPriceCents: number;
};

export type StockExitListItem = {
  id: number;
  code: string;
  storeId: number;
  storeName: string;
  exitDate: string;
  totalItems: number;
  lineCount: number;
  /** The quantities summed per product unit ('Caixa'), in the order of the lines. */
  quantities: { unit: string; quantity: number }[];
} & PostedDocumentFields;

export type StockExitDetail = StockExitListItem & { items: StockExitItem[] };

/** A page of a document list; `totalCapped` when there are more than DOCUMENT_COUNT_CAP. */
export type DocumentPage<T> = { items: T[]; total: number; totalCapped: boolean; page: number; pageSize: number };

export const INVALID_UNIT_COST_MESSAGE = 'Custo unitário inválido.';

/**
 * The new-entry dialog's fields as typed (the product chosen in its picker): checked in the
 * browser with the requirements' messages; `entryFormToBody` turns them into what the API validates.
 */
export const stockEntryFormSchema = z.object({
  productId: serialId(ENTRY_REQUIRED_MESSAGE),
  quantity: quantityField(ENTRY_REQUIRED_MESSAGE),
  entryDate: isoDateField(ENTRY_REQUIRED_MESSAGE),
  supplierId: z.string().regex(/^\d*$/, { error: SUPPLIER_NOT_FOUND_MESSAGE }),
  unitCost: z
    .string()
    .trim()
    .refine((v) => v === '' || parseDecimalToCents(v) !== null, { error: INVALID_UNIT_COST_MESSAGE }),
  notes: optionalText(500),
});
export type StockEntryFormValues = z.input<typeof stockEntryFormSchema>;

export function entryFormToBody(values: StockEntryFormValues, idempotencyKey: string) {
  return {
    productId: Number(values.productId),
    quantity: String(values.quantity).trim(),
    entryDate: values.entryDate,
    supplierId: values.supplierId ? Number(values.supplierId) : null,
    unitCostCents: values.unitCost?.trim() ? parseDecimalToCents(values.unitCost) : null,
    notes: values.notes ?? '',
    idempotencyKey,
  };
}

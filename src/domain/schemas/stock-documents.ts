import { z } from 'zod';
import { idempotencyKeyField, isoDateField, objectError, optionalText, serialId } from './fields';
import { INVALID_QUANTITY_MESSAGE } from './cart';

// SPEC section 5 (Entry, Exit item) and section 8 texts, to the letter.
export const ENTRY_REQUIRED_MESSAGE = 'Produto, quantidade e data são obrigatórios.';
export const PRODUCT_NOT_FOUND_MESSAGE = 'Produto não encontrado.';
export const EXIT_ITEM_REQUIRED_MESSAGE = 'Selecione um produto e informe a quantidade.';
export const EXIT_REQUIRED_MESSAGE = 'Destino e pelo menos um item são obrigatórios.';
export const ENTRY_REVERSED_TOAST = 'Entrada excluída e estoque revertido.';
export const STORE_NOT_FOUND_MESSAGE = 'Loja não encontrada.';
export const SUPPLIER_NOT_FOUND_MESSAGE = 'Fornecedor não encontrado.';

export const exitQuantityOverStockMessage = (requested: number, stock: number) =>
  `Quantidade solicitada (${requested}) maior que o estoque (${stock}).`;
export const exitTotalOverStockMessage = (total: number, stock: number) => `Quantidade total (${total}) excede o estoque (${stock}).`;
export const entryRegisteredToast = (quantity: number, productName: string) =>
  `Entrada de ${quantity} unidade(s) de ${productName} registrada.`;
export const exitRegisteredToast = (code: string, lines: number) => `Saída ${code} registrada com ${lines} itens.`;
export const entryReversalShortMessage = (missing: number, stock: number, quantity: number) =>
  `Não é possível excluir esta entrada: faltam ${missing} unidade(s) no estoque para revertê-la (estoque atual ${stock}, entrada de ${quantity}). As unidades já saíram.`;

/** A positive whole quantity; anything else (0, -1, 1.5, 'abc') is 'Quantidade inválida.'. */
export function quantityField(requiredMessage: string) {
  return z
    .union([z.number(), z.string()], { error: requiredMessage })
    .transform((value, ctx) => {
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
    unitCostCents: z
      .number({ error: 'Custo unitário inválido.' })
      .int({ error: 'Custo unitário inválido.' })
      .min(0, { error: 'Custo unitário inválido.' })
      .max(100_000_000, { error: 'Custo unitário inválido.' })
      .nullable()
      .optional(),
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

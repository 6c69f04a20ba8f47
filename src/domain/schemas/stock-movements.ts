import './zod-locale';
import type { z } from 'zod';
import { shortOrderId } from '../ids';
import { STOCK_MOVEMENT_KINDS, type StockMovementKind } from '../stock';
import { documentListQuerySchema, optionalCodeFilter, optionalIdFilter } from './list-query';
import { PRODUCT_NOT_FOUND_MESSAGE, STOCK_DOCUMENTS_PAGE_SIZE } from './stock-documents';

export const INVALID_MOVEMENT_KIND_MESSAGE = 'Tipo de movimentação inválido.';

/** GET /api/admin/stock-movements, and the Movimentações de Estoque screen's URL. */
export const stockMovementListQuerySchema = documentListQuerySchema(STOCK_DOCUMENTS_PAGE_SIZE, {
  productId: optionalIdFilter(PRODUCT_NOT_FOUND_MESSAGE),
  kind: optionalCodeFilter(STOCK_MOVEMENT_KINDS, INVALID_MOVEMENT_KIND_MESSAGE),
});
export type StockMovementListQuery = z.output<typeof stockMovementListQuerySchema>;

/** The product a row is about, as the stock lists show it (its unit, 'Caixa', goes with every quantity). */
export type ProductRowFields = { productId: number; productName: string; productCode: string; unit: string };

/** One row of the ledger as every back-office screen shows it: signed quantity, what moved it and who. */
export type StockMovementListItem = ProductRowFields & {
  id: number;
  createdAt: string;
  kind: StockMovementKind;
  /** Signed: positive came in, negative went out. */
  quantity: number;
  reason: string;
  /** The document that moved the stock ('Entrada #12', 'Pedido #A1B2C3D4'), or null for an adjustment. */
  document: string | null;
  userName: string | null;
};

/** The movement's document as the document screens name it (an exit by its code, SAIDA-234567). */
export function movementDocumentLabel(ref: { refType: string | null; refId: string | null; exitCode?: string | null }): string | null {
  if (!ref.refType || !ref.refId) return null;
  if (ref.refType === 'order') return `Pedido #${shortOrderId(ref.refId)}`;
  if (ref.refType === 'stock_entry') return `Entrada #${ref.refId}`;
  if (ref.refType === 'stock_exit') return ref.exitCode ? `Saída ${ref.exitCode}` : `Saída #${ref.refId}`;
  if (ref.refType === 'stock_count') return `Inventário #${ref.refId}`;
  if (ref.refType === 'store_sale') return `Venda na loja #${ref.refId}`;
  return null;
}

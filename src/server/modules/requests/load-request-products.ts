import { PRODUCT_NOT_FOUND_MESSAGE } from '../../../domain/schemas/stock-documents';
import type { Tx } from '../../db/client';
import { AppError } from '../../http/errors';
import { productsById } from '../products';
import { mergeExitLines } from '../stock';

export type RequestLine = { productId: number; productName: string; productCode: string; quantity: number };

/**
 * The lines of a new request with the product's name and code as they are today (the request keeps
 * them as asked); the same product twice is one line with the quantities summed. An unknown or
 * archived product refuses the request.
 */
export async function loadRequestLines(tx: Tx, items: { productId: number; quantity: number }[]): Promise<RequestLine[]> {
  const lines = mergeExitLines(items);
  const byId = await productsById(
    tx,
    lines.map((l) => l.productId),
  );
  return lines.map((l) => {
    const p = byId.get(l.productId);
    if (!p || p.archivedAt) throw new AppError('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND_MESSAGE);
    return { productId: p.id, productName: p.name, productCode: p.code, quantity: l.quantity };
  });
}

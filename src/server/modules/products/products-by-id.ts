import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema';

export type ProductById = { id: number; name: string; code: string; unit: string; archivedAt: Date | null };

/**
 * The products a document's or a cart's lines name, by id: an unknown id is simply absent and an
 * archived product is there with its `archivedAt`, for the caller to refuse or drop.
 */
export async function productsById(db: DbOrTx, ids: number[]): Promise<Map<number, ProductById>> {
  const rows = await db
    .select({ id: products.id, name: products.name, code: products.code, unit: products.unit, archivedAt: products.archivedAt })
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(rows.map((p) => [p.id, p]));
}

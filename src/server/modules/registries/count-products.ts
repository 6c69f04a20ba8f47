import { count, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema';

/** How many products point at a registry row through `column` (products.categoryId…). */
export async function countProductsWhere(db: DbOrTx, column: AnyPgColumn, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(eq(column, id));
  return Number(row?.n ?? 0);
}

export const productsInUseMessage = (n: number, where: string) =>
  `Não é possível excluir: existem ${n} produto(s) ${where}.`;

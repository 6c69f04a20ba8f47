import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { categories, classifications, products, suppliers } from '../../db/schema';

/**
 * Products with `columns` and the names of their category, classification and supplier (null when
 * unset), for the back-office files that print them (CSV export, labels); add where/order to taste.
 */
export function selectProductsWithRegistries<T extends Record<string, AnyPgColumn | SQL.Aliased>>(db: DbOrTx, columns: T) {
  return db
    .select({ ...columns, category: categories.name, classification: classifications.name, supplier: suppliers.name })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(classifications, eq(classifications.id, products.classificationId))
    .leftJoin(suppliers, eq(suppliers.id, products.supplierId));
}

import { asc } from 'drizzle-orm';
import type { Option, ProductOptions } from '../../../domain/api/admin-products';
import { UNITS } from '../../../domain/brazil';
import type { DbOrTx } from '../../db/client';
import { categories, classifications, suppliers } from '../../db/schema';

export type { Option, ProductOptions };

/** The choices of the product form's selects. */
export async function getProductOptions(db: DbOrTx): Promise<ProductOptions> {
  const [cats, classes, sups] = [
    await db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.name)),
    await db.select({ id: classifications.id, name: classifications.name }).from(classifications).orderBy(asc(classifications.name)),
    await db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers).orderBy(asc(suppliers.name)),
  ];
  return { categories: cats, classifications: classes, suppliers: sups, units: UNITS };
}

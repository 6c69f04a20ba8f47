import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { userRef } from './auth';
import { requiredProductId, stockLocations } from './catalog';
import { updatedAtColumn } from './columns';

/**
 * A store's own minimum of a product (issue 36, decision 072). The warehouse's minimum stays the
 * product's `min_stock` (its registration form); a store without a row here has no minimum, so
 * 'Abaixo do mínimo' does not flag it. Edited on Estoque por local (catalog.manage, store scope).
 */
export const stockMinimums = pgTable(
  'stock_minimums',
  {
    productId: requiredProductId('cascade'),
    locationId: integer('location_id')
      .notNull()
      .references(() => stockLocations.id, { onDelete: 'cascade' }),
    minStock: integer('min_stock').notNull(),
    updatedBy: userRef('updated_by'),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.locationId] }),
    index('stock_minimums_location_idx').on(t.locationId, t.productId),
    check('stock_minimums_nonnegative', sql`${t.minStock} >= 0`),
  ],
);

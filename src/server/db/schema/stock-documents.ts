import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgSequence, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { requiredProductId, stockQuantityColumns, stores, suppliers } from './catalog';
import { productSnapshotColumns, requiredIdRef, unitValueColumns } from './columns';
import { documentCodeColumn, postedDocumentColumns } from './document-columns';

// Readable document codes (SAIDA-000001…) come from sequences, never from the clock: unique by
// construction. f_document_code() is declared in a custom migration.
export const stockExitCodeSeq = pgSequence('stock_exit_code_seq');

/**
 * Goods received into the warehouse (Entrada). A posted document: its stock effect is a movement
 * written in the same transaction; it is never edited or deleted, only reversed (status 'reversed',
 * a history row and a negating movement), so stock = Σ movements and the history stays readable.
 */
export const stockEntries = pgTable(
  'stock_entries',
  {
    id: serial('id').primaryKey(),
    ...stockQuantityColumns(),
    entryDate: date('entry_date').notNull(),
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'restrict' }),
    // The cost the units came in at (the product's cost price when none was typed) and the sale
    // price at that moment: reports value entries at cost and at price as they were.
    ...unitValueColumns(),
    // The product's average cost before and after this entry (custo médio), to undo it on reversal.
    costBeforeCents: integer('cost_before_cents').notNull(),
    costAfterCents: integer('cost_after_cents').notNull(),
    notes: text('notes').notNull().default(''),
    // Set when another document created the entry (a receiving check): 'receiving_check' + its id.
    sourceType: text('source_type'),
    sourceId: integer('source_id'),
    ...postedDocumentColumns(),
  },
  (t) => [
    check('stock_entries_quantity_positive', sql`${t.quantity} > 0`),
    check('stock_entries_cost_nonnegative', sql`${t.unitCostCents} >= 0`),
    index('stock_entries_date_idx').on(t.entryDate.desc(), t.id.desc()),
    index('stock_entries_product_idx').on(t.productId, t.entryDate),
    index('stock_entries_supplier_idx').on(t.supplierId, t.entryDate),
    index('stock_entries_source_idx').on(t.sourceType, t.sourceId),
  ],
);

/** Goods sent from the warehouse to one of the shop's stores (Saída), with its lines; reversed like an entry. */
export const stockExits = pgTable(
  'stock_exits',
  {
    id: serial('id').primaryKey(),
    code: documentCodeColumn('SAIDA', stockExitCodeSeq),
    storeId: requiredIdRef('store_id', () => stores.id, 'restrict'),
    exitDate: date('exit_date').notNull(),
    notes: text('notes').notNull().default(''),
    totalItems: integer('total_items').notNull(),
    // Set when another document created the exit (a merchandise request): 'merchandise_request' + id.
    sourceType: text('source_type'),
    sourceId: integer('source_id'),
    ...postedDocumentColumns(),
  },
  (t) => [
    index('stock_exits_date_idx').on(t.exitDate.desc(), t.id.desc()),
    index('stock_exits_store_idx').on(t.storeId, t.exitDate),
    index('stock_exits_source_idx').on(t.sourceType, t.sourceId),
  ],
);

export const stockExitItems = pgTable(
  'stock_exit_items',
  {
    id: serial('id').primaryKey(),
    exitId: requiredIdRef('exit_id', () => stockExits.id, 'restrict'),
    productId: requiredProductId('restrict'),
    // What the product was called and where it was stored when it left.
    ...productSnapshotColumns(),
    quantity: integer('quantity').notNull(),
    ...unitValueColumns(),
  },
  (t) => [
    check('stock_exit_items_quantity_positive', sql`${t.quantity} > 0`),
    index('stock_exit_items_exit_idx').on(t.exitId),
    index('stock_exit_items_product_idx').on(t.productId),
  ],
);

import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgSequence, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { userRef } from './auth';
import { products, stockLocations, stores } from './catalog';
import { createdAtColumn, requiredIdRef, timestamptz, updatedAtColumn, workflowColumns } from './columns';
import { createdByColumns, documentCodeColumn, postedDocumentColumns } from './document-columns';

export const stockCountCodeSeq = pgSequence('stock_count_code_seq');
export const storeSaleCodeSeq = pgSequence('store_sale_code_seq');

/**
 * An inventário at one place (decision 066): opened now (never back-dated), counted, reviewed,
 * applied once. `store_id` is the place's store (null at the warehouse), kept on the row for the
 * store scope. Its status moves only through moveDocument (stock_count workflow).
 */
export const stockCounts = pgTable(
  'stock_counts',
  {
    id: serial('id').primaryKey(),
    code: documentCodeColumn('INV', stockCountCodeSeq),
    locationId: requiredIdRef('location_id', () => stockLocations.id, 'restrict'),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'restrict' }),
    blind: boolean('blind').notNull().default(false),
    notes: text('notes').notNull().default(''),
    /** Why the stock was adjusted (typed when applying); on every movement too. */
    reason: text('reason').notNull().default(''),
    appliedAt: timestamptz('applied_at'),
    ...createdByColumns(),
    createdAt: createdAtColumn(),
    ...workflowColumns('counting'),
    updatedAt: updatedAtColumn(),
    idempotencyKey: text('idempotency_key').unique(),
  },
  (t) => [
    index('stock_counts_location_idx').on(t.locationId, t.createdAt),
    index('stock_counts_store_idx').on(t.storeId, t.createdAt),
    // One open count per place: two at once would each adjust the other's differences.
    uniqueIndex('stock_counts_one_open_per_place').on(t.locationId).where(sql`${t.status} IN ('counting', 'review', 'awaiting_approval')`),
  ],
);

/**
 * One product of a count: what the place held at opening, what was counted, when and by whom, the
 * balance the place had when it was counted (the difference is counted − that), and what the
 * application wrote.
 */
export const stockCountItems = pgTable(
  'stock_count_items',
  {
    id: serial('id').primaryKey(),
    countId: requiredIdRef('count_id', () => stockCounts.id, 'restrict'),
    productId: requiredIdRef('product_id', () => products.id, 'restrict'),
    expectedAtOpen: integer('expected_at_open').notNull(),
    counted: integer('counted'),
    expectedWhenCounted: integer('expected_when_counted'),
    countedAt: timestamptz('counted_at'),
    countedById: userRef('counted_by_id'),
    countedByName: text('counted_by_name'),
    unitCostCents: integer('unit_cost_cents'),
    appliedDifference: integer('applied_difference'),
  },
  (t) => [
    uniqueIndex('stock_count_items_count_product').on(t.countId, t.productId),
    check('stock_count_items_counted_nonnegative', sql`${t.counted} IS NULL OR ${t.counted} >= 0`),
  ],
);

/**
 * A store's sales posted as exits at the store's place (Vendas das lojas, decision 067): from an
 * NFC-e (model 65; once per access key) or typed ('Baixa de venda'). Posted once, reversed never
 * in place (a wrong one is corrected by a count).
 */
export const storeSales = pgTable(
  'store_sales',
  {
    id: serial('id').primaryKey(),
    code: documentCodeColumn('VENDA', storeSaleCodeSeq),
    storeId: requiredIdRef('store_id', () => stores.id, 'restrict'),
    locationId: requiredIdRef('location_id', () => stockLocations.id, 'restrict'),
    source: text('source').$type<'nfce' | 'manual'>().notNull(),
    accessKey: text('access_key').unique(),
    nfceNumber: text('nfce_number'),
    nfceSeries: text('nfce_series'),
    issuerCnpj: text('issuer_cnpj'),
    saleDate: date('sale_date').notNull(),
    totalCents: integer('total_cents').notNull().default(0),
    totalItems: integer('total_items').notNull(),
    fileName: text('file_name'),
    notes: text('notes').notNull().default(''),
    sourceType: text('source_type'),
    sourceId: integer('source_id'),
    ...postedDocumentColumns(),
  },
  (t) => [
    check('store_sales_source', sql`${t.source} IN ('nfce', 'manual')`),
    check('store_sales_nfce_key', sql`(${t.source} = 'nfce') = (${t.accessKey} IS NOT NULL)`),
    index('store_sales_store_idx').on(t.storeId, t.saleDate),
    index('store_sales_date_idx').on(t.saleDate.desc(), t.id.desc()),
  ],
);

export const storeSaleItems = pgTable(
  'store_sale_items',
  {
    id: serial('id').primaryKey(),
    saleId: requiredIdRef('sale_id', () => storeSales.id, 'restrict'),
    productId: requiredIdRef('product_id', () => products.id, 'restrict'),
    productName: text('product_name').notNull(),
    productCode: text('product_code').notNull(),
    quantity: integer('quantity').notNull(),
    totalCents: integer('total_cents').notNull().default(0),
  },
  (t) => [check('store_sale_items_quantity_positive', sql`${t.quantity} > 0`), index('store_sale_items_sale_idx').on(t.saleId)],
);

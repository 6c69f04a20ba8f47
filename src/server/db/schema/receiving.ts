import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, numeric, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { userRef } from './auth';
import { products, requiredProductId, requiredSupplierId } from './catalog';
import { idempotencyKeyColumn, requiredIdRef, timestampColumns, timestamptz, updatedAtColumn, workflowColumns } from './columns';
import { createdByColumns } from './document-columns';
import { purchaseRequests } from './requests';

/**
 * A supplier's invoice (Nota Fiscal) as received: imported from its NF-e XML or typed by hand.
 * `status` follows its receiving check: 'awaiting' until counted, then 'ok' or 'divergence' (a
 * workflow move, supplierInvoiceWorkflow, with its history row).
 */
export const supplierInvoices = pgTable(
  'supplier_invoices',
  {
    id: serial('id').primaryKey(),
    supplierId: requiredSupplierId('restrict'),
    number: text('number').notNull(),
    series: text('series').notNull().default(''),
    // The NF-e's 44-digit access key (chave de acesso); null for an invoice typed by hand.
    accessKey: text('access_key').unique(),
    emissionDate: date('emission_date').notNull(),
    receptionDate: date('reception_date'),
    // NF-e totals (vProd, vDesc, vNF) in centavos; bigint: one invoice can pass R$ 21 million.
    productsTotalCents: bigint('products_total_cents', { mode: 'number' }).notNull().default(0),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    ...workflowColumns('awaiting'),
    source: text('source').notNull().default('manual'),
    xmlStorageKey: text('xml_storage_key'),
    photoStorageKey: text('photo_storage_key'),
    photoMimeType: text('photo_mime_type'),
    photoFileName: text('photo_file_name'),
    ...createdByColumns(),
    ...timestampColumns(),
  },
  (t) => [
    // The same invoice cannot be received twice, even when typed by hand.
    uniqueIndex('supplier_invoices_number_idx').on(t.supplierId, t.series, t.number),
    index('supplier_invoices_emission_idx').on(t.emissionDate.desc(), t.id.desc()),
    index('supplier_invoices_status_idx').on(t.status, t.emissionDate),
  ],
);

/** An invoice line as the supplier wrote it, and the product it was matched to. */
export const supplierInvoiceItems = pgTable(
  'supplier_invoice_items',
  {
    id: serial('id').primaryKey(),
    invoiceId: requiredIdRef('invoice_id', () => supplierInvoices.id, 'cascade'),
    lineNo: integer('line_no').notNull(),
    supplierCode: text('supplier_code').notNull().default(''),
    barcode: text('barcode'),
    description: text('description').notNull(),
    ncm: text('ncm').notNull().default(''),
    unit: text('unit').notNull().default(''),
    // qCom and vUnCom keep the NF-e's decimals (up to 4 and 10 places).
    quantity: numeric('quantity', { precision: 15, scale: 4 }).notNull(),
    unitValue: numeric('unit_value', { precision: 21, scale: 10 }).notNull().default('0'),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    productId: integer('product_id').references(() => products.id, { onDelete: 'restrict' }),
    // Stock units per invoice unit (1 CX = 12 UN → 12) and the expected quantity in stock units.
    conversionFactor: integer('conversion_factor').notNull().default(1),
    expectedQuantity: integer('expected_quantity').notNull(),
    // What one stock unit cost on an imported NF-e: (vProd − vDesc) ÷ expected quantity, rounded
    // half up; its check posts the entries at this cost. Null on invoices typed at the check.
    unitCostCents: integer('unit_cost_cents'),
  },
  (t) => [
    check('supplier_invoice_items_factor_positive', sql`${t.conversionFactor} > 0`),
    uniqueIndex('supplier_invoice_items_line_idx').on(t.invoiceId, t.lineNo),
    index('supplier_invoice_items_product_idx').on(t.productId),
  ],
);

/** What a supplier calls our product (cProd), remembered from earlier imports, with its unit conversion. */
export const supplierProductCodes = pgTable(
  'supplier_product_codes',
  {
    supplierId: requiredSupplierId('cascade'),
    supplierCode: text('supplier_code').notNull(),
    productId: requiredProductId('cascade'),
    unit: text('unit').notNull().default(''),
    conversionFactor: integer('conversion_factor').notNull().default(1),
    updatedAt: updatedAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.supplierCode] }), check('supplier_product_codes_factor_positive', sql`${t.conversionFactor} > 0`)],
);

/**
 * The count of a delivery against its invoice (Conferência). The draft lives in the clerk's browser;
 * the row is written once, posted, and is read-only (so it has no status or version, decision 041);
 * with automatic entry each line's received quantity becomes a stock entry (source
 * 'receiving_check') in the same transaction.
 */
export const receivingChecks = pgTable(
  'receiving_checks',
  {
    id: serial('id').primaryKey(),
    invoiceId: requiredIdRef('invoice_id', () => supplierInvoices.id, 'restrict').unique(),
    purchaseRequestId: integer('purchase_request_id').references(() => purchaseRequests.id, { onDelete: 'restrict' }),
    receiverName: text('receiver_name').notNull().default(''),
    receiverUserId: userRef('receiver_user_id'),
    autoEntry: boolean('auto_entry').notNull().default(false),
    hasDiscrepancy: boolean('has_discrepancy').notNull().default(false),
    reportSummary: text('report_summary').notNull().default(''),
    notes: text('notes').notNull().default(''),
    approvedById: userRef('approved_by_id'),
    approvedByName: text('approved_by_name'),
    ...createdByColumns(),
    ...timestampColumns(),
    postedAt: timestamptz('posted_at'),
    postedById: userRef('posted_by_id'),
    idempotencyKey: idempotencyKeyColumn(),
  },
  (t) => [index('receiving_checks_posted_idx').on(t.postedAt), index('receiving_checks_receiver_idx').on(t.receiverUserId, t.postedAt)],
);

export const receivingCheckItems = pgTable(
  'receiving_check_items',
  {
    id: serial('id').primaryKey(),
    checkId: requiredIdRef('check_id', () => receivingChecks.id, 'cascade'),
    position: integer('position').notNull().default(0),
    productId: requiredProductId('restrict'),
    invoiceItemId: integer('invoice_item_id').references(() => supplierInvoiceItems.id, { onDelete: 'set null' }),
    expectedQuantity: integer('expected_quantity').notNull(),
    receivedQuantity: integer('received_quantity').notNull().default(0),
  },
  (t) => [
    check('receiving_check_items_quantities', sql`${t.expectedQuantity} >= 0 AND ${t.receivedQuantity} >= 0`),
    uniqueIndex('receiving_check_items_product_idx').on(t.checkId, t.productId),
  ],
);

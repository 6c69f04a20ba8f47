import { sql } from 'drizzle-orm';
import { check, index, integer, pgSequence, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { DivergenceOutcome, TransferStatus } from '../../../domain/transfers';
import { requiredProductId, stockLocations, stores } from './catalog';
import {
  createdAtColumn,
  idempotencyKeyColumn,
  productSnapshotColumns,
  requiredIdRef,
  timestamptz,
  unitValueColumns,
  updatedAtColumn,
  workflowColumns,
} from './columns';
import { createdByColumns, documentCodeColumn } from './document-columns';
import { merchandiseRequests } from './requests';
import { stockExits } from './stock-documents';

export const transferCodeSeq = pgSequence('transfer_code_seq');

/**
 * Transferência (issue 36, decision 065): goods from one place to another through 'Em trânsito'.
 * Its status moves through the transfer workflow (document history: who and when); every move that
 * changes stock does so through modules/stock with movement rows referring to it ('transfer', id).
 * The stores of both places are kept on the row for the store scope (a store's staff see the
 * transfers from or to their store).
 */
export const transfers = pgTable(
  'transfers',
  {
    id: serial('id').primaryKey(),
    code: documentCodeColumn('TRANSF', transferCodeSeq),
    fromLocationId: requiredIdRef('from_location_id', () => stockLocations.id, 'restrict'),
    toLocationId: requiredIdRef('to_location_id', () => stockLocations.id, 'restrict'),
    fromStoreId: integer('from_store_id').references(() => stores.id, { onDelete: 'restrict' }),
    toStoreId: integer('to_store_id').references(() => stores.id, { onDelete: 'restrict' }),
    notes: text('notes').notNull().default(''),
    // The merchandise request it fulfils; the old exit (Saída) it reads for (migration 0036).
    requestId: integer('request_id').references(() => merchandiseRequests.id, { onDelete: 'restrict' }),
    exitId: integer('exit_id')
      .unique()
      .references(() => stockExits.id, { onDelete: 'restrict' }),
    ...createdByColumns(),
    createdAt: createdAtColumn(),
    ...workflowColumns('draft'),
    status: text('status').$type<TransferStatus>().notNull().default('draft'),
    updatedAt: updatedAtColumn(),
    sentAt: timestamptz('sent_at'),
    receivedAt: timestamptz('received_at'),
    resolution: text('resolution').$type<DivergenceOutcome>(),
    idempotencyKey: idempotencyKeyColumn(),
    // The receipt's key: the same receipt twice posts once (a unique index settles a race).
    receiptKey: text('receipt_key').unique(),
  },
  (t) => [
    check('transfers_places_differ', sql`${t.fromLocationId} <> ${t.toLocationId}`),
    check('transfers_status', sql`${t.status} IN ('draft', 'picked', 'sent', 'received', 'divergent', 'resolved', 'cancelled')`),
    index('transfers_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('transfers_status_idx').on(t.status, t.createdAt),
    index('transfers_from_store_idx').on(t.fromStoreId),
    index('transfers_to_store_idx').on(t.toStoreId),
    index('transfers_request_idx').on(t.requestId),
  ],
);

export const transferItems = pgTable(
  'transfer_items',
  {
    id: serial('id').primaryKey(),
    transferId: requiredIdRef('transfer_id', () => transfers.id, 'restrict'),
    productId: requiredProductId('restrict'),
    // What the product was called and where it was stored when it was separated: the guia prints it as it was.
    ...productSnapshotColumns(),
    quantity: integer('quantity').notNull(),
    // What the destination counted on receipt (null before); quantity − received waits in divergences.
    receivedQuantity: integer('received_quantity'),
    ...unitValueColumns(),
  },
  (t) => [
    check('transfer_items_quantity_positive', sql`${t.quantity} > 0`),
    check('transfer_items_received_range', sql`${t.receivedQuantity} IS NULL OR (${t.receivedQuantity} >= 0 AND ${t.receivedQuantity} <= ${t.quantity})`),
    index('transfer_items_transfer_idx').on(t.transferId),
    index('transfer_items_product_idx').on(t.productId),
  ],
);

import { type AnyPgColumn, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';

/** An instant: every timestamp of the schema is stored with its time zone (timestamptz). */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** When a row was written (created_at, set by the database). */
export const createdAtColumn = () => timestamptz('created_at').notNull().defaultNow();

/** When a row last changed (updated_at; the code that changes the row sets it). */
export const updatedAtColumn = () => timestamptz('updated_at').notNull().defaultNow();

/** created_at and updated_at, for rows that change after they are written. */
export const timestampColumns = () => ({
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});

/**
 * A required reference to another table's serial id (a line's document, a document's store or
 * supplier): `onDelete` is what removing that row does to this one (none given: it is refused).
 */
export const requiredIdRef = (name: string, target: () => AnyPgColumn, onDelete?: 'cascade' | 'restrict') =>
  integer(name)
    .notNull()
    .references(target, onDelete ? { onDelete } : {});

/** The workflow state a document keeps on its row: its status and the optimistic version a status move checks. */
export const workflowColumns = (initialStatus: string) => ({
  status: text('status').notNull().default(initialStatus),
  version: integer('version').notNull().default(1),
});

/** The key that makes a retried post write once (a unique index settles a race; null for rows written otherwise). */
export const idempotencyKeyColumn = () => text('idempotency_key').unique();

/** A provider's notification (webhook) stored before it is worked on: what came, when, and when it was handled. */
export const inboxColumns = () => ({
  payload: jsonb('payload').notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
  processedAt: timestamptz('processed_at'),
});

/** What one unit cost and sold for when a stock document was written: reports value it as it was. */
export const unitValueColumns = () => ({
  unitCostCents: integer('unit_cost_cents').notNull(),
  unitPriceCents: integer('unit_price_cents').notNull(),
});

/**
 * What a stock document's line (an exit's, a transfer's) keeps of its product when it is written:
 * what it was called and where it was stored, so the guia de remessa and the reports print the
 * document as it was, whatever the product becomes later.
 */
export const productSnapshotColumns = () => ({
  productName: text('product_name').notNull(),
  productCode: text('product_code').notNull(),
  shelf: text('shelf').notNull().default(''),
  box: text('box').notNull().default(''),
});

/** An establishment's address as its NF-e carries it (the shop's issuer, a store of its own); blank until filled. */
export const establishmentAddressColumns = () => ({
  cep: text('cep').notNull().default(''),
  street: text('street').notNull().default(''),
  number: text('number').notNull().default(''),
  complement: text('complement').notNull().default(''),
  neighborhood: text('neighborhood').notNull().default(''),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
});

/** A status move (document and order histories): from which status (null for the first), to which, and why. */
export const statusMoveColumns = () => ({
  fromStatus: text('from_status'),
  toStatus: text('to_status').notNull(),
  note: text('note').notNull().default(''),
});

/** A file kept in storage under a server-made key, with the name and type it is downloaded with. */
export const storedFileColumns = () => ({
  storageKey: text('storage_key').notNull(),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
});

import { text, timestamp } from 'drizzle-orm/pg-core';

/** When a row was written (created_at, set by the database). */
export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** created_at and updated_at, for rows that change after they are written. */
export const timestampColumns = () => ({
  createdAt: createdAtColumn(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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

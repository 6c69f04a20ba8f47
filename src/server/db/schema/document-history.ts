import { index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { userRef } from './auth';
import { createdAtColumn, statusMoveColumns } from './columns';

/**
 * Every status move of every back-office document (requests, receiving checks…): who, when, from,
 * to, the note, and what the move stored (an estimated arrival, shipping times). Written by the
 * workflow module in the move's transaction. Online orders keep order_status_history.
 */
export const documentHistory = pgTable(
  'document_history',
  {
    id: serial('id').primaryKey(),
    documentType: text('document_type').notNull(),
    documentId: text('document_id').notNull(),
    ...statusMoveColumns(),
    data: jsonb('data'),
    userId: userRef('user_id'),
    userName: text('user_name').notNull().default(''),
    createdAt: createdAtColumn(),
  },
  (t) => [index('document_history_document_idx').on(t.documentType, t.documentId, t.createdAt)],
);

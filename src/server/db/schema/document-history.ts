import { index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { recordedByColumns } from './auth';
import { statusMoveColumns } from './columns';

/**
 * Every status move of every back-office document (requests, receiving checks…): who, when, from,
 * to, the note, and what the move stored (an estimated arrival, shipping times). Written by the
 * workflow module in the move's transaction. Online orders keep order_status_history (moveOrder, decision 076).
 */
export const documentHistory = pgTable(
  'document_history',
  {
    id: serial('id').primaryKey(),
    ...recordedByColumns(),
    ...statusMoveColumns(),
    documentType: text('document_type').notNull(),
    documentId: text('document_id').notNull(),
    data: jsonb('data'),
  },
  (t) => [index('document_history_document_idx').on(t.documentType, t.documentId, t.createdAt)],
);

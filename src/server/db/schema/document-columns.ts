import { text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * Who posted a stock document and when, who reversed it (a posted document is never edited or
 * deleted, only reversed), and the idempotency key that makes a retried post post once.
 */
export const postedDocumentColumns = () => ({
  createdById: text('created_by_id').references(() => user.id, { onDelete: 'set null' }),
  createdByName: text('created_by_name').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  reversedAt: timestamp('reversed_at', { withTimezone: true }),
  reversedById: text('reversed_by_id').references(() => user.id, { onDelete: 'set null' }),
  reversedByName: text('reversed_by_name'),
  idempotencyKey: text('idempotency_key').unique(),
});

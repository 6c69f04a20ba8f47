import { sql } from 'drizzle-orm';
import { type PgSequence, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAtColumn } from './columns';

/**
 * A document's readable code (COMP-000001, SAIDA-000001…) from its own sequence: unique by
 * construction, never from the clock. f_document_code() is declared in a custom migration.
 */
export const documentCodeColumn = (prefix: string, sequence: PgSequence) =>
  text('code')
    .notNull()
    .unique()
    .default(sql.raw(`f_document_code('${prefix}', nextval('${sequence.seqName}'))`));

/** Who wrote a back-office document: the account (null once it is gone) and the name it had then. */
export const createdByColumns = () => ({
  createdById: text('created_by_id').references(() => user.id, { onDelete: 'set null' }),
  createdByName: text('created_by_name').notNull().default(''),
});

/**
 * Who posted a stock document and when, who reversed it (a posted document is never edited or
 * deleted, only reversed), and the idempotency key that makes a retried post post once.
 */
export const postedDocumentColumns = () => ({
  ...createdByColumns(),
  createdAt: createdAtColumn(),
  reversedAt: timestamp('reversed_at', { withTimezone: true }),
  reversedById: text('reversed_by_id').references(() => user.id, { onDelete: 'set null' }),
  reversedByName: text('reversed_by_name'),
  idempotencyKey: text('idempotency_key').unique(),
});

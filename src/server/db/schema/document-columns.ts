import { sql } from 'drizzle-orm';
import { integer, type PgSequence, text, timestamp } from 'drizzle-orm/pg-core';
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
 * Who posted a stock document and when, its workflow status ('posted', then 'reversed': a posted
 * document is never edited or deleted, only reversed; who reversed it and when is its history row,
 * decision 041) with the version and update time the workflow module keeps, and the idempotency key
 * that makes a retried post post once.
 */
export const postedDocumentColumns = () => ({
  ...createdByColumns(),
  createdAt: createdAtColumn(),
  status: text('status').notNull().default('posted'),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  idempotencyKey: text('idempotency_key').unique(),
});

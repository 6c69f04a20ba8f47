import { sql } from 'drizzle-orm';
import { type PgSequence, text } from 'drizzle-orm/pg-core';
import { userRef } from './auth';
import { createdAtColumn, idempotencyKeyColumn, updatedAtColumn, workflowColumns } from './columns';

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
  createdById: userRef('created_by_id'),
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
  ...workflowColumns('posted'),
  updatedAt: updatedAtColumn(),
  idempotencyKey: idempotencyKeyColumn(),
});

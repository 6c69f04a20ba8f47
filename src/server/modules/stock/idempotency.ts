import { eq, getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';

/**
 * Serialises posts that carry the same idempotency key: the second waits for the first's
 * transaction, then finds its document and answers with it instead of posting again. A
 * transaction-level advisory lock, so it is released with the transaction on every driver.
 */
export async function lockIdempotencyKey(tx: Tx, scope: string, key: string | undefined | null): Promise<void> {
  if (!key) return;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${scope}:${key}`}, 0))`);
}

type KeyedTable = PgTable & { idempotencyKey: AnyPgColumn; $inferSelect: Record<string, unknown> };

/**
 * The document an earlier post with this idempotency key made in `table` (undefined when none),
 * after taking the key's lock: a retried or double-clicked post answers with it and posts nothing.
 */
export async function findPreviousPost<T extends KeyedTable>(tx: Tx, table: T, key: string | undefined | null): Promise<T['$inferSelect'] | undefined> {
  await lockIdempotencyKey(tx, getTableName(table), key);
  if (!key) return undefined;
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.idempotencyKey, key));
  return row as T['$inferSelect'] | undefined;
}

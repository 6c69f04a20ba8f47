import { sql } from 'drizzle-orm';
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

import { and, eq, inArray, sql } from 'drizzle-orm';
import { COUNT_ALREADY_OPEN_MESSAGE, type StockCountOpenInput, stockCountWorkflow } from '../../../domain/stock-counts';
import { recordAudit } from '../../audit-log/record-audit';
import type { SessionUser } from '../../context';
import type { Tx } from '../../db/client';
import { documentHistory, stockCounts } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { StoreScope } from '../permissions';
import { findPreviousPost } from '../stock';
import { readCountPlace } from './read-count-place';

export type StockCountRow = typeof stockCounts.$inferSelect;

const OPEN_STATUSES = ['counting', 'review', 'awaiting_approval'];

/**
 * Opens an inventário at a place, now (never back-dated: the time is the database's): one open
 * count per place; every product the place holds gets a line with what it held at this moment
 * (a product found later gets its line when counted). Blind counts hide the expected quantities
 * from the answer while counting. A retried open with the same idempotency key answers the first.
 */
export async function openStockCount(
  tx: Tx,
  user: SessionUser,
  scope: StoreScope,
  input: Omit<StockCountOpenInput, 'blind'> & { blind?: boolean },
): Promise<{ count: StockCountRow; created: boolean }> {
  const existing = await findPreviousPost(tx, stockCounts, input.idempotencyKey);
  if (existing) return { count: existing, created: false };
  const place = await readCountPlace(tx, input.locationId, scope);
  // Two opens racing at one place queue here; the partial unique index is the last word.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`stock_count_place:${place.id}`}, 0))`);
  const [open] = await tx
    .select({ code: stockCounts.code })
    .from(stockCounts)
    .where(and(eq(stockCounts.locationId, place.id), inArray(stockCounts.status, OPEN_STATUSES)));
  if (open) throw new AppError('COUNT_ALREADY_OPEN', `${COUNT_ALREADY_OPEN_MESSAGE} (${open.code})`);
  const [count] = await tx
    .insert(stockCounts)
    .values({
      locationId: place.id,
      storeId: place.storeId,
      blind: input.blind ?? false,
      notes: input.notes ?? '',
      createdById: user.id,
      createdByName: user.name,
      idempotencyKey: input.idempotencyKey ?? null,
    })
    .returning();
  await tx.execute(sql`INSERT INTO stock_count_items (count_id, product_id, expected_at_open)
    SELECT ${count!.id}, b.product_id, b.on_hand FROM stock_balances b
    WHERE b.location_id = ${place.id} AND b.on_hand <> 0 ORDER BY b.product_id`);
  await tx.insert(documentHistory).values({
    documentType: stockCountWorkflow.type,
    documentId: String(count!.id),
    fromStatus: null,
    toStatus: 'counting',
    note: count!.blind ? 'Contagem às cegas' : '',
    userId: user.id,
    userName: user.name,
  });
  await recordAudit(tx, user, { action: 'create', entity: 'stock_count', entityId: count!.id, after: count });
  return { count: count!, created: true };
}

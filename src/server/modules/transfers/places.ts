import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { TransferPlace } from '../../../domain/schemas/transfers';
import { TRANSFER_PLACE_MESSAGE } from '../../../domain/transfers';
import type { DbOrTx } from '../../db/client';
import { stockLocations, stores } from '../../db/schema';
import { AppError } from '../../http/errors';

const placeColumns = {
  id: stockLocations.id,
  kind: stockLocations.kind,
  storeId: stockLocations.storeId,
  name: sql<string>`coalesce(${stores.name}, ${stockLocations.name})`,
};

/** The places a transfer can leave from or go to: the warehouse, then every store's place by name. */
export async function listTransferPlaces(db: DbOrTx): Promise<TransferPlace[]> {
  const rows = await db
    .select(placeColumns)
    .from(stockLocations)
    .leftJoin(stores, eq(stores.id, stockLocations.storeId))
    .where(inArray(stockLocations.kind, ['warehouse', 'store']))
    .orderBy(sql`${stockLocations.kind} <> 'warehouse'`, asc(sql`coalesce(${stores.name}, ${stockLocations.name})`));
  return rows.map((r) => ({ id: r.id, name: r.name, kind: r.kind as 'warehouse' | 'store', storeId: r.storeId }));
}

/** A real place (the warehouse or a store) by id; anything else (a virtual place, none) is refused with 400. */
export async function readTransferPlace(db: DbOrTx, id: number): Promise<TransferPlace> {
  const [row] = await db.select(placeColumns).from(stockLocations).leftJoin(stores, eq(stores.id, stockLocations.storeId)).where(eq(stockLocations.id, id));
  if (!row || (row.kind !== 'warehouse' && row.kind !== 'store')) throw new AppError('BAD_REQUEST', TRANSFER_PLACE_MESSAGE);
  return { id: row.id, name: row.name, kind: row.kind, storeId: row.storeId };
}

/** The place of a store (Cadastros → Lojas), or null for a store that is not one ('Online'). */
export async function placeOfStore(db: DbOrTx, storeId: number): Promise<number | null> {
  const [row] = await db.select({ id: stockLocations.id }).from(stockLocations).where(eq(stockLocations.storeId, storeId));
  return row?.id ?? null;
}

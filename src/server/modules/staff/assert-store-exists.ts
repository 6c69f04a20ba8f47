import { eq } from 'drizzle-orm';
import { INVALID_STORE_MESSAGE } from '../../../domain/schemas/staff';
import type { DbOrTx } from '../../db/client';
import { stores } from '../../db/schema';
import { badRequest } from '../../http/errors';

/** A staff member's store must be one of the stores registry's (400, not a foreign-key 409). */
export async function assertStoreExists(db: DbOrTx, storeId: number) {
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  if (!store) throw badRequest(INVALID_STORE_MESSAGE);
}

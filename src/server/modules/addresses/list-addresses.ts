import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { addresses } from '../../db/schema';
import { type Address, addressColumns } from './address-view';

/** The customer's addresses, default first, then newest first. */
export async function listAddresses(db: DbOrTx, userId: string): Promise<Address[]> {
  return db
    .select(addressColumns)
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
}

import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses } from '../../db/schema';
import { findOwnAddress, lockAddressBook, makeDefault } from './address-view';

/** Deletes an address; when it was the default, the newest remaining one takes its place. */
export async function deleteAddress(db: Db, userId: string, addressId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const current = await findOwnAddress(tx, userId, addressId);
    await tx.delete(addresses).where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
    if (!current.isDefault) return;
    const [newest] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.createdAt), desc(addresses.id))
      .limit(1);
    if (newest) await makeDefault(tx, userId, newest.id);
  });
}

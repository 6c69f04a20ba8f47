import type { Db } from '../../db/client';
import { findOwnAddress, lockAddressBook, makeDefault } from './address-view';

/** Makes one of the customer's addresses the default, unsetting the others in the same transaction. */
export async function setDefaultAddress(db: Db, userId: string, addressId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    await findOwnAddress(tx, userId, addressId);
    await makeDefault(tx, userId, addressId);
  });
}

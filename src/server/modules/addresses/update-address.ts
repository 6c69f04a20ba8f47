import { and, eq } from 'drizzle-orm';
import type { SavedAddressInput } from '../../../domain/schemas/account';
import type { Db } from '../../db/client';
import { addresses } from '../../db/schema';
import { type Address, addressColumns, addressValues, findOwnAddress, lockAddressBook, makeDefault } from './address-view';

/**
 * Replaces an address's fields (the form always sends all of them). `isDefault: true` moves the
 * default here; `false` is ignored, since the default only moves by choosing another address.
 */
export async function updateAddress(db: Db, userId: string, addressId: number, input: SavedAddressInput): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const current = await findOwnAddress(tx, userId, addressId);
    const [row] = await tx
      .update(addresses)
      .set({
        ...addressValues(input),
      })
      .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
      .returning(addressColumns);
    if (input.isDefault && !current.isDefault) {
      await makeDefault(tx, userId, addressId);
      return { ...row, isDefault: true };
    }
    return row;
  });
}

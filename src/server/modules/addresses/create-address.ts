import { count, eq } from 'drizzle-orm';
import type { SavedAddressInput } from '../../../domain/schemas/account';
import type { Db } from '../../db/client';
import { addresses } from '../../db/schema';
import { AppError } from '../../http/errors';
import { type Address, addressColumns, addressValues, lockAddressBook, makeDefault } from './address-view';

export const MAX_ADDRESSES = 20;

/** Saves a new address; the first one, or one asked to be, becomes the default. */
export async function createAddress(db: Db, userId: string, input: SavedAddressInput): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const [{ total }] = await tx.select({ total: count() }).from(addresses).where(eq(addresses.userId, userId));
    if (total >= MAX_ADDRESSES) throw new AppError('TOO_MANY_ADDRESSES', `Você pode salvar no máximo ${MAX_ADDRESSES} endereços.`);
    const isDefault = total === 0 || input.isDefault === true;
    const [row] = await tx
      .insert(addresses)
      .values({
        userId,
        ...addressValues(input),
        isDefault: false,
      })
      .returning(addressColumns);
    if (isDefault) await makeDefault(tx, userId, row.id);
    return { ...row, isDefault };
  });
}

import { and, eq, sql } from 'drizzle-orm';
import type { Address } from '../../../domain/api/addresses';
import type { Tx } from '../../db/client';
import { addresses, user } from '../../db/schema';
import { notFound } from '../../http/errors';

export type { Address };

export const addressColumns = {
  id: addresses.id,
  label: addresses.label,
  cep: addresses.cep,
  street: addresses.street,
  number: addresses.number,
  complement: addresses.complement,
  neighborhood: addresses.neighborhood,
  city: addresses.city,
  state: addresses.state,
  isDefault: addresses.isDefault,
};

export const ADDRESS_NOT_FOUND_MESSAGE = 'Endereço não encontrado.';

/**
 * Serialises one customer's address writes (row lock on the user), so two requests at once can
 * never leave the customer with no default address or with two.
 */
export async function lockAddressBook(tx: Tx, userId: string) {
  await tx.execute(sql`SELECT 1 FROM ${user} WHERE ${user.id} = ${userId} FOR UPDATE`);
}

/** The address if it belongs to this customer; anyone else's is indistinguishable from a missing one. */
export async function findOwnAddress(tx: Tx, userId: string, addressId: number): Promise<Address> {
  const [row] = await tx
    .select(addressColumns)
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  if (!row) throw notFound(ADDRESS_NOT_FOUND_MESSAGE);
  return row;
}

/** Makes one address the default and every other of the customer's not. */
export async function makeDefault(tx: Tx, userId: string, addressId: number) {
  await tx
    .update(addresses)
    .set({ isDefault: sql`${addresses.id} = ${addressId}` })
    .where(eq(addresses.userId, userId));
}

/** The typed fields of an address as they are stored (optional ones as empty text). */
export function addressValues(input: {
  label?: string;
  cep: string;
  street: string;
  number: string;
  complement?: string;
  neighborhood: string;
  city: string;
  state: string;
}) {
  return {
    label: input.label ?? '',
    cep: input.cep,
    street: input.street,
    number: input.number,
    complement: input.complement ?? '',
    neighborhood: input.neighborhood,
    city: input.city,
    state: input.state,
  };
}

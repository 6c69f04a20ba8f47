import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { forbidden, notFound } from '../../http/errors';
import { staffAccess } from './read-staff-access';

export const OTHER_STORE_MESSAGE = 'Funcionários de loja só criam solicitações e encomendas para a própria loja.';

/**
 * The store a request's user works for (issue 26), or null for warehouse and head-office staff
 * (and administrators), who see every store. Store staff see merchandise requests, special orders
 * and exits of their own store only.
 */
export async function storeScope(c: Context<AppEnv>): Promise<number | null> {
  return (await staffAccess(c)).storeId;
}

/** Another store's document is answered as missing to store staff, like another customer's order. */
export function assertStoreVisible(scope: number | null, documentStoreId: number | null, missing: () => Error = () => notFound()) {
  if (scope !== null && documentStoreId !== scope) throw missing();
}

/** Store staff create merchandise requests and special orders for their own store only. */
export function assertOwnStore(scope: number | null, storeId: number | null | undefined) {
  if (scope !== null && storeId !== scope) throw forbidden(OTHER_STORE_MESSAGE);
}

import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { staffAccess } from '../../auth/read-staff-access';
import type { AppEnv } from '../../context';
import { forbidden } from '../../http/errors';

export const OTHER_STORE_MESSAGE = 'Funcionários de loja só criam solicitações e encomendas para a própria loja.';

declare const scopeBrand: unique symbol;

/**
 * Whose store rows a query may return or change (issues 26 and 34): `storeId` null for warehouse
 * and head-office staff and administrators, who see every store; a store's id for that store's
 * staff, who see its merchandise requests, special orders and exits (and their stock movements)
 * only. Branded, so a query over store rows cannot be handed a bare id or null: the scope comes
 * from `storeScope(c)` (the request's user) or is `EVERY_STORE`, said out loud, for the system's own
 * reads (a move's answer after its own check, a job).
 */
export type StoreScope = { readonly storeId: number | null; readonly [scopeBrand]: true };

const scopeOf = (storeId: number | null) => ({ storeId }) as StoreScope;

/** Every store's rows: only for reads the request's user has already been checked for, or the system's own. */
export const EVERY_STORE: StoreScope = scopeOf(null);

/** The store the request's user works for (read once per request with their permissions). */
export async function storeScope(c: Context<AppEnv>): Promise<StoreScope> {
  return scopeOf((await staffAccess(c)).storeId);
}

/** A test's or a job's scope for one store. */
export const scopeOfStore = (storeId: number): StoreScope => scopeOf(storeId);

/**
 * The condition a query over store rows adds to its WHERE: the row's store column equals the
 * scope's store (a row of no store is the warehouse's, not the store's). None for every store.
 * A document read by id with it is missing to another store's staff (404, like another
 * customer's order), so the routes that read or change one take it through that read. A row
 * of two stores (a transfer's origin and destination) is in scope when either is the store.
 */
export function inStoreScope(scope: StoreScope, ...storeColumns: [SQLWrapper, ...SQLWrapper[]]): SQL | undefined {
  if (scope.storeId === null) return undefined;
  const storeId = scope.storeId;
  const each = storeColumns.map((column) => sql`${column} = ${storeId}`);
  return each.length === 1 ? each[0] : sql`(${sql.join(each, sql` OR `)})`;
}

/** Store staff create merchandise requests and special orders for their own store only. */
export function assertOwnStore(scope: StoreScope, storeId: number | null | undefined) {
  if (scope.storeId !== null && storeId !== scope.storeId) throw forbidden(OTHER_STORE_MESSAGE);
}

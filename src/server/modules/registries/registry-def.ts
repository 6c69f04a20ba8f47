import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ZodType } from 'zod';
import type { Category, Classification, Store, Supplier } from '../../../domain/api/registries';
import type { categories, classifications, stores, suppliers } from '../../db/schema';

export type RegistryTable = typeof categories | typeof classifications | typeof suppliers | typeof stores;

// The web app reads these rows through domain/api/registries: a column added here and not there
// fails the type check instead of reaching the screen untyped.
type Row<T extends RegistryTable> = Omit<T['$inferSelect'], 'createdAt'>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type RegistryRowsMatchApi = [
  Holds<Same<Row<typeof categories>, Category>>,
  Holds<Same<Row<typeof classifications>, Classification>>,
  Holds<Same<Row<typeof suppliers>, Supplier>>,
  Holds<Same<Row<typeof stores>, Store>>,
];

/**
 * What differs between the four registries (categories, classifications, suppliers, stores); the
 * list/create/update/delete functions and the routes are shared. An update writes the validated
 * input as it is; so does a creation unless `insertValues` adds columns.
 */
export type RegistryDef<T extends RegistryTable, Input> = {
  /** Audit entity name. */
  entity: string;
  table: T;
  schema: ZodType<Input>;
  searchColumns: AnyPgColumn[];
  notFoundMessage: string;
  /** Said when something still uses the row: the database refuses the delete (foreign key). */
  inUseMessage: string;
  /** Said when another row already has this identity (name, CNPJ…), found first or refused by a unique index. */
  duplicateMessage: string;
  /** The row a creation writes, when the input alone is not one (a category's slug). */
  insertValues?: (input: Input) => T['$inferInsert'];
  /** What finds another row with the same identity; undefined when the input has none to compare. */
  sameIdentity: (input: Input, creating: boolean) => SQL | undefined;
  /** The products column that points at the row, and where the in-use message says they are. */
  usedByProducts?: { column: AnyPgColumn; where: string };
};

/**
 * A registry whose input fits its table: the whole row when it has no `insertValues`, the columns
 * an update sets in any case. Checked here, per table, because drizzle cannot check writes made
 * through the union of the four tables.
 */
export function defineRegistry<T extends RegistryTable, Input extends Partial<T['$inferInsert']>>(
  def: RegistryDef<T, Input> & (Input extends T['$inferInsert'] ? unknown : Required<Pick<RegistryDef<T, Input>, 'insertValues'>>),
): RegistryDef<T, Input> {
  return def;
}

// biome-ignore lint/suspicious/noExplicitAny: a registry of any of the four tables and inputs
export type AnyRegistryDef = RegistryDef<RegistryTable, any>;

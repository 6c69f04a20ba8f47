import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ZodType } from 'zod';
import type { Category, Classification, Store, Supplier } from '../../../domain/api/registries';
import type { DbOrTx, Tx } from '../../db/client';
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
 * list/create/update/delete functions and the routes are shared. Inserts and updates stay typed
 * per table, which drizzle cannot do over a union of tables.
 */
export type RegistryDef<T extends RegistryTable, Input> = {
  /** Audit entity name. */
  entity: string;
  table: T;
  schema: ZodType<Input>;
  searchColumns: AnyPgColumn[];
  notFoundMessage: string;
  /** Said when the database refuses a delete because another row still points here. */
  inUseMessage: string;
  /** Said when a unique constraint refuses a write that slipped past findDuplicate. */
  duplicateMessage: string;
  insert: (tx: Tx, input: Input) => Promise<T['$inferSelect']>;
  update: (tx: Tx, id: number, input: Input) => Promise<T['$inferSelect'] | undefined>;
  /** A message when another row already has this identity (name, CNPJ…). */
  findDuplicate: (db: DbOrTx, input: Input, excludeId?: number) => Promise<string | null>;
  /** A message when something still references the row, so deleting it would break data. */
  findUsage: (db: DbOrTx, id: number) => Promise<string | null>;
};

// biome-ignore lint/suspicious/noExplicitAny: a registry of any of the four tables and inputs
export type AnyRegistryDef = RegistryDef<RegistryTable, any>;

import { and, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { normalizeSearchText } from '../../../domain/search';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema';
import type { AnyRegistryDef } from './registry-def';

/** `column` holds `name` ignoring case and accents: 'Terços' and 'tercos' are the same name for people. */
export const sameNameAs = (column: AnyPgColumn, name: string): SQL => sql`f_unaccent(lower(${column})) = ${normalizeSearchText(name)}`;

/** Whether a row other than `excludeId` already has the input's identity (name, CNPJ…). */
export async function hasDuplicate(db: DbOrTx, def: AnyRegistryDef, input: unknown, excludeId?: number) {
  const same = def.sameIdentity(input, excludeId === undefined);
  if (!same) return false;
  const table = def.table;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(excludeId === undefined ? same : and(same, ne(table.id, excludeId)))
    .limit(1);
  return row !== undefined;
}

/** Why the row cannot be deleted (products still point at it), or null. */
export async function findUsage(db: DbOrTx, def: AnyRegistryDef, id: number): Promise<string | null> {
  if (!def.usedByProducts) return null;
  const [row] = await db.select({ n: count() }).from(products).where(eq(def.usedByProducts.column, id));
  const n = Number(row?.n ?? 0);
  return n > 0 ? `Não é possível excluir: existem ${n} produto(s) ${def.usedByProducts.where}.` : null;
}

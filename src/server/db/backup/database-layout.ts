import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';

export type TableLayout = { name: string; columns: string[]; orderBy: string[] };

// Kept by triggers from the other tables, never backed up: restoring the rows rebuilds them.
const DERIVED_TABLES = new Set(['catalog_search_version']);

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const quoteIdent = ident;

/**
 * The application's tables as the database itself describes them (schema public): the columns a
 * row is written with (generated columns are left to the database) and the primary key to read
 * them in order, sorted so that every table comes after the tables its foreign keys point to.
 */
export async function readLayout(db: DbOrTx): Promise<TableLayout[]> {
  const columns = await db.execute<{ table_name: string; column_name: string }>(sql`
    SELECT c.table_name, c.column_name FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.is_generated = 'NEVER'
    ORDER BY c.table_name, c.ordinal_position`);
  const keys = await db.execute<{ table_name: string; column_name: string }>(sql`
    SELECT tc.table_name, k.column_name FROM information_schema.table_constraints tc
    JOIN information_schema.key_column_usage k ON k.constraint_name = tc.constraint_name AND k.table_schema = tc.table_schema
    WHERE tc.table_schema = 'public' AND tc.constraint_type = 'PRIMARY KEY'
    ORDER BY tc.table_name, k.ordinal_position`);
  const refs = await db.execute<{ child: string; parent: string }>(sql`
    SELECT DISTINCT cl.relname AS child, pa.relname AS parent FROM pg_constraint co
    JOIN pg_class cl ON cl.oid = co.conrelid JOIN pg_class pa ON pa.oid = co.confrelid
    JOIN pg_namespace n ON n.oid = co.connamespace
    WHERE co.contype = 'f' AND n.nspname = 'public'`);

  const tables = new Map<string, TableLayout>();
  for (const { table_name, column_name } of columns.rows) {
    if (DERIVED_TABLES.has(table_name)) continue;
    const t = tables.get(table_name) ?? { name: table_name, columns: [], orderBy: [] };
    t.columns.push(column_name);
    tables.set(table_name, t);
  }
  for (const { table_name, column_name } of keys.rows) tables.get(table_name)?.orderBy.push(column_name);
  for (const t of tables.values()) if (t.orderBy.length === 0) t.orderBy = [...t.columns];

  // Parents first; a table pointing at itself is written in key order (parents have lower ids).
  const parents = new Map<string, Set<string>>();
  for (const { child, parent } of refs.rows) if (child !== parent) parents.set(child, (parents.get(child) ?? new Set()).add(parent));
  const sorted: TableLayout[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') throw new Error(`Ciclo de chaves estrangeiras envolvendo a tabela ${name}.`);
    state.set(name, 'visiting');
    for (const p of parents.get(name) ?? []) if (tables.has(p)) visit(p);
    state.set(name, 'done');
    sorted.push(tables.get(name)!);
  };
  for (const name of [...tables.keys()].sort()) visit(name);
  return sorted;
}

/** Every sequence of the schema with where it stands (serial ids and document numbers alike). */
export async function readSequences(db: DbOrTx): Promise<{ name: string; value: number; called: boolean }[]> {
  const names = await db.execute<{ name: string }>(sql`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind = 'S' AND n.nspname = 'public' ORDER BY 1`);
  const out: { name: string; value: number; called: boolean }[] = [];
  for (const { name } of names.rows) {
    const r = await db.execute<{ last_value: string | number; is_called: boolean }>(sql.raw(`SELECT last_value, is_called FROM ${ident(name)}`));
    out.push({ name, value: Number(r.rows[0]!.last_value), called: Boolean(r.rows[0]!.is_called) });
  }
  return out;
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { wordsCondition as searchCondition } from '../../http/list-query';
import type { AnyRegistryDef } from './registry-def';

/** The whole registry (they are short lists), filtered by the search words, in name order. */
export async function listRegistryItems(db: Db, def: AnyRegistryDef, search: string) {
  const table = def.table;
  return db.select().from(table).where(searchCondition(def.searchColumns, search)).orderBy(sql`f_unaccent(lower(${table.name}))`, table.id);
}

import { and, eq, ne, sql } from 'drizzle-orm';
import { type StoreInput, storeSchema } from '../../../domain/schemas/registries';
import { normalizeSearchText } from '../../../domain/search';
import { stores } from '../../db/schema';
import type { RegistryDef } from './registry-def';

const DUPLICATE = 'Já existe uma loja com este nome.';

export const storesDef: RegistryDef<typeof stores, StoreInput> = {
  entity: 'store',
  table: stores,
  schema: storeSchema,
  searchColumns: [stores.name, stores.address, stores.type],
  notFoundMessage: 'Loja não encontrada.',
  // Nothing references a store yet; stock exits and merchandise requests will, and then the
  // foreign key's refusal is translated into this message.
  inUseMessage: 'Não é possível excluir: esta loja está em uso.',
  duplicateMessage: DUPLICATE,
  insert: async (tx, input) => {
    const [row] = await tx.insert(stores).values(input).returning();
    return row!;
  },
  update: async (tx, id, input) => {
    const [row] = await tx.update(stores).set(input).where(eq(stores.id, id)).returning();
    return row;
  },
  // Exits and requests name the destination store, so two stores must not share a name.
  findDuplicate: async (db, input, excludeId) => {
    const sameName = sql`f_unaccent(lower(${stores.name})) = ${normalizeSearchText(input.name)}`;
    const [row] = await db
      .select({ id: stores.id })
      .from(stores)
      .where(excludeId === undefined ? sameName : and(sameName, ne(stores.id, excludeId)))
      .limit(1);
    return row ? DUPLICATE : null;
  },
  findUsage: async () => null,
};

import { and, eq, ne, sql } from 'drizzle-orm';
import { type ClassificationInput, classificationSchema } from '../../../domain/schemas/registries';
import { normalizeSearchText } from '../../../domain/search';
import { classifications, products } from '../../db/schema';
import { countProductsWhere, productsInUseMessage } from './count-products';
import type { RegistryDef } from './registry-def';

const DUPLICATE = 'Já existe uma classificação com este nome.';

export const classificationsDef: RegistryDef<typeof classifications, ClassificationInput> = {
  entity: 'classification',
  table: classifications,
  schema: classificationSchema,
  searchColumns: [classifications.name, classifications.description],
  notFoundMessage: 'Classificação não encontrada.',
  inUseMessage: 'Não é possível excluir: esta classificação está em uso.',
  duplicateMessage: DUPLICATE,
  insert: async (tx, input) => {
    const [row] = await tx.insert(classifications).values(input).returning();
    return row!;
  },
  update: async (tx, id, input) => {
    const [row] = await tx.update(classifications).set(input).where(eq(classifications.id, id)).returning();
    return row;
  },
  findDuplicate: async (db, input, excludeId) => {
    const sameName = sql`f_unaccent(lower(${classifications.name})) = ${normalizeSearchText(input.name)}`;
    const [row] = await db
      .select({ id: classifications.id })
      .from(classifications)
      .where(excludeId === undefined ? sameName : and(sameName, ne(classifications.id, excludeId)))
      .limit(1);
    return row ? DUPLICATE : null;
  },
  findUsage: async (db, id) => {
    const n = await countProductsWhere(db, products.classificationId, id);
    return n > 0 ? productsInUseMessage(n, 'nesta classificação') : null;
  },
};

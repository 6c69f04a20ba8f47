import { and, eq, ne, or, sql } from 'drizzle-orm';
import { type CategoryInput, categorySchema, slugify } from '../../../domain/schemas/registries';
import { normalizeSearchText } from '../../../domain/search';
import { categories, products } from '../../db/schema';
import { countProductsWhere, productsInUseMessage } from './count-products';
import type { RegistryDef } from './registry-def';

const DUPLICATE = 'Já existe uma categoria com este nome.';

export const categoriesDef: RegistryDef<typeof categories, CategoryInput> = {
  entity: 'category',
  table: categories,
  schema: categorySchema,
  searchColumns: [categories.name, categories.description],
  notFoundMessage: 'Categoria não encontrada.',
  inUseMessage: 'Não é possível excluir: esta categoria está em uso.',
  duplicateMessage: DUPLICATE,
  // The slug is made once, at creation, and kept on rename so storefront links keep working.
  insert: async (tx, input) => {
    const [row] = await tx
      .insert(categories)
      .values({ name: input.name, description: input.description, slug: slugify(input.name) })
      .returning();
    return row!;
  },
  update: async (tx, id, input) => {
    const [row] = await tx
      .update(categories)
      .set({ name: input.name, description: input.description })
      .where(eq(categories.id, id))
      .returning();
    return row;
  },
  // 'Terços' and 'tercos' are the same category for customers, so they clash.
  findDuplicate: async (db, input, excludeId) => {
    const sameName = sql`f_unaccent(lower(${categories.name})) = ${normalizeSearchText(input.name)}`;
    const clash = excludeId === undefined ? or(sameName, eq(categories.slug, slugify(input.name))) : sameName;
    const [row] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(excludeId === undefined ? clash : and(clash, ne(categories.id, excludeId)))
      .limit(1);
    return row ? DUPLICATE : null;
  },
  findUsage: async (db, id) => {
    const n = await countProductsWhere(db, products.categoryId, id);
    return n > 0 ? productsInUseMessage(n, 'nesta categoria') : null;
  },
};

import { eq, or } from 'drizzle-orm';
import { categorySchema, slugify } from '../../../domain/schemas/registries';
import { categories, products } from '../../db/schema';
import { sameNameAs } from './registry-checks';
import { defineRegistry } from './registry-def';

export const categoriesDef = defineRegistry({
  entity: 'category',
  table: categories,
  schema: categorySchema,
  searchColumns: [categories.name, categories.description],
  notFoundMessage: 'Categoria não encontrada.',
  inUseMessage: 'Não é possível excluir: esta categoria está em uso.',
  duplicateMessage: 'Já existe uma categoria com este nome.',
  // The slug is made once, at creation, and kept on rename so storefront links keep working.
  insertValues: (input) => ({ ...input, slug: slugify(input.name) }),
  // 'Terços' and 'tercos' are the same category for customers, so they clash; so do two new names
  // that make the same slug.
  sameIdentity: (input, creating) => {
    const sameName = sameNameAs(categories.name, input.name);
    return creating ? or(sameName, eq(categories.slug, slugify(input.name))) : sameName;
  },
  usedByProducts: { column: products.categoryId, where: 'nesta categoria' },
});

import { and, eq, ne, sql } from 'drizzle-orm';
import { type SupplierInput, supplierSchema } from '../../../domain/schemas/registries';
import { products, suppliers } from '../../db/schema';
import { countProductsWhere, productsInUseMessage } from './count-products';
import type { RegistryDef } from './registry-def';

const DUPLICATE = 'Já existe um fornecedor com este CNPJ.';

export const suppliersDef: RegistryDef<typeof suppliers, SupplierInput> = {
  entity: 'supplier',
  table: suppliers,
  schema: supplierSchema,
  searchColumns: [suppliers.name, suppliers.contactPerson, suppliers.email, suppliers.cnpj, suppliers.productCategories],
  notFoundMessage: 'Fornecedor não encontrado.',
  inUseMessage: 'Não é possível excluir: este fornecedor está em uso.',
  duplicateMessage: DUPLICATE,
  insert: async (tx, input) => {
    const [row] = await tx.insert(suppliers).values(input).returning();
    return row!;
  },
  update: async (tx, id, input) => {
    const [row] = await tx.update(suppliers).set(input).where(eq(suppliers.id, id)).returning();
    return row;
  },
  // Two suppliers may share a trade name, never a CNPJ (compared without its punctuation).
  findDuplicate: async (db, input, excludeId) => {
    if (!input.cnpj) return null;
    const key = input.cnpj.replace(/[^0-9A-Z]/gi, '').toUpperCase();
    const sameCnpj = sql`upper(regexp_replace(${suppliers.cnpj}, '[^0-9A-Za-z]', '', 'g')) = ${key}`;
    const [row] = await db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(excludeId === undefined ? sameCnpj : and(sameCnpj, ne(suppliers.id, excludeId)))
      .limit(1);
    return row ? DUPLICATE : null;
  },
  findUsage: async (db, id) => {
    const n = await countProductsWhere(db, products.supplierId, id);
    return n > 0 ? productsInUseMessage(n, 'deste fornecedor') : null;
  },
};

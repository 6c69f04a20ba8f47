import { sql } from 'drizzle-orm';
import { supplierSchema } from '../../../domain/schemas/registries';
import { products, suppliers } from '../../db/schema';
import { defineRegistry } from './registry-def';

export const suppliersDef = defineRegistry({
  entity: 'supplier',
  table: suppliers,
  schema: supplierSchema,
  searchColumns: [suppliers.name, suppliers.contactPerson, suppliers.email, suppliers.cnpj, suppliers.productCategories],
  notFoundMessage: 'Fornecedor não encontrado.',
  inUseMessage: 'Não é possível excluir: este fornecedor está em uso.',
  duplicateMessage: 'Já existe um fornecedor com este CNPJ.',
  // Two suppliers may share a trade name, never a CNPJ (compared without its punctuation).
  sameIdentity: (input) => {
    if (!input.cnpj) return undefined;
    const key = input.cnpj.replace(/[^0-9A-Z]/gi, '').toUpperCase();
    return sql`upper(regexp_replace(${suppliers.cnpj}, '[^0-9A-Za-z]', '', 'g')) = ${key}`;
  },
  usedByProducts: { column: products.supplierId, where: 'deste fornecedor' },
});

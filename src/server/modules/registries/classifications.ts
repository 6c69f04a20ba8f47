import { classificationSchema } from '../../../domain/schemas/registries';
import { classifications, products } from '../../db/schema';
import { sameNameAs } from './registry-checks';
import { defineRegistry } from './registry-def';

export const classificationsDef = defineRegistry({
  entity: 'classification',
  table: classifications,
  schema: classificationSchema,
  searchColumns: [classifications.name, classifications.description],
  notFoundMessage: 'Classificação não encontrada.',
  inUseMessage: 'Não é possível excluir: esta classificação está em uso.',
  duplicateMessage: 'Já existe uma classificação com este nome.',
  sameIdentity: (input) => sameNameAs(classifications.name, input.name),
  usedByProducts: { column: products.classificationId, where: 'nesta classificação' },
});

import { storeSchema } from '../../../domain/schemas/registries';
import { stores } from '../../db/schema';
import { sameNameAs } from './registry-checks';
import { defineRegistry } from './registry-def';

export const storesDef = defineRegistry({
  entity: 'store',
  table: stores,
  schema: storeSchema,
  searchColumns: [stores.name, stores.address, stores.type],
  notFoundMessage: 'Loja não encontrada.',
  // Nothing references a store yet; stock exits and merchandise requests will, and then the
  // foreign key's refusal is translated into this message.
  inUseMessage: 'Não é possível excluir: esta loja está em uso.',
  duplicateMessage: 'Já existe uma loja com este nome.',
  // Exits and requests name the destination store, so two stores must not share a name.
  sameIdentity: (input) => sameNameAs(stores.name, input.name),
});

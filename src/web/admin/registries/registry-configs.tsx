import type { ZodType } from 'zod';
import type { Category, Classification, Store, Supplier } from '@/domain/api/registries';
import { formatCnpj, maskCep, maskPhone, STORE_TYPES, UF_CODES } from '@/domain/brazil';
import { categorySchema, classificationSchema, storeSchema, supplierSchema } from '@/domain/schemas/registries';
import { Badge } from '../../ui/badge';
import type { RegistryConfig, RegistryRow } from './registry-types';

export type { Category, Classification, Store, Supplier };

const muted = (text: string) => (text ? text : <span className="text-stone-500">—</span>);

/**
 * How each registry names itself: the title of its screen, the line under it, one of its rows and
 * that word's article ('a' or 'o', for 'adicionada'/'excluído' and 'a categoria').
 */
const REGISTRY_WORDS = {
  categories: { title: 'Categorias', description: 'Categorias que organizam os produtos na loja e no almoxarifado.', singular: 'Categoria', article: 'a' },
  classifications: {
    title: 'Classificações',
    description: 'Classificações de uso dos produtos (religioso, decorativo...).',
    singular: 'Classificação',
    article: 'a',
  },
  suppliers: { title: 'Fornecedores', description: 'Fornecedores, seus contatos e o que fornecem.', singular: 'Fornecedor', article: 'o' },
  stores: { title: 'Lojas', description: 'Pontos de venda que recebem mercadorias do almoxarifado.', singular: 'Loja', article: 'a' },
} as const;

/** The parts of a registry's config that follow from its words: API path, labels, toasts, the delete question. */
function registryWording<Row extends RegistryRow>(key: keyof typeof REGISTRY_WORDS) {
  const w = REGISTRY_WORDS[key];
  const lower = w.singular.toLowerCase();
  return {
    queryKey: key,
    apiPath: `/api/admin/${key}`,
    listKey: 'items',
    itemKey: 'item',
    title: w.title,
    description: w.description,
    addLabel: `Adicionar ${w.singular}`,
    editTitle: `Editar ${w.singular}`,
    searchPlaceholder: `Buscar ${w.title.toLowerCase()}...`,
    tableName: w.title.toLowerCase(),
    toasts: { created: `${w.singular} adicionad${w.article}.`, updated: `${w.singular} atualizad${w.article}.`, deleted: `${w.singular} excluíd${w.article}.` },
    confirmDelete: (row: Row) => `Tem certeza que deseja excluir ${w.article} ${lower} ${row.name}?`,
  } satisfies Partial<RegistryConfig<Row>>;
}

/** Name + description registries (categories, classifications): the same screen with their own words. */
function nameDescriptionConfig<Row extends Category | Classification>(key: 'categories' | 'classifications', schema: ZodType): RegistryConfig<Row> {
  return {
    ...registryWording<Row>(key),
    columns: [
      { header: 'Nome', cell: (r) => <span className="font-medium text-stone-900">{r.name}</span> },
      { header: 'Descrição', cell: (r) => muted(r.description) },
    ],
    compactTable: true,
    fields: () => [
      { name: 'name', label: 'Nome', required: true, wide: true },
      { name: 'description', label: 'Descrição', kind: 'textarea' },
    ],
    schema: () => schema,
    toForm: (row) => ({ name: row?.name ?? '', description: row?.description ?? '' }),
  };
}

export const categoriesConfig = nameDescriptionConfig<Category>('categories', categorySchema);

export const classificationsConfig = nameDescriptionConfig<Classification>('classifications', classificationSchema);

export const suppliersConfig: RegistryConfig<Supplier> = {
  ...registryWording<Supplier>('suppliers'),
  columns: [
    {
      header: 'Nome',
      cell: (r) => (
        <div>
          <p className="font-medium text-stone-900">{r.name}</p>
          {r.cnpj ? <p className="text-xs text-stone-600">CNPJ {r.cnpj}</p> : null}
        </div>
      ),
    },
    { header: 'Contato', cell: (r) => muted(r.contactPerson) },
    { header: 'Email', cell: (r) => r.email },
    { header: 'Telefone', cell: (r) => muted(r.phone), className: 'whitespace-nowrap' },
    { header: 'Categorias de Produtos', cell: (r) => muted(r.productCategories) },
  ],
  fields: () => [
    { name: 'name', label: 'Nome', required: true },
    { name: 'cnpj', label: 'CNPJ', placeholder: '00.000.000/0000-00', mask: formatCnpj },
    { name: 'contactPerson', label: 'Pessoa de Contato' },
    { name: 'email', label: 'Email', kind: 'email', required: true },
    { name: 'phone', label: 'Telefone', kind: 'tel', placeholder: '(11) 99999-9999', mask: maskPhone },
    { name: 'productCategories', label: 'Categorias de Produtos', placeholder: 'Ex.: Terços, Medalhas' },
    { name: 'address', label: 'Endereço', kind: 'textarea' },
  ],
  schema: () => supplierSchema,
  toForm: (row) => ({
    name: row?.name ?? '',
    cnpj: row?.cnpj ?? '',
    contactPerson: row?.contactPerson ?? '',
    email: row?.email ?? '',
    phone: row?.phone ?? '',
    productCategories: row?.productCategories ?? '',
    address: row?.address ?? '',
  }),
};

export const storesConfig: RegistryConfig<Store> = {
  ...registryWording<Store>('stores'),
  columns: [
    {
      header: 'Nome',
      cell: (r) => (
        <div>
          <p className="font-medium text-stone-900">{r.name}</p>
          {r.cnpj ? <p className="text-xs text-stone-600">Estabelecimento próprio · CNPJ {r.cnpj}</p> : null}
        </div>
      ),
    },
    { header: 'Endereço', cell: (r) => r.address },
    { header: 'Tipo', cell: (r) => <Badge className="bg-brand-50 text-brand-800">{r.type}</Badge> },
  ],
  fields: () => [
    { name: 'name', label: 'Nome', required: true },
    { name: 'type', label: 'Tipo', kind: 'select', options: STORE_TYPES },
    { name: 'address', label: 'Endereço', kind: 'textarea', required: true },
    {
      name: 'cnpj',
      label: 'CNPJ próprio (estabelecimento separado)',
      placeholder: '00.000.000/0000-00',
      mask: formatCnpj,
      hint: 'Preencha só se a loja tem CNPJ e inscrição estadual próprios: as transferências de e para ela saem com NF-e de transferência.',
      wide: true,
    },
    { name: 'stateRegistration', label: 'Inscrição estadual' },
    { name: 'cep', label: 'CEP', placeholder: '00000-000', mask: maskCep },
    { name: 'street', label: 'Rua', wide: true },
    { name: 'number', label: 'Número' },
    { name: 'complement', label: 'Complemento' },
    { name: 'neighborhood', label: 'Bairro' },
    { name: 'city', label: 'Cidade' },
    { name: 'state', label: 'UF', kind: 'select', options: ['', ...UF_CODES] },
  ],
  schema: () => storeSchema,
  toForm: (row) => ({
    name: row?.name ?? '',
    address: row?.address ?? '',
    type: row?.type ?? 'Filial',
    cnpj: row?.cnpj ?? '',
    stateRegistration: row?.stateRegistration ?? '',
    cep: row?.cep ?? '',
    street: row?.street ?? '',
    number: row?.number ?? '',
    complement: row?.complement ?? '',
    neighborhood: row?.neighborhood ?? '',
    city: row?.city ?? '',
    state: row?.state ?? '',
  }),
};

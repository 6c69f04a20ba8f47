import { formatCnpj, maskPhone, STORE_TYPES } from '@/domain/brazil';
import { categorySchema, classificationSchema, storeSchema, supplierSchema } from '@/domain/schemas/registries';
import type { Category, Classification, Store, Supplier } from '@/domain/api/registries';
import { Badge } from '../../ui/badge';
import type { RegistryConfig } from './registry-types';

export type { Category, Classification, Store, Supplier };

const muted = (text: string) => (text ? text : <span className="text-stone-500">—</span>);

export const categoriesConfig: RegistryConfig<Category> = {
  queryKey: 'categories',
  apiPath: '/api/admin/categories',
  listKey: 'items',
  itemKey: 'item',
  title: 'Categorias',
  description: 'Categorias que organizam os produtos na loja e no almoxarifado.',
  addLabel: 'Adicionar Categoria',
  editTitle: 'Editar Categoria',
  searchPlaceholder: 'Buscar categorias...',
  tableName: 'categorias',
  toasts: { created: 'Categoria adicionada.', updated: 'Categoria atualizada.', deleted: 'Categoria excluída.' },
  confirmDelete: (row) => `Tem certeza que deseja excluir a categoria ${row.name}?`,
  columns: [
    { header: 'Nome', cell: (r) => <span className="font-medium text-stone-900">{r.name}</span> },
    { header: 'Descrição', cell: (r) => muted(r.description) },
  ],
  compactTable: true,
  fields: () => [
    { name: 'name', label: 'Nome', required: true, wide: true },
    { name: 'description', label: 'Descrição', kind: 'textarea' },
  ],
  schema: () => categorySchema,
  toForm: (row) => ({ name: row?.name ?? '', description: row?.description ?? '' }),
};

export const classificationsConfig: RegistryConfig<Classification> = {
  queryKey: 'classifications',
  apiPath: '/api/admin/classifications',
  listKey: 'items',
  itemKey: 'item',
  title: 'Classificações',
  description: 'Classificações de uso dos produtos (religioso, decorativo...).',
  addLabel: 'Adicionar Classificação',
  editTitle: 'Editar Classificação',
  searchPlaceholder: 'Buscar classificações...',
  tableName: 'classificações',
  toasts: { created: 'Classificação adicionada.', updated: 'Classificação atualizada.', deleted: 'Classificação excluída.' },
  confirmDelete: (row) => `Tem certeza que deseja excluir a classificação ${row.name}?`,
  columns: [
    { header: 'Nome', cell: (r) => <span className="font-medium text-stone-900">{r.name}</span> },
    { header: 'Descrição', cell: (r) => muted(r.description) },
  ],
  compactTable: true,
  fields: () => [
    { name: 'name', label: 'Nome', required: true, wide: true },
    { name: 'description', label: 'Descrição', kind: 'textarea' },
  ],
  schema: () => classificationSchema,
  toForm: (row) => ({ name: row?.name ?? '', description: row?.description ?? '' }),
};

export const suppliersConfig: RegistryConfig<Supplier> = {
  queryKey: 'suppliers',
  apiPath: '/api/admin/suppliers',
  listKey: 'items',
  itemKey: 'item',
  title: 'Fornecedores',
  description: 'Fornecedores, seus contatos e o que fornecem.',
  addLabel: 'Adicionar Fornecedor',
  editTitle: 'Editar Fornecedor',
  searchPlaceholder: 'Buscar fornecedores...',
  tableName: 'fornecedores',
  toasts: { created: 'Fornecedor adicionado.', updated: 'Fornecedor atualizado.', deleted: 'Fornecedor excluído.' },
  confirmDelete: (row) => `Tem certeza que deseja excluir o fornecedor ${row.name}?`,
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
  queryKey: 'stores',
  apiPath: '/api/admin/stores',
  listKey: 'items',
  itemKey: 'item',
  title: 'Lojas',
  description: 'Pontos de venda que recebem mercadorias do almoxarifado.',
  addLabel: 'Adicionar Loja',
  editTitle: 'Editar Loja',
  searchPlaceholder: 'Buscar lojas...',
  tableName: 'lojas',
  toasts: { created: 'Loja adicionada.', updated: 'Loja atualizada.', deleted: 'Loja excluída.' },
  confirmDelete: (row) => `Tem certeza que deseja excluir a loja ${row.name}?`,
  columns: [
    { header: 'Nome', cell: (r) => <span className="font-medium text-stone-900">{r.name}</span> },
    { header: 'Endereço', cell: (r) => r.address },
    { header: 'Tipo', cell: (r) => <Badge className="bg-brand-50 text-brand-800">{r.type}</Badge> },
  ],
  fields: () => [
    { name: 'name', label: 'Nome', required: true },
    { name: 'type', label: 'Tipo', kind: 'select', options: STORE_TYPES },
    { name: 'address', label: 'Endereço', kind: 'textarea', required: true },
  ],
  schema: () => storeSchema,
  toForm: (row) => ({ name: row?.name ?? '', address: row?.address ?? '', type: row?.type ?? 'Filial' }),
};

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download, Upload } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { type AdminProductListQuery, adminProductListQuerySchema } from '@/domain/schemas/product';
import { useCan } from '../../auth/use-can';
import { toast, toastError } from '../../lib/toast';
import { AddButton } from '../../ui/add-button';
import { Button, buttonVariants } from '../../ui/button';
import { FilterBar } from '../../ui/list/filter-bar';
import { ListCard, type ListMessages } from '../../ui/list/list-card';
import { ListSearch } from '../../ui/list/list-filters';
import { SelectFilter } from '../../ui/list/select-filter';
import { useListView } from '../../ui/list/use-list-view';
import { ChoiceOptions, NamedOptions } from '../../ui/options';
import { PageHeader } from '../../ui/page-header';
import { CsvImportDialog } from './csv-import-dialog';
import { LabelDialog } from './label-dialog';
import { PRODUCT_COLUMNS, ProductActions } from './product-columns';
import { ProductDialog } from './product-dialog';
import { type AdminProductListItem, fetchOptions, fetchProductList, PRODUCTS_API, productKeys, useDeleteProduct, useRestoreProduct } from './products-api';

const ARCHIVE_FILTERS = [
  { value: 'archived', label: 'Arquivados' },
  { value: 'all', label: 'Ativos e arquivados' },
];
const FISCAL_FILTERS = [{ value: 'incomplete', label: 'Dados fiscais incompletos' }];
const STOCK_FILTERS = [
  { value: 'low', label: 'Estoque baixo (inclui sem estoque)' },
  { value: 'out', label: 'Sem estoque' },
];

/** Filters whose first option is the param's default ('all', 'active'): choosing it puts the default back. */
const CHOICE_FILTERS = [
  { param: 'stock', label: 'Situação do estoque', allLabel: 'Todas as situações', all: 'all', items: STOCK_FILTERS, className: 'sm:w-64' },
  { param: 'archived', label: 'Exibir', allLabel: 'Produtos ativos', all: 'active', items: ARCHIVE_FILTERS },
  { param: 'fiscal', label: 'Dados fiscais', allLabel: 'Todos os produtos', all: 'all', items: FISCAL_FILTERS, className: 'sm:w-56' },
] as const;

const MESSAGES: ListMessages = { error: 'Erro ao carregar produtos', empty: 'Nenhum produto encontrado.' };

const useProductList = (q: AdminProductListQuery) =>
  useQuery({ queryKey: productKeys.list(q), queryFn: () => fetchProductList(q), placeholderData: keepPreviousData });

type Dialogs = { kind: 'product'; id: number | null } | { kind: 'label'; product: AdminProductListItem } | { kind: 'import' } | null;

/**
 * The product list shared by Almoxarifado and Cadastro de Produtos: search, filters, server-side
 * pages, add/edit, labels, CSV and delete. Filters live in the URL, so a reload keeps them.
 */
export function ProductManager({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  const can = useCan();
  const view = useListView(adminProductListQuerySchema, useProductList);
  const { params, set } = view;
  const [dialog, setDialog] = useState<Dialogs>(null);
  const options = useQuery({ queryKey: productKeys.options, queryFn: fetchOptions, staleTime: 60_000 });

  const remove = useDeleteProduct({
    onSuccess: (res) => toast.success(res.archived ? 'Produto arquivado.' : 'Produto excluído.', res.archived ? { description: res.message } : undefined),
    onError: toastError('Erro ao remover de produtos'),
  });
  const restore = useRestoreProduct({
    onSuccess: (res) => toast.success('Produto restaurado.', { description: res.message }),
    onError: toastError('Erro ao atualizar em produtos'),
  });
  const onDelete = (p: AdminProductListItem) => {
    if (window.confirm(`Tem certeza que deseja excluir o produto "${p.name}"?`)) remove.mutate(p);
  };
  const actions = (p: AdminProductListItem) => (
    <ProductActions
      product={p}
      deleting={remove.isPending}
      onEdit={(x) => setDialog({ kind: 'product', id: x.id })}
      onLabel={(x) => setDialog({ kind: 'label', product: x })}
      onDelete={onDelete}
      onRestore={(x) => restore.mutate(x)}
    />
  );

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={title}
        description={description}
        // Adding, importing and exporting the catalogue need 'catalog.manage' (the server refuses them anyway).
        actions={
          can('catalog.manage') ? (
            <>
              <AddButton onClick={() => setDialog({ kind: 'product', id: null })}>Novo Produto</AddButton>
              <a href={`${PRODUCTS_API}/export.csv`} download className={buttonVariants({ variant: 'outline' })}>
                <Download className="h-4 w-4" aria-hidden="true" /> Exportar CSV
              </a>
              <Button variant="outline" onClick={() => setDialog({ kind: 'import' })}>
                <Upload className="h-4 w-4" aria-hidden="true" /> Importar CSV
              </Button>
            </>
          ) : undefined
        }
      />
      {children}
      <FilterBar>
        <ListSearch {...view} label="Buscar produtos por nome ou código" className="sm:w-72 sm:flex-none" />
        <SelectFilter
          label="Categoria"
          allLabel="Todas as categorias"
          value={params.categoryId ? String(params.categoryId) : ''}
          onChange={(v) => set({ categoryId: v ? Number(v) : null })}
        >
          <NamedOptions items={options.data?.categories} />
        </SelectFilter>
        {CHOICE_FILTERS.map(({ param, all, items, ...select }) => (
          <SelectFilter
            key={param}
            {...select}
            value={params[param] === all ? '' : params[param]}
            onChange={(v) => set({ [param]: v || all } as Partial<typeof params>)}
          >
            <ChoiceOptions items={items} />
          </SelectFilter>
        ))}
      </FilterBar>
      <ListCard {...view} title="Produtos" columns={PRODUCT_COLUMNS} messages={MESSAGES} actions={actions} />
      {dialog?.kind === 'product' ? <ProductDialog key={dialog.id ?? 'new'} productId={dialog.id} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'label' ? <LabelDialog product={dialog.product} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'import' ? <CsvImportDialog onClose={() => setDialog(null)} /> : null}
    </div>
  );
}

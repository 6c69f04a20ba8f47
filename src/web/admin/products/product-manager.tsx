import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, Plus, Search, Upload } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { api, errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Button, buttonVariants } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { Input, NativeSelect } from '../../ui/input';
import { PageHeader } from '../../ui/page-header';
import { Pagination } from '../../ui/pagination';
import { Spinner } from '../../ui/spinner';
import { CsvImportDialog } from './csv-import-dialog';
import { LabelDialog } from './label-dialog';
import { ProductDialog } from './product-dialog';
import { ProductTable } from './product-table';
import { type AdminProductListItem, fetchOptions, fetchProductList, PRODUCTS_API, productKeys, restoreProduct } from './products-api';
import { useDebouncedValue } from '../../lib/use-debounced-value';

const PAGE_SIZE = 20;
const ARCHIVE_FILTERS = [
  { value: 'active', label: 'Produtos ativos' },
  { value: 'archived', label: 'Arquivados' },
  { value: 'all', label: 'Ativos e arquivados' },
];
const STOCK_FILTERS = [
  { value: 'all', label: 'Todas as situações' },
  { value: 'low', label: 'Estoque baixo (inclui sem estoque)' },
  { value: 'out', label: 'Sem estoque' },
];

type Dialogs = { kind: 'product'; id: number | null } | { kind: 'label'; product: AdminProductListItem } | { kind: 'import' } | null;

/**
 * The product list shared by Almoxarifado and Cadastro de Produtos: search, filters, server-side
 * pages, add/edit, labels, CSV and delete. Filters live in the URL, so a reload keeps them.
 */
export function ProductManager({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [searchText, setSearchText] = useState(params.get('busca') ?? '');
  const search = useDebouncedValue(searchText.trim());
  const categoryId = params.get('categoria') ?? '';
  const stock = params.get('estoque') ?? 'all';
  const archived = params.get('arquivados') ?? 'active';
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const [dialog, setDialog] = useState<Dialogs>(null);

  const setParam = (key: string, value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value && value !== 'all' && !(key === 'arquivados' && value === 'active')) next.set(key, value);
        else next.delete(key);
        if (key !== 'pagina') next.delete('pagina');
        return next;
      },
      { replace: true },
    );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a settled search goes to the URL (and back to page 1)
  useEffect(() => {
    if (search !== (params.get('busca') ?? '')) setParam('busca', search);
  }, [search]);

  const list = useQuery({
    queryKey: productKeys.list({ search, categoryId, stock, archived, page }),
    queryFn: () => fetchProductList({ search, categoryId, stock, archived, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const options = useQuery({ queryKey: productKeys.options, queryFn: fetchOptions, staleTime: 60_000 });

  const remove = useMutation({
    mutationFn: (p: AdminProductListItem) => api<{ archived: boolean; message: string }>(`${PRODUCTS_API}/${p.id}`, { method: 'DELETE' }),
    onSuccess: async (res) => {
      toast.success(res.archived ? 'Produto arquivado.' : 'Produto excluído.', res.archived ? { description: res.message } : undefined);
      await qc.invalidateQueries({ queryKey: productKeys.all });
    },
    onError: (err) => toast.error('Erro ao remover de produtos', { description: errorMessage(err) }),
  });
  const restore = useMutation({
    mutationFn: (p: AdminProductListItem) => restoreProduct(p.id),
    onSuccess: async (res) => {
      toast.success('Produto restaurado.', { description: res.message });
      await qc.invalidateQueries({ queryKey: productKeys.all });
    },
    onError: (err) => toast.error('Erro ao atualizar em produtos', { description: errorMessage(err) }),
  });
  const onDelete = (p: AdminProductListItem) => {
    if (window.confirm(`Tem certeza que deseja excluir o produto "${p.name}"?`)) remove.mutate(p);
  };

  const data = list.data;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  // After deleting the last row of the last page, show the page that still exists.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list's size changes
  useEffect(() => {
    if (data && page > lastPage) setParam('pagina', lastPage > 1 ? String(lastPage) : '');
  }, [data?.total, page]);

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={title}
        description={description}
        actions={
          <>
            <Button onClick={() => setDialog({ kind: 'product', id: null })}>
              <Plus className="h-4 w-4" aria-hidden="true" /> Novo Produto
            </Button>
            <a href={`${PRODUCTS_API}/export.csv`} download className={buttonVariants({ variant: 'outline' })}>
              <Download className="h-4 w-4" aria-hidden="true" /> Exportar CSV
            </a>
            <Button variant="outline" onClick={() => setDialog({ kind: 'import' })}>
              <Upload className="h-4 w-4" aria-hidden="true" /> Importar CSV
            </Button>
          </>
        }
      />
      {children}
      <Card className="flex flex-col gap-4 p-4">
        <div className="grid gap-3 md:grid-cols-[1fr_14rem_16rem_12rem]">
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-stone-500" aria-hidden="true" />
            <Input
              type="search"
              aria-label="Buscar produtos por nome ou código"
              placeholder="Buscar por nome ou código..."
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
              className="pl-9"
            />
          </div>
          <NativeSelect aria-label="Filtrar por categoria" value={categoryId} onChange={(e) => setParam('categoria', e.target.value)}>
            <option value="">Todas as categorias</option>
            {options.data?.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect aria-label="Filtrar por situação do estoque" value={stock} onChange={(e) => setParam('estoque', e.target.value)}>
            {STOCK_FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect aria-label="Mostrar produtos arquivados" value={archived} onChange={(e) => setParam('arquivados', e.target.value)}>
            {ARCHIVE_FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <h2 className="text-lg font-semibold text-stone-900">Produtos ({data?.total ?? '…'})</h2>
        {list.isPending ? (
          <Spinner />
        ) : list.isError ? (
          <p role="alert" className="text-red-700">
            Erro ao carregar produtos: {errorMessage(list.error)}
          </p>
        ) : data!.items.length === 0 ? (
          <EmptyState title="Nenhum produto encontrado." hint="Ajuste a busca ou os filtros, ou cadastre um novo produto." />
        ) : (
          <>
            <ProductTable
              items={data!.items}
              deleting={remove.isPending}
              onEdit={(p) => setDialog({ kind: 'product', id: p.id })}
              onLabel={(p) => setDialog({ kind: 'label', product: p })}
              onDelete={onDelete}
              onRestore={(p) => restore.mutate(p)}
            />
            <Pagination page={page} pageSize={PAGE_SIZE} total={data!.total} onPage={(n) => setParam('pagina', String(n))} />
          </>
        )}
      </Card>
      {dialog?.kind === 'product' ? <ProductDialog key={dialog.id ?? 'new'} productId={dialog.id} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'label' ? <LabelDialog product={dialog.product} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'import' ? <CsvImportDialog onClose={() => setDialog(null)} /> : null}
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { matchesCategory } from '@/domain/catalog';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Pagination } from '../../ui/pagination';
import { categoriesQuery, productsQuery } from './catalog-api';
import { ListToolbar, type ViewMode } from './list-toolbar';
import { CardSkeletons, LoadError } from './load-error';
import { ProductCardView } from './product-card';
import { useDocumentTitle } from './use-document-title';
import { useCatalogListParams } from './use-list-params';

const VIEW_KEY = 'catalog-view';
const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4';

function useViewMode(): [ViewMode, (v: ViewMode) => void] {
  const [view, setView] = useState<ViewMode>(() => (localStorage.getItem(VIEW_KEY) === 'list' ? 'list' : 'grid'));
  return [
    view,
    (v) => {
      localStorage.setItem(VIEW_KEY, v);
      setView(v);
    },
  ];
}

export default function ProductListPage() {
  const { state, update, clear, apiQuery, pageSize } = useCatalogListParams();
  const products = useQuery(productsQuery(apiQuery));
  const categories = useQuery(categoriesQuery);
  const [view, setView] = useViewMode();

  const categoryName = state.category ? categories.data?.categories.find((c) => matchesCategory(c, state.category))?.name : undefined;
  const title = categoryName ?? (state.onSale ? 'Ofertas' : 'Produtos');
  useDocumentTitle(`${title} | Luz da Fé`);

  const data = products.data;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <div className="mb-5">
        <h1 className="font-serif text-3xl font-bold text-brand-900">{title}</h1>
        {state.search ? (
          <p className="mt-1 text-stone-700">
            Resultados para <strong>“{state.search}”</strong>
          </p>
        ) : null}
      </div>
      <ListToolbar state={state} update={update} view={view} onView={setView} />

      {products.isError ? (
        <div className="mt-6">
          <LoadError title="Erro ao carregar produtos" error={products.error} onRetry={() => void products.refetch()} />
        </div>
      ) : !data ? (
        <CardSkeletons count={8} className={cn('mt-6', GRID)} />
      ) : (
        <>
          <p className="mt-5 text-sm text-stone-700" aria-live="polite" data-testid="result-count">
            Mostrando {data.total} produto(s)
          </p>
          {data.items.length === 0 ? (
            <EmptyState title="Nenhum produto encontrado" hint="Tente ajustar os filtros ou buscar por outros termos...">
              <SearchX className="order-first mb-2 h-12 w-12 text-stone-400" aria-hidden="true" />
              <Button variant="outline" className="mt-2" onClick={clear}>
                Limpar Filtros e Busca
              </Button>
            </EmptyState>
          ) : (
            <>
              <h2 className="sr-only">Resultados</h2>
              <ul
                data-view={view}
                aria-busy={products.isPlaceholderData}
                className={cn('mt-3 transition-opacity', view === 'grid' ? GRID : 'flex flex-col gap-3', products.isPlaceholderData && 'opacity-60')}
              >
                {data.items.map((p) => (
                  <li key={p.id} className="flex">
                    <ProductCardView product={p} layout={view} className="w-full" />
                  </li>
                ))}
              </ul>
              <Pagination
                page={data.page}
                pageSize={pageSize}
                total={data.total}
                onPage={(page) => {
                  update({ page });
                  window.scrollTo({ top: 0 });
                }}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}

import { FileSpreadsheet } from 'lucide-react';
import { useCan } from '../../auth/use-can';
import { Button } from '../../ui/button';
import { ProductFilter } from '../../ui/documents/product-filter';
import { StoreFilter } from '../../ui/documents/registry-selects';
import { FilterBar } from '../../ui/list/filter-bar';
import { ListPeriod, ListSearch } from '../../ui/list/list-filters';
import { PageHeader } from '../../ui/page-header';
import { ExitsList } from './exits-list';
import { exitsCsvUrl } from './stock-api';

/** /admin/consultar-saidas: the exits history with its filters, details, guias and the CSV of what is filtered. */
export default function ExitsHistoryPage() {
  const can = useCan();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Consultar Saídas" description="Histórico das saídas para as lojas, com filtros, detalhes e a guia de remessa de cada uma." />
      <ExitsList
        title="Histórico de Saídas"
        filters={({ params, set }) => (
          <FilterBar>
            <ListSearch params={params} set={set} label="Buscar por código, loja, produto..." className="sm:w-64 sm:flex-none" />
            <ListPeriod params={params} set={set} />
            <StoreFilter value={params.storeId} onChange={(storeId) => set({ storeId })} />
            <ProductFilter productId={params.productId} onChange={(productId) => set({ productId })} />
            {can('reports.view') ? (
              <Button asChild variant="outline" className="sm:ml-auto">
                <a
                  href={exitsCsvUrl({ search: params.search, from: params.from, to: params.to, storeId: params.storeId, productId: params.productId })}
                  download
                >
                  <FileSpreadsheet className="h-4 w-4" aria-hidden="true" /> Exportar CSV
                </a>
              </Button>
            ) : null}
          </FilterBar>
        )}
      />
    </div>
  );
}

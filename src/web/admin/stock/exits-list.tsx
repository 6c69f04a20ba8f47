import { Eye, FileDown } from 'lucide-react';
import { type ReactNode, useCallback, useState } from 'react';
import { formatDate } from '@/domain/dates';
import { type StockExitListItem, stockExitListQuerySchema } from '@/domain/schemas/stock-documents';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { countLabel } from '../../ui/list/count-label';
import { type ColumnDef, DataTable } from '../../ui/list/data-table';
import { useClampedPage } from '../../ui/list/use-clamped-page';
import { useListParams } from '../../ui/list/use-list-params';
import { ListState } from '../../ui/list-state';
import { Pagination } from '../../ui/pagination';
import { ExitDetailsDialog } from './exit-details-dialog';
import { exitPdfUrl, useExits } from './stock-api';

const COLUMNS: ColumnDef<StockExitListItem>[] = [
  { header: 'Saída', primary: true, cell: (x) => <span className="font-mono font-semibold text-stone-900">{x.code}</span>, className: 'whitespace-nowrap' },
  { header: 'Data', cell: (x) => formatDate(`${x.exitDate}T12:00:00-03:00`), className: 'whitespace-nowrap' },
  { header: 'Loja', cell: (x) => x.storeName },
  { header: 'Itens', cell: (x) => `${x.lineCount} (${x.totalItems} un.)`, className: 'whitespace-nowrap text-right' },
  { header: 'Registrada por', cell: (x) => x.createdByName || '—' },
];

/**
 * The exits, newest first, with the list state in the URL; a row opens its details or downloads
 * its guia de remessa. `filters` (the Consultar Saídas bar) renders above the list.
 */
export function ExitsList({ title, filters }: { title: string; filters?: (q: ReturnType<typeof useExitParams>) => ReactNode }) {
  const listParams = useExitParams();
  const { params, set } = listParams;
  const list = useExits(params);
  const [details, setDetails] = useState<number | null>(null);
  const setPage = useCallback((page: number) => set({ page }, { replace: true }), [set]);
  const page = useClampedPage({ page: params.page, pageSize: params.pageSize, total: list.data?.total, settled: list.isSuccess && !list.isPlaceholderData, setPage });
  const rows = list.data?.items ?? [];
  return (
    <>
      {filters?.(listParams)}
      <Card>
        <CardHeader>
          <CardTitle>
            {title} ({countLabel(list.data)})
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ListState query={list} isEmpty={rows.length === 0} errorTitle="Erro ao carregar saídas" emptyTitle="Nenhuma saída encontrada com os filtros atuais.">
            <DataTable
              label={title}
              rows={rows}
              columns={COLUMNS}
              rowKey={(x) => x.id}
              actions={(x) => (
                <>
                  <Button variant="ghost" size="icon" className="h-9 w-9" aria-label={`Ver detalhes da saída ${x.code}`} title="Ver detalhes" onClick={() => setDetails(x.id)}>
                    <Eye className="h-4 w-4" aria-hidden="true" />
                  </Button>
                  <Button asChild variant="ghost" size="icon" className="h-9 w-9">
                    <a href={exitPdfUrl(x.id)} download aria-label={`Baixar guia de remessa da saída ${x.code}`} title="Guia de remessa (PDF)">
                      <FileDown className="h-4 w-4" aria-hidden="true" />
                    </a>
                  </Button>
                </>
              )}
            />
            <Pagination page={page} pageSize={params.pageSize} total={list.data?.total ?? 0} onPage={(p) => set({ page: p })} />
          </ListState>
        </CardContent>
      </Card>
      {details !== null ? <ExitDetailsDialog exitId={details} onClose={() => setDetails(null)} /> : null}
    </>
  );
}

export const useExitParams = () => useListParams(stockExitListQuerySchema);

import { Eye } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { formatDay } from '@/domain/dates';
import { countOf } from '@/domain/plural';
import { type DocumentPage, type StockExitListItem, type StockExitListQuery, stockExitListQuerySchema } from '@/domain/schemas/stock-documents';
import { formatQuantities } from '@/domain/units';
import { RowDownloadLink } from '../../ui/download-link';
import { IconAction } from '../../ui/icon-action';
import type { ColumnDef } from '../../ui/list/data-table';
import { ListCard, type ListMessages } from '../../ui/list/list-card';
import { type ListView, useListView } from '../../ui/list/use-list-view';
import { DocumentStatusBadge } from './document-status-badge';
import { ExitDetailsDialog } from './exit-details-dialog';
import { exitPdfUrl, useExits } from './stock-api';

const COLUMNS: ColumnDef<StockExitListItem>[] = [
  { header: 'Saída', primary: true, cell: (x) => <span className="font-mono font-semibold text-stone-900">{x.code}</span>, className: 'whitespace-nowrap' },
  { header: 'Data', cell: (x) => formatDay(x.exitDate), className: 'whitespace-nowrap' },
  { header: 'Loja', cell: (x) => x.storeName },
  { header: 'Itens', cell: (x) => `${countOf(x.lineCount, 'item', 'itens')} · ${formatQuantities(x.quantities)}`, className: 'whitespace-nowrap text-right' },
  { header: 'Registrada por', cell: (x) => x.createdByName || '—' },
  { header: 'Situação', cell: (x) => <DocumentStatusBadge doc={x} reversedLabel="Estornada" /> },
];

const MESSAGES: ListMessages = { error: 'Erro ao carregar saídas', empty: 'Nenhuma saída encontrada com os filtros atuais.' };

/**
 * The exits, newest first, with the list state in the URL; a row opens its details or downloads
 * its guia de remessa. `filters` (the Consultar Saídas bar) renders above the list.
 */
export function ExitsList({ title, filters }: { title: string; filters?: (view: ExitsView) => ReactNode }) {
  const view = useListView(stockExitListQuerySchema, useExits);
  const [details, setDetails] = useState<number | null>(null);
  const actions = (x: StockExitListItem) => (
    <>
      <IconAction icon={Eye} label={`Ver detalhes da saída ${x.code}`} title="Ver detalhes" onClick={() => setDetails(x.id)} />
      <RowDownloadLink href={exitPdfUrl(x.id)} label={`Baixar guia de remessa da saída ${x.code}`} title="Guia de remessa (PDF)" />
    </>
  );
  return (
    <>
      {filters?.(view)}
      <ListCard {...view} title={title} columns={COLUMNS} messages={MESSAGES} actions={actions} />
      {details !== null ? <ExitDetailsDialog exitId={details} onClose={() => setDetails(null)} /> : null}
    </>
  );
}

type ExitsView = ListView<StockExitListQuery, DocumentPage<StockExitListItem>>;

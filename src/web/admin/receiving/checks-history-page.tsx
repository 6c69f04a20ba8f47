import { Eye } from 'lucide-react';
import { useState } from 'react';
import { formatDay } from '@/domain/dates';
import { DISCREPANCY_FILTERS, type ReceivingCheckListItem, receivingCheckListQuerySchema } from '@/domain/schemas/receiving';
import { SupplierFilter } from '../../ui/documents/registry-selects';
import { RowDownloadLink } from '../../ui/download-link';
import { IconAction } from '../../ui/icon-action';
import { CodeFilter } from '../../ui/list/code-filter';
import type { ColumnDef } from '../../ui/list/data-table';
import { FilterBar } from '../../ui/list/filter-bar';
import { ListCard, type ListMessages } from '../../ui/list/list-card';
import { ListPeriod, ListSearch } from '../../ui/list/list-filters';
import { useListView } from '../../ui/list/use-list-view';
import { PageHeader } from '../../ui/page-header';
import { CheckDetailsDialog, DiscrepancyBadge, nfText } from './check-details-dialog';
import { checkPdfUrl, useReceivingChecks } from './receiving-api';

const COLUMNS: ColumnDef<ReceivingCheckListItem>[] = [
  { header: 'NF', primary: true, cell: (c) => <span className="font-mono font-semibold text-stone-900">{nfText(c)}</span>, className: 'whitespace-nowrap' },
  { header: 'Recebimento', cell: (c) => formatDay(c.receptionDate), className: 'whitespace-nowrap' },
  { header: 'Fornecedor', cell: (c) => c.supplierName },
  { header: 'Recebedor', cell: (c) => c.receiverName },
  { header: 'Itens', cell: (c) => `${c.itemsChecked} (${c.discrepancies} com dif.)`, className: 'whitespace-nowrap' },
  { header: 'Situação', cell: (c) => <DiscrepancyBadge has={c.hasDiscrepancy} /> },
];

const MESSAGES: ListMessages = { error: 'Erro ao carregar conferências', empty: 'Nenhuma conferência encontrada com os filtros atuais.' };
const DISCREPANCY_CODES = { values: DISCREPANCY_FILTERS, labels: { with: 'Com divergência', without: 'Sem divergência' } };

/** /admin/historico-conferencias: posted checks with their filters in the URL, details and PDF (requirements §2). */
export default function ChecksHistoryPage() {
  const view = useListView(receivingCheckListQuerySchema, useReceivingChecks);
  const [details, setDetails] = useState<number | null>(null);
  const actions = (c: ReceivingCheckListItem) => (
    <>
      <IconAction icon={Eye} label={`Ver detalhes da conferência da NF ${nfText(c)}`} title="Ver detalhes" onClick={() => setDetails(c.id)} />
      <RowDownloadLink href={checkPdfUrl(c.id)} label={`Baixar PDF da conferência da NF ${nfText(c)}`} title="Conferência (PDF)" />
    </>
  );
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Histórico de Conferências" description="Conferências de recebimento registradas, com filtros, detalhes e o PDF de cada uma." />
      <FilterBar>
        <ListSearch {...view} field="number" label="Número da NF" className="sm:w-40 sm:flex-none" />
        <ListPeriod {...view} />
        <SupplierFilter value={view.params.supplierId} onChange={(supplierId) => view.set({ supplierId })} />
        <ListSearch {...view} field="receiver" label="Recebedor" className="sm:w-48 sm:flex-none" />
        <CodeFilter {...view} field="discrepancy" codes={DISCREPANCY_CODES} label="Divergência" allLabel="Todas" />
      </FilterBar>
      <ListCard {...view} title="Conferências" columns={COLUMNS} messages={MESSAGES} actions={actions} />
      {details !== null ? <CheckDetailsDialog checkId={details} onClose={() => setDetails(null)} /> : null}
    </div>
  );
}

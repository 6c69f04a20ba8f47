import { Eye } from 'lucide-react';
import { useState } from 'react';
import { formatDay } from '@/domain/dates';
import { type ReceivingCheckListItem, receivingCheckListQuerySchema } from '@/domain/schemas/receiving';
import { RowDownloadLink } from '../../ui/download-link';
import { IconAction } from '../../ui/icon-action';
import type { ColumnDef } from '../../ui/list/data-table';
import { FilterBar } from '../../ui/list/filter-bar';
import { ListCard } from '../../ui/list/list-card';
import { ListPeriod } from '../../ui/list/list-filters';
import { SearchInput } from '../../ui/list/search-input';
import { SelectFilter } from '../../ui/list/select-filter';
import { useListParams } from '../../ui/list/use-list-params';
import { PageHeader } from '../../ui/page-header';
import { SupplierFilter } from '../documents/registry-selects';
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

/** /admin/historico-conferencias: posted checks with their filters in the URL, details and PDF (requirements §2). */
export default function ChecksHistoryPage() {
  const { params, set } = useListParams(receivingCheckListQuerySchema);
  const list = useReceivingChecks(params);
  const [details, setDetails] = useState<number | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Histórico de Conferências" description="Conferências de recebimento registradas, com filtros, detalhes e o PDF de cada uma." />
      <FilterBar>
        <SearchInput value={params.number} onChange={(number) => set({ number }, { replace: true })} label="Número da NF" className="sm:w-40 sm:flex-none" />
        <ListPeriod params={params} set={set} />
        <SupplierFilter value={params.supplierId} onChange={(supplierId) => set({ supplierId })} />
        <SearchInput value={params.receiver} onChange={(receiver) => set({ receiver }, { replace: true })} label="Recebedor" className="sm:w-48 sm:flex-none" />
        <SelectFilter
          label="Divergência"
          allLabel="Todas"
          value={params.discrepancy ?? ''}
          onChange={(v) => set({ discrepancy: v === 'with' || v === 'without' ? v : undefined })}
        >
          <option value="with">Com divergência</option>
          <option value="without">Sem divergência</option>
        </SelectFilter>
      </FilterBar>
      <ListCard
        title="Conferências"
        list={list}
        params={params}
        set={set}
        columns={COLUMNS}
        errorTitle="Erro ao carregar conferências"
        emptyTitle="Nenhuma conferência encontrada com os filtros atuais."
        actions={(c) => (
          <>
            <IconAction icon={Eye} label={`Ver detalhes da conferência da NF ${nfText(c)}`} title="Ver detalhes" onClick={() => setDetails(c.id)} />
            <RowDownloadLink href={checkPdfUrl(c.id)} label={`Baixar PDF da conferência da NF ${nfText(c)}`} title="Conferência (PDF)" />
          </>
        )}
      />
      {details !== null ? <CheckDetailsDialog checkId={details} onClose={() => setDetails(null)} /> : null}
    </div>
  );
}

import { Eye } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '@/domain/dates';
import { FISCAL_INVOICE_STATUS_LABELS, FISCAL_INVOICE_STATUSES } from '@/domain/fiscal/invoice-status';
import { formatBRL } from '@/domain/money';
import { fiscalInvoiceListQuerySchema } from '@/domain/schemas/fiscal';
import { RowDownloadLink } from '../../ui/download-link';
import { IconAction } from '../../ui/icon-action';
import { CellWithNote } from '../../ui/list/cell-with-note';
import type { ColumnDef } from '../../ui/list/data-table';
import { FilterBar } from '../../ui/list/filter-bar';
import { ListCard } from '../../ui/list/list-card';
import { CodeFilter, ListPeriod, ListSearch } from '../../ui/list/list-filters';
import { useListParams } from '../../ui/list/use-list-params';
import { PageHeader } from '../../ui/page-header';
import { danfeUrl, type FiscalInvoiceListItem, useFiscalInvoices } from './fiscal-api';
import { InvoiceDetailsDialog } from './invoice-details-dialog';
import { InvoiceStatusBadge } from './invoice-status-badge';

const numberOf = (i: FiscalInvoiceListItem) => (i.number ? `${i.number} / série ${i.series ?? '—'}` : '—');

const COLUMNS: ColumnDef<FiscalInvoiceListItem>[] = [
  { header: 'Criada em', cell: (i) => formatDateTime(i.createdAt), className: 'whitespace-nowrap' },
  { header: 'Pedido', primary: true, cell: (i) => <CellWithNote note={i.customerName}>#{i.orderShortId}</CellWithNote> },
  { header: 'Nota', cell: numberOf, className: 'whitespace-nowrap' },
  { header: 'Valor', cell: (i) => formatBRL(i.totalCents), className: 'whitespace-nowrap text-right tabular-nums' },
  {
    header: 'Situação',
    cell: (i) => (
      <span className="flex flex-col items-start gap-1">
        <InvoiceStatusBadge status={i.status} />
        {i.status === 'rejected' && i.sefazMessage ? <span className="text-xs text-red-800">{i.sefazMessage}</span> : null}
      </span>
    ),
  },
];

/** /admin/nfs/emitidas ('fiscal.manage'): the sales NF-e, filterable in the URL, with their details. */
export default function IssuedInvoicesPage() {
  const { params, set } = useListParams(fiscalInvoiceListQuerySchema);
  const list = useFiscalInvoices(params);
  const [openId, setOpenId] = useState<number | null>(null);

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Notas Emitidas"
        description="A NF-e de cada pedido pago. Uma nota rejeitada pede correção (por exemplo, o NCM de um produto) e 'Emitir novamente'."
      />
      <FilterBar>
        <ListSearch params={params} set={set} label="Buscar por pedido, cliente, número ou chave" className="sm:w-72 sm:flex-none" />
        <ListPeriod params={params} set={set} />
        <CodeFilter
          label="Situação"
          allLabel="Todas as situações"
          values={FISCAL_INVOICE_STATUSES}
          labels={FISCAL_INVOICE_STATUS_LABELS}
          value={params.status}
          onChange={(status) => set({ status })}
        />
      </FilterBar>
      <ListCard
        title="Notas Emitidas"
        list={list}
        params={params}
        set={set}
        columns={COLUMNS}
        errorTitle="Erro ao carregar notas emitidas"
        emptyTitle="Nenhuma nota encontrada com os filtros atuais."
        actions={(i) => (
          <>
            <IconAction icon={Eye} label={`Detalhes da nota do pedido #${i.orderShortId}`} title="Detalhes" onClick={() => setOpenId(i.id)} />
            {i.status === 'authorized' ? (
              <RowDownloadLink href={danfeUrl(i.id)} label={`DANFE da nota do pedido #${i.orderShortId}`} title="Baixar DANFE (PDF)" />
            ) : null}
          </>
        )}
      />
      {openId !== null ? <InvoiceDetailsDialog id={openId} onClose={() => setOpenId(null)} /> : null}
    </div>
  );
}

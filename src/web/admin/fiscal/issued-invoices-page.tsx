import { Eye } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '@/domain/dates';
import { FISCAL_INVOICE_STATUS_LABELS, FISCAL_INVOICE_STATUSES } from '@/domain/fiscal/invoice-status';
import { formatBRL } from '@/domain/money';
import { fiscalInvoiceListQuerySchema } from '@/domain/schemas/fiscal';
import { RowDownloadLink } from '../../ui/download-link';
import { IconAction } from '../../ui/icon-action';
import { CellWithNote } from '../../ui/list/cell-with-note';
import { CodeFilter } from '../../ui/list/code-filter';
import type { ColumnDef } from '../../ui/list/data-table';
import { FilterBar } from '../../ui/list/filter-bar';
import { ListCard, type ListMessages } from '../../ui/list/list-card';
import { ListPeriod, ListSearch } from '../../ui/list/list-filters';
import { useListView } from '../../ui/list/use-list-view';
import { PageHeader } from '../../ui/page-header';
import { danfeUrl, type FiscalInvoiceListItem, useFiscalInvoices } from './fiscal-api';
import { InvoiceDetailsDialog } from './invoice-details-dialog';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { OrdersWithoutInvoice } from './orders-without-invoice';

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

const MESSAGES: ListMessages = { error: 'Erro ao carregar notas emitidas', empty: 'Nenhuma nota encontrada com os filtros atuais.' };
const STATUS_CODES = { values: FISCAL_INVOICE_STATUSES, labels: FISCAL_INVOICE_STATUS_LABELS };

/** /admin/nfs/emitidas ('fiscal.manage'): the sales NF-e, filterable in the URL, with their details. */
export default function IssuedInvoicesPage() {
  const view = useListView(fiscalInvoiceListQuerySchema, useFiscalInvoices);
  const [openId, setOpenId] = useState<number | null>(null);
  const actions = (i: FiscalInvoiceListItem) => (
    <>
      <IconAction icon={Eye} label={`Detalhes da nota do pedido #${i.orderShortId}`} title="Detalhes" onClick={() => setOpenId(i.id)} />
      {i.status === 'authorized' ? (
        <RowDownloadLink href={danfeUrl(i.id)} label={`DANFE da nota do pedido #${i.orderShortId}`} title="Baixar DANFE (PDF)" />
      ) : null}
    </>
  );

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Notas Emitidas"
        description="A NF-e de cada pedido pago. Uma nota rejeitada pede correção (por exemplo, o NCM de um produto) e 'Emitir novamente'."
      />
      <OrdersWithoutInvoice />
      <FilterBar>
        <ListSearch {...view} label="Buscar por pedido, cliente, número ou chave" className="sm:w-72 sm:flex-none" />
        <ListPeriod {...view} />
        <CodeFilter {...view} field="status" codes={STATUS_CODES} label="Situação" allLabel="Todas as situações" />
      </FilterBar>
      <ListCard {...view} title="Notas Emitidas" columns={COLUMNS} messages={MESSAGES} actions={actions} />
      {openId !== null ? <InvoiceDetailsDialog id={openId} onClose={() => setOpenId(null)} /> : null}
    </div>
  );
}

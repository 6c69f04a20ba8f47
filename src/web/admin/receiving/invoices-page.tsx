import { ClipboardCheck, Eye, FileUp, ImageIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatDay } from '@/domain/dates';
import { formatBRL } from '@/domain/money';
import type { NfePreview } from '@/domain/schemas/receiving';
import { INVOICE_STATUS_LABELS, INVOICE_STATUSES, type SupplierInvoiceListItem, supplierInvoiceListQuerySchema } from '@/domain/schemas/receiving';
import { useCan } from '../../auth/use-can';
import { errorMessage } from '../../lib/api';
import { toastError } from '../../lib/toast';
import { Button } from '../../ui/button';
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
import { useMayOpen } from '../screen-access';
import { nfText } from './check-details-dialog';
import { InvoiceDetailsDialog } from './invoice-details-dialog';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { NfeImportDialog } from './nfe-import-dialog';
import { checkPdfUrl, invoicePhotoUrl, usePreviewNfe, useSupplierInvoices } from './receiving-api';

const COLUMNS: ColumnDef<SupplierInvoiceListItem>[] = [
  { header: 'NF', primary: true, cell: (n) => <span className="font-mono font-semibold text-stone-900">{nfText(n)}</span>, className: 'whitespace-nowrap' },
  { header: 'Emissão', cell: (n) => formatDay(n.emissionDate), className: 'whitespace-nowrap' },
  { header: 'Recebimento', cell: (n) => formatDay(n.receptionDate), className: 'whitespace-nowrap' },
  { header: 'Fornecedor', cell: (n) => n.supplierName },
  { header: 'Valor', cell: (n) => (n.totalCents > 0 ? formatBRL(n.totalCents) : '—'), className: 'whitespace-nowrap text-right' },
  { header: 'Status', cell: (n) => <InvoiceStatusBadge status={n.status} /> },
];

const MESSAGES: ListMessages = { error: 'Erro ao carregar notas fiscais', empty: 'Nenhuma nota fiscal encontrada com os filtros atuais.' };
const STATUS_CODES = { values: INVOICE_STATUSES, labels: INVOICE_STATUS_LABELS };

/** /admin/nfs/notas-fiscais: the suppliers' invoices as received, with filters in the URL, details, report and photo (requirements §2). */
export default function InvoicesPage() {
  const view = useListView(supplierInvoiceListQuerySchema, useSupplierInvoices);
  const [details, setDetails] = useState<number | null>(null);
  const can = useCan();
  const mayOpen = useMayOpen();
  const previewNfe = usePreviewNfe();
  const [importing, setImporting] = useState<{ file: File; preview: NfePreview } | null>(null);
  const xmlInput = useRef<HTMLInputElement>(null);
  // A refused XML's reason stays on the page, beside the button to choose another (not only in the toast).
  const [refused, setRefused] = useState<{ fileName: string; message: string } | null>(null);
  const onXml = (file: File | undefined) => {
    if (!file) return;
    setRefused(null);
    previewNfe.mutate(file, {
      onSuccess: (preview) => setImporting({ file, preview }),
      onError: (err) => {
        setRefused({ fileName: file.name, message: errorMessage(err) });
        toastError('Erro ao importar a NF-e')(err);
      },
    });
  };
  const actions = (n: SupplierInvoiceListItem) => (
    <>
      <IconAction icon={Eye} label={`Ver detalhes da NF ${nfText(n)}`} title="Ver detalhes" onClick={() => setDetails(n.id)} />
      {n.status === 'awaiting' && mayOpen('/admin/conferencia') ? (
        <Button asChild variant="outline" size="sm" className="h-9">
          <Link to={`/admin/conferencia?nota=${n.id}`} aria-label={`Conferir a NF ${nfText(n)}`}>
            <ClipboardCheck className="h-4 w-4" aria-hidden="true" /> Conferir
          </Link>
        </Button>
      ) : null}
      {n.checkId ? <RowDownloadLink href={checkPdfUrl(n.checkId)} label={`Baixar relatório da NF ${nfText(n)}`} title="Baixar relatório" /> : null}
      {n.hasPhoto ? (
        <Button asChild variant="ghost" size="icon" className="h-9 w-9" aria-label={`Baixar foto da NF ${nfText(n)}`} title="Baixar foto">
          <a href={invoicePhotoUrl(n.id)} target="_blank" rel="noopener">
            <ImageIcon className="h-4 w-4" aria-hidden="true" />
          </a>
        </Button>
      ) : null}
    </>
  );
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Notas Fiscais"
        description="Notas fiscais recebidas dos fornecedores e o resultado da conferência de cada uma."
        actions={
          can('stock.post') ? (
            <>
              {/* Hidden, out of the tab order: the button below is what the keyboard reaches and what shows the focus. */}
              <input
                ref={xmlInput}
                type="file"
                accept=".xml,text/xml,application/xml"
                className="hidden"
                tabIndex={-1}
                aria-hidden="true"
                onChange={(e) => {
                  onXml(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
              <Button disabled={previewNfe.isPending} onClick={() => xmlInput.current?.click()}>
                <FileUp className="h-4 w-4" aria-hidden="true" /> {previewNfe.isPending ? 'Lendo XML...' : 'Importar XML/NF'}
              </Button>
            </>
          ) : null
        }
      />
      {refused ? (
        <div
          role="alert"
          className="flex items-start justify-between gap-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          data-testid="nfe-import-refused"
        >
          <div className="min-w-0">
            <p className="font-semibold">Erro ao importar a NF-e</p>
            <p className="break-words">
              {refused.fileName}: {refused.message}
            </p>
          </div>
          <Button variant="ghost" size="sm" onClick={() => setRefused(null)}>
            Fechar
          </Button>
        </div>
      ) : null}
      <FilterBar>
        <ListSearch {...view} label="Buscar por número, fornecedor, item..." className="sm:w-64 sm:flex-none" />
        <ListPeriod {...view} />
        <SupplierFilter value={view.params.supplierId} onChange={(supplierId) => view.set({ supplierId })} />
        <CodeFilter {...view} field="status" codes={STATUS_CODES} label="Status" allLabel="Todos os Status" />
      </FilterBar>
      <ListCard {...view} title="Notas Recebidas" columns={COLUMNS} messages={MESSAGES} actions={actions} />
      {details !== null ? <InvoiceDetailsDialog invoiceId={details} onClose={() => setDetails(null)} /> : null}
      {importing ? <NfeImportDialog file={importing.file} preview={importing.preview} onClose={() => setImporting(null)} /> : null}
    </div>
  );
}

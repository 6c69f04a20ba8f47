import { Camera, ImageIcon } from 'lucide-react';
import { useId } from 'react';
import { formatBRL } from '@/domain/money';
import { INVOICE_PHOTO_UPLOADED_TOAST } from '@/domain/schemas/receiving';
import { useCan } from '../../auth/use-can';
import { toast, toastError } from '../../lib/toast';
import { Button } from '../../ui/button';
import { DetailFields } from '../../ui/detail-fields';
import { DownloadLink } from '../../ui/download-link';
import { QueryDialog } from '../../ui/query-dialog';
import { Table, TBody, TD, TH, THead, TR } from '../../ui/table';
import { nfText } from './check-details-dialog';
import { invoiceHeadingFields } from './invoice-heading-fields';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { checkPdfUrl, invoicePhotoUrl, useSupplierInvoice, useUploadInvoicePhoto } from './receiving-api';

/** A received invoice: dates, supplier, total, items expected vs received; its report, its photo. */
export function InvoiceDetailsDialog({ invoiceId, onClose }: { invoiceId: number; onClose: () => void }) {
  const query = useSupplierInvoice(invoiceId);
  const upload = useUploadInvoicePhoto(invoiceId);
  const can = useCan();
  const fileId = useId();
  const onFile = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => toast.success(INVOICE_PHOTO_UPLOADED_TOAST),
      onError: toastError('Erro ao carregar a foto'),
    });
  };
  return (
    <QueryDialog query={query} title={(n) => (n ? `Nota Fiscal ${nfText(n)}` : 'Nota Fiscal')} errorTitle="Erro ao carregar nota fiscal" onClose={onClose}>
      {(n) => (
        <>
          <DetailFields
            fields={[
              ...invoiceHeadingFields(n),
              ['Valor total', n.totalCents > 0 ? formatBRL(n.totalCents) : '—'],
              ['Status', <InvoiceStatusBadge key="s" status={n.status} />],
            ]}
          />
          <Table aria-label={`Itens da nota fiscal ${nfText(n)}`} className="min-w-0">
            <THead>
              <tr>
                <TH>Item</TH>
                <TH className="text-right">Esperado</TH>
                <TH className="text-right">Recebido</TH>
              </tr>
            </THead>
            <TBody>
              {n.items.map((i) => (
                <TR key={i.lineNo}>
                  <TD>
                    {i.name}
                    {i.productCode ? <span className="block font-mono text-xs text-stone-600">{i.productCode}</span> : null}
                  </TD>
                  <TD className="text-right">{i.expected}</TD>
                  <TD className={i.received !== null && i.received !== i.expected ? 'text-right font-medium text-red-700' : 'text-right'}>
                    {i.received ?? '—'}
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
            {can('stock.post') ? (
              <>
                <input
                  id={fileId}
                  type="file"
                  accept="image/*,application/pdf"
                  capture="environment"
                  className="sr-only"
                  onChange={(e) => {
                    onFile(e.target.files?.[0]);
                    e.target.value = '';
                  }}
                />
                <Button asChild variant="outline">
                  <label htmlFor={fileId} className="cursor-pointer">
                    <Camera className="h-4 w-4" aria-hidden="true" /> {upload.isPending ? 'Enviando...' : n.hasPhoto ? 'Trocar foto' : 'Carregar foto'}
                  </label>
                </Button>
              </>
            ) : null}
            {n.hasPhoto ? (
              <Button asChild variant="outline">
                <a href={invoicePhotoUrl(n.id)} target="_blank" rel="noopener">
                  <ImageIcon className="h-4 w-4" aria-hidden="true" /> Baixar foto
                </a>
              </Button>
            ) : null}
            {n.checkId ? <DownloadLink href={checkPdfUrl(n.checkId)}>Baixar relatório</DownloadLink> : null}
          </div>
        </>
      )}
    </QueryDialog>
  );
}

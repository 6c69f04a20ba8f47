import type { TransferInvoiceSummary } from '@/domain/api/fiscal';
import { FISCAL_INVOICE_BADGE_CLASSES } from '@/domain/fiscal/invoice-status';
import { useCan } from '../../auth/use-can';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { DownloadLink } from '../../ui/download-link';
import { transferNfeUrl, useReissueTransferInvoice } from './transfers-api';

const groupKey = (key: string) => key.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The NF-e de transferência of a transfer between two establishments (decision 073): status, number, key, DANFE and XML. */
export function TransferInvoiceCard({ transferId, invoice }: { transferId: number; invoice: TransferInvoiceSummary | 'queued' }) {
  if (invoice === 'queued') {
    return (
      <Card>
        <CardHeader>
          <CardTitle>NF-e de transferência</CardTitle>
        </CardHeader>
        <CardContent className="text-sm text-stone-600">
          Origem e destino são estabelecimentos diferentes: a nota entrou na fila de emissão; esta página se atualiza sozinha.
        </CardContent>
      </Card>
    );
  }
  return <IssuedInvoiceCard transferId={transferId} invoice={invoice} />;
}

function IssuedInvoiceCard({ transferId, invoice }: { transferId: number; invoice: TransferInvoiceSummary }) {
  const can = useCan();
  const reissue = useReissueTransferInvoice(invoice.id);
  const again = () =>
    reissue.mutate(
      { version: invoice.version },
      {
        onSuccess: () => toast.success('Nota enviada de novo.'),
        onError: (err) => toast.error('Não foi possível emitir de novo', { description: errorMessage(err) }),
      },
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle>NF-e de transferência</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm sm:grid-cols-3">
        <p>
          <span className="block text-stone-600">Situação</span>
          <Badge className={`border ${FISCAL_INVOICE_BADGE_CLASSES[invoice.status]}`}>{invoice.statusLabel}</Badge>
        </p>
        {invoice.number ? (
          <p>
            <span className="block text-stone-600">Número</span>
            {invoice.number} · série {invoice.series ?? '—'}
          </p>
        ) : null}
        {invoice.accessKey ? (
          <p className="sm:col-span-3">
            <span className="block text-stone-600">Chave de acesso</span>
            <span className="break-all font-mono" data-testid="transfer-nfe-key">
              {groupKey(invoice.accessKey)}
            </span>
          </p>
        ) : null}
        {invoice.status === 'processing' ? <p className="text-stone-600 sm:col-span-3">A nota está sendo emitida; esta página se atualiza sozinha.</p> : null}
        {invoice.errors.length ? (
          <ul className="list-disc pl-5 text-red-800 sm:col-span-3">
            {invoice.errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        ) : null}
        {invoice.status === 'rejected' && can('fiscal.manage') ? (
          <div className="sm:col-span-3">
            <Button variant="outline" onClick={again} disabled={reissue.isPending}>
              Emitir novamente
            </Button>
          </div>
        ) : null}
        {invoice.hasDanfe || invoice.hasXml ? (
          <div className="flex flex-wrap gap-2 sm:col-span-3">
            {invoice.hasDanfe ? (
              <DownloadLink href={transferNfeUrl(transferId, 'danfe')} variant="outline">
                DANFE (PDF)
              </DownloadLink>
            ) : null}
            {invoice.hasXml ? (
              <DownloadLink href={transferNfeUrl(transferId, 'xml')} variant="outline">
                XML da nota
              </DownloadLink>
            ) : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

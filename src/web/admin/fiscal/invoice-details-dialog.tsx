import { RotateCcw, XCircle } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '@/domain/dates';
import { FISCAL_ENVIRONMENT_LABELS } from '@/domain/fiscal/build-nfe-request';
import { FISCAL_INVOICE_WORKFLOW } from '@/domain/fiscal/invoice-status';
import { formatBRL } from '@/domain/money';
import { statusLabel } from '@/domain/workflow/define-workflow';
import { toast, toastError } from '../../lib/toast';
import { Button } from '../../ui/button';
import { DetailFields, DetailSection } from '../../ui/detail-fields';
import { DocumentHistory } from '../../ui/documents/document-history';
import { DownloadLink } from '../../ui/download-link';
import { QueryDialog } from '../../ui/query-dialog';
import { CancelInvoiceDialog } from './cancel-invoice-dialog';
import { cancelXmlUrl, danfeUrl, type FiscalInvoiceDetail, invoiceFilesPending, useFiscalInvoice, useReissueInvoice, xmlUrl } from './fiscal-api';
import { InvoiceStatusBadge } from './invoice-status-badge';

const label = (s: string) => statusLabel(FISCAL_INVOICE_WORKFLOW, s);

/** An invoice: its numbers, what SEFAZ said (with what to do), its history, downloads and the two actions. */
export function InvoiceDetailsDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const q = useFiscalInvoice(id);
  const [cancelling, setCancelling] = useState(false);
  return (
    <>
      <QueryDialog
        query={q}
        title={(i) => (i ? `Nota do pedido #${i.orderShortId}` : 'Nota fiscal')}
        errorTitle="Erro ao buscar item em notas emitidas"
        onClose={onClose}
      >
        {(i) => <InvoiceDetails invoice={i} onCancel={() => setCancelling(true)} />}
      </QueryDialog>
      {cancelling && q.data ? <CancelInvoiceDialog invoice={q.data} onClose={() => setCancelling(false)} /> : null}
    </>
  );
}

function InvoiceDetails({ invoice: i, onCancel }: { invoice: FiscalInvoiceDetail; onCancel: () => void }) {
  const reissue = useReissueInvoice();
  const onReissue = () =>
    reissue.mutate(
      { id: i.id, version: i.version },
      {
        onSuccess: (after) => {
          if (after.status === 'rejected') toast.error('A nota foi rejeitada de novo', { description: after.sefazMessage ?? undefined });
          else toast.success(after.status === 'authorized' ? 'Nota autorizada!' : 'Nota reenviada: aguardando a SEFAZ.');
        },
        onError: toastError('Erro ao emitir a nota novamente'),
      },
    );

  return (
    <>
      <DetailFields
        fields={[
          ['Situação', <InvoiceStatusBadge key="s" status={i.status} />],
          ['Pedido', `#${i.order.shortId} — ${i.order.customerName} (${i.order.customerEmail})`],
          ['Valor', formatBRL(i.totalCents)],
          ['Ambiente', FISCAL_ENVIRONMENT_LABELS[i.environment]],
          i.number && ['Número / série', `${i.number} / ${i.series ?? '—'}`],
          i.accessKey && [
            'Chave de acesso',
            <span key="k" className="font-mono text-xs">
              {i.accessKey}
            </span>,
          ],
          i.protocol && ['Protocolo', i.protocol],
          i.authorizedAt && ['Autorizada em', formatDateTime(i.authorizedAt)],
          i.status === 'authorized' && i.cancelDeadline && ['Cancelável até', formatDateTime(i.cancelDeadline)],
          i.cancelledAt && ['Cancelada em', formatDateTime(i.cancelledAt)],
          i.cancelJustification && ['Justificativa', i.cancelJustification],
        ]}
      />
      <DetailSection title="Mensagens da SEFAZ">
        {i.messages.length === 0 ? (
          <p className="text-stone-600">Nenhuma mensagem.</p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label="Mensagens da SEFAZ">
            {i.messages.map((m) => (
              <li
                key={`${m.at}-${m.code}-${m.text}`}
                className={m.kind === 'error' ? 'rounded-md bg-red-50 px-3 py-2 text-red-900' : 'rounded-md bg-stone-50 px-3 py-2 text-stone-800'}
              >
                <p className="font-medium">
                  {m.code ? `${m.code} — ` : ''}
                  {m.text}
                </p>
                {m.hint ? <p className="text-sm">{m.hint}</p> : null}
                <p className="text-xs opacity-80">{formatDateTime(m.at)}</p>
              </li>
            ))}
          </ul>
        )}
      </DetailSection>
      {i.status === 'authorized' && invoiceFilesPending(i) ? (
        <p role="status" className="text-sm text-stone-700">
          O XML e a DANFE estão chegando do provedor; os botões para baixá-los aparecem aqui.
        </p>
      ) : null}
      {i.hasDanfe || i.hasXml || i.hasCancelXml || i.canReissue || i.canCancel ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {i.hasDanfe ? (
            <DownloadLink href={danfeUrl(i.id)} variant="outline">
              DANFE (PDF)
            </DownloadLink>
          ) : null}
          {i.hasXml ? (
            <DownloadLink href={xmlUrl(i.id)} variant="outline">
              XML
            </DownloadLink>
          ) : null}
          {i.hasCancelXml ? (
            <DownloadLink href={cancelXmlUrl(i.id)} variant="outline">
              XML do cancelamento
            </DownloadLink>
          ) : null}
          {i.canReissue ? (
            <Button onClick={onReissue} disabled={reissue.isPending}>
              <RotateCcw className="h-4 w-4" aria-hidden="true" /> {reissue.isPending ? 'Enviando...' : 'Emitir novamente'}
            </Button>
          ) : null}
          {i.canCancel ? (
            <Button variant="danger" onClick={onCancel}>
              <XCircle className="h-4 w-4" aria-hidden="true" /> Cancelar nota
            </Button>
          ) : null}
        </div>
      ) : null}
      <DetailSection title="Histórico">
        <DocumentHistory entries={i.history} label={label} />
      </DetailSection>
    </>
  );
}

import { formatDateTime } from '@/domain/dates';
import { formatQuantity, signedQuantity } from '@/domain/units';
import { cn } from '../../lib/cn';
import { Badge } from '../../ui/badge';
import { DetailFields } from '../../ui/detail-fields';
import { DialogActions } from '../../ui/dialog-actions';
import { DownloadLink } from '../../ui/download-link';
import { QueryDialog } from '../../ui/query-dialog';
import { Table, TBody, TD, TH, THead, TR } from '../../ui/table';
import { invoiceHeadingFields } from './invoice-heading-fields';
import { checkPdfUrl, useReceivingCheck } from './receiving-api';

export const nfText = (c: { number: string; series: string }) => (c.series ? `${c.number}/${c.series}` : c.number);

export function DiscrepancyBadge({ has }: { has: boolean }) {
  return <Badge className={cn(has ? 'bg-amber-100 text-amber-900' : 'bg-green-100 text-green-900')}>{has ? 'Com divergência' : 'Sem divergência'}</Badge>;
}

/** A posted check: the invoice, who received and who approved, every line expected vs received, and its report. */
export function CheckDetailsDialog({ checkId, onClose }: { checkId: number; onClose: () => void }) {
  const query = useReceivingCheck(checkId);
  return (
    <QueryDialog
      query={query}
      title={(c) => (c ? `Conferência da NF ${nfText(c)}` : 'Conferência')}
      errorTitle="Erro ao carregar conferência"
      onClose={onClose}
    >
      {(c) => (
        <>
          <DetailFields
            fields={[
              ...invoiceHeadingFields(c),
              ['Recebedor', c.receiverName],
              ['Registrada por', `${c.createdByName || '—'}${c.postedAt ? ` em ${formatDateTime(c.postedAt)}` : ''}`],
              ['Aprovada por', c.approvedByName ?? '—'],
              ['Estoque', c.autoEntry ? 'Entrada automática' : 'Sem entrada automática'],
              ['Situação', <DiscrepancyBadge key="d" has={c.hasDiscrepancy} />],
            ]}
          />
          <Table aria-label={`Itens da conferência da NF ${nfText(c)}`} className="min-w-0">
            <THead>
              <tr>
                <TH>Produto</TH>
                <TH className="text-right">Nota</TH>
                <TH className="text-right">Recebido</TH>
                <TH className="text-right">Dif.</TH>
              </tr>
            </THead>
            <TBody>
              {c.lines.map((l) => {
                const diff = l.receivedQuantity - l.expectedQuantity;
                return (
                  <TR key={l.productId}>
                    <TD>
                      {l.productName}
                      <span className="block font-mono text-xs text-stone-600">{l.productCode}</span>
                    </TD>
                    <TD className="text-right whitespace-nowrap">{formatQuantity(l.expectedQuantity, l.unit)}</TD>
                    <TD className="text-right whitespace-nowrap">{formatQuantity(l.receivedQuantity, l.unit)}</TD>
                    <TD className={cn('text-right font-medium', diff < 0 ? 'text-red-700' : diff > 0 ? 'text-amber-800' : 'text-green-800')}>
                      {signedQuantity(diff, l.unit)}
                    </TD>
                  </TR>
                );
              })}
            </TBody>
          </Table>
          <div>
            <h3 className="font-medium text-stone-900">Relatório</h3>
            <p className="mt-1 whitespace-pre-line rounded-md border border-stone-200 bg-stone-50 p-3 text-stone-800">{c.reportSummary}</p>
          </div>
          <DialogActions onCancel={onClose} cancelLabel="Fechar">
            <DownloadLink href={checkPdfUrl(c.id)}>Baixar PDF</DownloadLink>
          </DialogActions>
        </>
      )}
    </QueryDialog>
  );
}

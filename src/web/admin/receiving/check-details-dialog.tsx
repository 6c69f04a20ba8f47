import { formatDate, formatDateTime } from '@/domain/dates';
import { cn } from '../../lib/cn';
import { Badge } from '../../ui/badge';
import { Dialog } from '../../ui/dialog';
import { DialogActions } from '../../ui/dialog-actions';
import { ListState } from '../../ui/list-state';
import { Table, TBody, TD, TH, THead, TR } from '../../ui/table';
import { checkPdfUrl, useReceivingCheck } from './receiving-api';
import { DownloadLink } from '../../ui/download-link';

export const dayText = (iso: string | null) => (iso ? formatDate(`${iso}T12:00:00-03:00`) : '—');
export const nfText = (c: { number: string; series: string }) => (c.series ? `${c.number}/${c.series}` : c.number);

export function DiscrepancyBadge({ has }: { has: boolean }) {
  return (
    <Badge className={cn(has ? 'bg-amber-100 text-amber-900' : 'bg-green-100 text-green-900')}>{has ? 'Com divergência' : 'Sem divergência'}</Badge>
  );
}

/** A posted check: the invoice, who received and who approved, every line expected vs received, and its report. */
export function CheckDetailsDialog({ checkId, onClose }: { checkId: number; onClose: () => void }) {
  const query = useReceivingCheck(checkId);
  const c = query.data;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={c ? `Conferência da NF ${nfText(c)}` : 'Conferência'} className="max-w-2xl">
      <ListState query={query} isEmpty={false} errorTitle="Erro ao carregar conferência" emptyTitle="">
        {c ? (
          <div className="flex flex-col gap-4 text-sm">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="text-stone-600">Fornecedor</dt>
              <dd className="font-medium text-stone-900">{c.supplierName}</dd>
              <dt className="text-stone-600">Emissão</dt>
              <dd>{dayText(c.emissionDate)}</dd>
              <dt className="text-stone-600">Recebimento</dt>
              <dd>{dayText(c.receptionDate)}</dd>
              <dt className="text-stone-600">Recebedor</dt>
              <dd>{c.receiverName}</dd>
              <dt className="text-stone-600">Registrada por</dt>
              <dd>
                {c.createdByName || '—'}
                {c.postedAt ? ` em ${formatDateTime(c.postedAt)}` : ''}
              </dd>
              <dt className="text-stone-600">Aprovada por</dt>
              <dd>{c.approvedByName ?? '—'}</dd>
              <dt className="text-stone-600">Estoque</dt>
              <dd>{c.autoEntry ? 'Entrada automática' : 'Sem entrada automática'}</dd>
              <dt className="text-stone-600">Situação</dt>
              <dd>
                <DiscrepancyBadge has={c.hasDiscrepancy} />
              </dd>
            </dl>
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
                      <TD className="text-right">{l.expectedQuantity}</TD>
                      <TD className="text-right">{l.receivedQuantity}</TD>
                      <TD className={cn('text-right font-medium', diff < 0 ? 'text-red-700' : diff > 0 ? 'text-amber-800' : 'text-green-800')}>
                        {diff > 0 ? `+${diff}` : diff}
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
          </div>
        ) : null}
      </ListState>
    </Dialog>
  );
}

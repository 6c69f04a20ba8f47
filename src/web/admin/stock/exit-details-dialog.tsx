import { formatDate, formatDateTime } from '@/domain/dates';
import { Dialog } from '../../ui/dialog';
import { DialogActions } from '../../ui/dialog-actions';
import { ListState } from '../../ui/list-state';
import { Table, TBody, TD, TH, THead, TR } from '../../ui/table';
import { exitPdfUrl, useExit } from './stock-api';
import { DownloadLink } from '../../ui/download-link';

/** An exit as it left: store, date, who registered it, notes and its items with code, place and quantity. */
export function ExitDetailsDialog({ exitId, onClose }: { exitId: number; onClose: () => void }) {
  const exit = useExit(exitId);
  const x = exit.data;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={x ? `Saída ${x.code}` : 'Saída'} className="max-w-2xl">
      <ListState query={exit} isEmpty={false} errorTitle="Erro ao carregar saída" emptyTitle="">
        {x ? (
          <div className="flex flex-col gap-4 text-sm">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="text-stone-600">Loja</dt>
              <dd className="font-medium text-stone-900">{x.storeName}</dd>
              <dt className="text-stone-600">Data</dt>
              <dd>{formatDate(`${x.exitDate}T12:00:00-03:00`)}</dd>
              <dt className="text-stone-600">Registrada por</dt>
              <dd>
                {x.createdByName || '—'} em {formatDateTime(x.createdAt)}
              </dd>
              {x.source ? (
                <>
                  <dt className="text-stone-600">Solicitação</dt>
                  <dd>{x.source.label}</dd>
                </>
              ) : null}
              <dt className="text-stone-600">Observações</dt>
              <dd className="break-words">{x.notes || '—'}</dd>
            </dl>
            <Table aria-label={`Itens da saída ${x.code}`} className="min-w-0">
              <THead>
                <tr>
                  <TH>Código</TH>
                  <TH>Produto</TH>
                  <TH>Local</TH>
                  <TH className="text-right">Qtd.</TH>
                </tr>
              </THead>
              <TBody>
                {x.items.map((i) => (
                  <TR key={i.productId}>
                    <TD className="font-mono text-xs">{i.productCode}</TD>
                    <TD>{i.productName}</TD>
                    <TD className="whitespace-nowrap">{[i.shelf && `Prat. ${i.shelf}`, i.box && `Cx. ${i.box}`].filter(Boolean).join(' / ') || '—'}</TD>
                    <TD className="text-right">{i.quantity}</TD>
                  </TR>
                ))}
              </TBody>
            </Table>
            <p className="text-right font-medium">
              {x.lineCount} {x.lineCount === 1 ? 'item' : 'itens'} · {x.totalItems} unidades
            </p>
            <DialogActions onCancel={onClose} cancelLabel="Fechar">
              <DownloadLink href={exitPdfUrl(x.id)}>Baixar guia de remessa (PDF)</DownloadLink>
            </DialogActions>
          </div>
        ) : null}
      </ListState>
    </Dialog>
  );
}

import { formatDate, formatDateTime } from '@/domain/dates';
import { countOf } from '@/domain/plural';
import { formatQuantities, formatQuantity } from '@/domain/units';
import { DetailFields } from '../../ui/detail-fields';
import { DialogActions } from '../../ui/dialog-actions';
import { DownloadLink } from '../../ui/download-link';
import { QueryDialog } from '../../ui/query-dialog';
import { Table, TBody, TD, TH, THead, TR } from '../../ui/table';
import { exitPdfUrl, useExit } from './stock-api';

/** An exit as it left: store, date, who registered it, notes and its items with code, place and quantity. */
export function ExitDetailsDialog({ exitId, onClose }: { exitId: number; onClose: () => void }) {
  const exit = useExit(exitId);
  return (
    <QueryDialog query={exit} title={(x) => (x ? `Saída ${x.code}` : 'Saída')} errorTitle="Erro ao carregar saída" onClose={onClose}>
      {(x) => (
        <>
          <DetailFields
            fields={[
              ['Loja', <strong key="l">{x.storeName}</strong>],
              ['Data', formatDate(`${x.exitDate}T12:00:00-03:00`)],
              ['Registrada por', `${x.createdByName || '—'} em ${formatDateTime(x.createdAt)}`],
              x.source && ['Solicitação', x.source.label],
              ['Observações', x.notes || '—'],
            ]}
          />
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
                  <TD className="whitespace-nowrap text-right">{formatQuantity(i.quantity, i.unit)}</TD>
                </TR>
              ))}
            </TBody>
          </Table>
          <p className="text-right font-medium">
            {countOf(x.lineCount, 'item', 'itens')} · {formatQuantities(x.items)}
          </p>
          <DialogActions onCancel={onClose} cancelLabel="Fechar">
            <DownloadLink href={exitPdfUrl(x.id)}>Baixar guia de remessa (PDF)</DownloadLink>
          </DialogActions>
        </>
      )}
    </QueryDialog>
  );
}

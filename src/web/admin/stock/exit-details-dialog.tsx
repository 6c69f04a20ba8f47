import { formatDateTime, formatDay } from '@/domain/dates';
import { countOf } from '@/domain/plural';
import { EXIT_REVERSED_TOAST } from '@/domain/schemas/stock-documents';
import { formatQuantities, formatQuantity } from '@/domain/units';
import { useCan } from '../../auth/use-can';
import { toast, toastError } from '../../lib/toast';
import { Button } from '../../ui/button';
import { DetailFields } from '../../ui/detail-fields';
import { DialogActions } from '../../ui/dialog-actions';
import { DownloadLink } from '../../ui/download-link';
import { QueryDialog } from '../../ui/query-dialog';
import { Table, TBody, TD, TH, THead, TR } from '../../ui/table';
import { exitPdfUrl, useExit, useReverseExit } from './stock-api';

/**
 * An exit as it left: store, date, who registered it, notes and its items with code, place and
 * quantity; 'Estornar' (who may reverse documents) brings its units back, as an entry's 'Excluir' does.
 */
export function ExitDetailsDialog({ exitId, onClose }: { exitId: number; onClose: () => void }) {
  const exit = useExit(exitId);
  const reverse = useReverseExit();
  const can = useCan();
  const onReverse = (code: string) => {
    if (!window.confirm(`Tem certeza que deseja estornar a saída ${code}? As unidades voltarão ao estoque.`)) return;
    reverse.mutate(exitId, { onSuccess: () => toast.success(EXIT_REVERSED_TOAST), onError: toastError('Erro ao estornar a saída') });
  };
  return (
    <QueryDialog query={exit} title={(x) => (x ? `Saída ${x.code}` : 'Saída')} errorTitle="Erro ao carregar saída" onClose={onClose}>
      {(x) => (
        <>
          <DetailFields
            fields={[
              ['Loja', <strong key="l">{x.storeName}</strong>],
              ['Data', formatDay(x.exitDate)],
              ['Registrada por', `${x.createdByName || '—'} em ${formatDateTime(x.createdAt)}`],
              x.source && ['Solicitação', x.source.label],
              x.reversedAt && ['Estornada', `por ${x.reversedByName || '—'} em ${formatDateTime(x.reversedAt)}`],
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
            {x.reversedAt || x.source || !can('documents.reverse') ? null : (
              <Button type="button" variant="outline" disabled={reverse.isPending} onClick={() => onReverse(x.code)}>
                Estornar
              </Button>
            )}
            <DownloadLink href={exitPdfUrl(x.id)}>Baixar guia de remessa (PDF)</DownloadLink>
          </DialogActions>
        </>
      )}
    </QueryDialog>
  );
}

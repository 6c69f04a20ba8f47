import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '@/domain/dates';
import type { TransferDetail } from '@/domain/schemas/transfers';
import { DIVERGENCE_OUTCOME_LABELS, isShipped, TRANSFER_STATUS_LABELS, type TransferStatus } from '@/domain/transfers';
import { useCan, useMyPermissions } from '../../auth/use-can';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { DocumentHistory } from '../../ui/documents';
import { DownloadLink } from '../../ui/download-link';
import { ListState } from '../../ui/list-state';
import { PageHeader } from '../../ui/page-header';
import { Table, TBody, TD, TH, THead, TR } from '../../ui/table';
import { ReceiveTransfer } from './receive-transfer';
import { ResolveDivergenceDialog } from './resolve-divergence-dialog';
import { TransferInvoiceCard } from './transfer-invoice-card';
import { TransferStatusBadge } from './transfer-status-badge';
import { type TransferMove, transferGuiaUrl, useMoveTransfer, useTransfer } from './transfers-api';

const statusLabel = (s: string) => TRANSFER_STATUS_LABELS[s as TransferStatus] ?? s;

const MOVE_TOAST: Record<TransferMove, string> = {
  separate: 'Transferência separada: itens reservados na origem.',
  send: 'Transferência enviada: itens em trânsito.',
  cancel: 'Transferência cancelada.',
};

/** /admin/transferencias/:id: the transfer, its lines, its history and what the user may do next. */
export default function TransferDetailPage() {
  const { id = '' } = useParams();
  const q = useTransfer(Number(id));
  return (
    <div className="flex flex-col gap-4">
      <Link to="/admin/transferencias" className="inline-flex items-center gap-1 text-sm text-stone-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Transferências
      </Link>
      <ListState query={q} isEmpty={!q.data} errorTitle="Erro ao carregar a transferência" emptyTitle="Transferência não encontrada.">
        {q.data ? <TransferView t={q.data} /> : null}
      </ListState>
    </div>
  );
}

function TransferView({ t }: { t: TransferDetail }) {
  const can = useCan();
  const { storeId } = useMyPermissions();
  const move = useMoveTransfer(t.id);
  const [resolving, setResolving] = useState(false);
  const atOrigin = storeId === null || t.fromStoreId === storeId;
  const atDestination = storeId === null || t.toStoreId === storeId;
  const mayMove = can('transfers.send') && atOrigin;
  const run = (m: TransferMove) =>
    move.mutate(
      { move: m, version: t.version },
      { onSuccess: () => toast.success(MOVE_TOAST[m]), onError: (err) => toast.error('Não foi possível concluir', { description: errorMessage(err) }) },
    );
  return (
    <>
      <PageHeader
        title={`Transferência ${t.code}`}
        description={`${t.fromName} → ${t.toName}`}
        actions={
          <div className="flex flex-wrap gap-2">
            {mayMove && t.status === 'draft' ? (
              <Button onClick={() => run('separate')} disabled={move.isPending}>
                Separar
              </Button>
            ) : null}
            {mayMove && t.status === 'picked' ? (
              <Button onClick={() => run('send')} disabled={move.isPending}>
                Enviar
              </Button>
            ) : null}
            {mayMove && (t.status === 'draft' || t.status === 'picked') ? (
              <Button variant="outline" onClick={() => run('cancel')} disabled={move.isPending}>
                Cancelar transferência
              </Button>
            ) : null}
            {isShipped(t.status) ? (
              <DownloadLink href={transferGuiaUrl(t.id)} variant="outline">
                Guia de remessa (PDF)
              </DownloadLink>
            ) : null}
            {can('transfers.resolve') && t.status === 'divergent' ? <Button onClick={() => setResolving(true)}>Resolver divergência</Button> : null}
          </div>
        }
      />
      <Card>
        <CardContent className="grid gap-3 pt-4 text-sm sm:grid-cols-3">
          <p>
            <span className="block text-stone-600">Situação</span>
            <TransferStatusBadge status={t.status} />
          </p>
          <p>
            <span className="block text-stone-600">Criada por</span>
            {t.createdByName || '—'} · {formatDateTime(t.createdAt)}
          </p>
          <p>
            <span className="block text-stone-600">Enviada em</span>
            {t.sentAt ? formatDateTime(t.sentAt) : '—'}
          </p>
          {t.requestCode ? (
            <p>
              <span className="block text-stone-600">Solicitação</span>
              {t.requestCode}
            </p>
          ) : null}
          {t.exitCode ? (
            <p>
              <span className="block text-stone-600">Saída</span>
              {t.exitCode}
            </p>
          ) : null}
          {t.missingQuantity > 0 ? (
            <p>
              <span className="block text-stone-600">Divergência</span>
              {t.missingQuantity} un. faltando{t.resolution ? ` · ${DIVERGENCE_OUTCOME_LABELS[t.resolution]}` : ''}
            </p>
          ) : null}
          {t.notes ? (
            <p className="sm:col-span-3">
              <span className="block text-stone-600">Observações</span>
              {t.notes}
            </p>
          ) : null}
        </CardContent>
      </Card>
      {t.invoice ? <TransferInvoiceCard transferId={t.id} invoice={t.invoice} /> : null}
      {t.status === 'sent' && can('transfers.receive') && atDestination ? (
        <ReceiveTransfer transfer={t} />
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>Itens</CardTitle>
          </CardHeader>
          <CardContent>
            <Table>
              <THead>
                <TR>
                  <TH>Código</TH>
                  <TH>Produto</TH>
                  <TH className="text-right">Enviado</TH>
                  <TH className="text-right">Recebido</TH>
                </TR>
              </THead>
              <TBody>
                {t.items.map((i) => (
                  <TR key={i.id}>
                    <TD className="font-mono">{i.productCode}</TD>
                    <TD>{i.productName}</TD>
                    <TD className="text-right">{i.quantity}</TD>
                    <TD className="text-right">{i.receivedQuantity ?? '—'}</TD>
                  </TR>
                ))}
              </TBody>
            </Table>
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader>
          <CardTitle>Histórico</CardTitle>
        </CardHeader>
        <CardContent>
          <DocumentHistory
            entries={t.history}
            label={statusLabel}
            describeData={(d) => (typeof d.outcome === 'string' ? [DIVERGENCE_OUTCOME_LABELS[d.outcome as 'loss'] ?? d.outcome] : [])}
          />
        </CardContent>
      </Card>
      {resolving ? <ResolveDivergenceDialog transfer={t} onClose={() => setResolving(false)} /> : null}
    </>
  );
}

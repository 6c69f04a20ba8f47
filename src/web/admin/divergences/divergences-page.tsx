import { Eye } from 'lucide-react';
import { useNavigate } from 'react-router';
import { formatDateTime } from '@/domain/dates';
import { formatBRL } from '@/domain/money';
import { DIVERGENCE_SITUATION_LABELS, DIVERGENCE_SITUATIONS, type DivergenceListItem, divergenceListQuerySchema } from '@/domain/schemas/divergences';
import { divergenceOutcomeLabel } from '@/domain/transfers';
import { useCan } from '../../auth/use-can';
import { IconAction } from '../../ui/icon-action';
import { CellWithNote } from '../../ui/list/cell-with-note';
import { CodeFilter } from '../../ui/list/code-filter';
import type { ColumnDef } from '../../ui/list/data-table';
import { FilterBar } from '../../ui/list/filter-bar';
import { ListCard, type ListMessages } from '../../ui/list/list-card';
import { ListPeriod, ListSearch } from '../../ui/list/list-filters';
import { useListView } from '../../ui/list/use-list-view';
import { PageHeader } from '../../ui/page-header';
import { useDivergences } from './divergences-api';

const COLUMNS: ColumnDef<DivergenceListItem>[] = [
  { header: 'Produto', primary: true, cell: (x) => <CellWithNote note={x.productCode}>{x.productName}</CellWithNote> },
  {
    header: 'Transferência',
    cell: (x) => (
      <CellWithNote note={x.receivedAt ? `Recebida em ${formatDateTime(x.receivedAt)}` : null}>
        <span className="font-mono font-semibold text-stone-900">{x.transferCode}</span>
      </CellWithNote>
    ),
  },
  { header: 'Origem → destino', cell: (x) => `${x.fromName} → ${x.toName}` },
  { header: 'Recebido', cell: (x) => `${x.received} de ${x.sent}`, className: 'whitespace-nowrap text-right' },
  { header: 'Faltando', cell: (x) => <span className="font-semibold text-red-700">{x.missing}</span>, className: 'whitespace-nowrap text-right' },
  { header: 'Valor (custo)', cell: (x) => formatBRL(x.missingCostCents), className: 'whitespace-nowrap text-right' },
  { header: 'Situação', cell: (x) => (x.resolution ? divergenceOutcomeLabel(x.resolution) : 'Aguardando') },
];

const MESSAGES: ListMessages = { error: 'Erro ao carregar divergências', empty: 'Nenhuma divergência encontrada com os filtros atuais.' };
// Blank is the queue ('Aguardando', the server's default); the other choice is the history.
const SITUATION_CODES = { values: DIVERGENCE_SITUATIONS.filter((s) => s !== 'waiting'), labels: DIVERGENCE_SITUATION_LABELS };

/**
 * /admin/divergencias: the lines transfers arrived short, oldest waiting first — the queue of whoever
 * resolves them (on the transfer's page, as loss or returned to the origin).
 */
export default function DivergencesPage() {
  const can = useCan();
  const navigate = useNavigate();
  const view = useListView(divergenceListQuerySchema, useDivergences);
  const { params, set } = view;
  const resolves = can('transfers.resolve');
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Divergências"
        description="O que chegou a menos nas transferências: aguardando quem resolve (perda ou devolução à origem) e o histórico do que foi resolvido."
      />
      <FilterBar>
        <ListSearch params={params} set={set} label="Buscar por produto, código, transferência..." className="sm:w-64 sm:flex-none" />
        <CodeFilter params={params} set={set} field="situation" codes={SITUATION_CODES} label="Situação" allLabel="Aguardando" />
        <ListPeriod params={params} set={set} />
      </FilterBar>
      <ListCard
        {...view}
        title={params.situation === 'resolved' ? 'Divergências resolvidas' : 'Divergências aguardando'}
        columns={COLUMNS}
        messages={MESSAGES}
        rowKey={(x) => x.transferItemId}
        actions={(x) => (
          <IconAction
            icon={Eye}
            label={`${resolves && !x.resolution ? 'Resolver' : 'Abrir'} transferência ${x.transferCode}`}
            title={resolves && !x.resolution ? 'Resolver' : 'Abrir'}
            onClick={() => navigate(`/admin/transferencias/${x.transferId}`)}
          />
        )}
      />
    </div>
  );
}

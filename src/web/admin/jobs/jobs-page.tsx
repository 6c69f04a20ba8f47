import { RotateCcw } from 'lucide-react';
import { formatDateTime } from '@/domain/dates';
import { JOB_RETRIED_TOAST, JOB_STATUS_LABELS, JOB_STATUSES, type JobListItem, type JobStatus, jobListQuerySchema } from '@/domain/jobs';
import { toast, toastError } from '../../lib/toast';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { CodeFilter } from '../../ui/list/code-filter';
import type { ColumnDef } from '../../ui/list/data-table';
import { FilterBar } from '../../ui/list/filter-bar';
import { ListCard, type ListMessages } from '../../ui/list/list-card';
import { useListView } from '../../ui/list/use-list-view';
import { PageHeader } from '../../ui/page-header';
import { useJobs, useRetryJob } from './jobs-api';

// 100 backgrounds with 900 text keep WCAG AA contrast for small badge text.
const STATUS_CLASSES: Record<JobStatus, string> = {
  pending: 'border-stone-200 bg-stone-100 text-stone-900',
  running: 'border-blue-200 bg-blue-100 text-blue-900',
  done: 'border-green-200 bg-green-100 text-green-900',
  failed: 'border-red-200 bg-red-100 text-red-900',
};

const COLUMNS: ColumnDef<JobListItem>[] = [
  { header: 'Tarefa', primary: true, cell: (j) => <span className="font-medium text-stone-900">{j.kindLabel}</span> },
  { header: 'Situação', cell: (j) => <Badge className={`border ${STATUS_CLASSES[j.status]}`}>{JOB_STATUS_LABELS[j.status]}</Badge> },
  { header: 'Tentativas', cell: (j) => `${j.attempts} de ${j.maxAttempts}`, className: 'whitespace-nowrap' },
  { header: 'Última execução', cell: (j) => (j.lastRunAt ? formatDateTime(j.lastRunAt) : '—'), className: 'whitespace-nowrap' },
  { header: 'Próxima execução', cell: (j) => (j.status === 'pending' ? formatDateTime(j.runAt) : '—'), className: 'whitespace-nowrap' },
  { header: 'Último erro', cell: (j) => (j.lastError ? <span className="break-words text-red-800">{j.lastError}</span> : '—') },
];

const MESSAGES: ListMessages = { error: 'Erro ao carregar tarefas', empty: 'Nenhuma tarefa encontrada.' };
const STATUS_CODES = { values: JOB_STATUSES, labels: JOB_STATUS_LABELS };

/** /admin/tarefas (admin): the work done in the background, what failed and why, and a retry. */
export default function JobsPage() {
  const view = useListView(jobListQuerySchema, useJobs);
  const retry = useRetryJob();

  const onRetry = (j: JobListItem) =>
    retry.mutate(j.id, {
      onSuccess: () => toast.success(JOB_RETRIED_TOAST),
      onError: toastError('Erro ao tentar a tarefa de novo'),
    });
  const actions = (j: JobListItem) =>
    j.status === 'failed' ? (
      <Button variant="outline" size="sm" disabled={retry.isPending} onClick={() => onRetry(j)} aria-label={`Tentar novamente: ${j.kindLabel}`}>
        <RotateCcw className="h-4 w-4" aria-hidden="true" /> Tentar novamente
      </Button>
    ) : null;

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Tarefas em segundo plano"
        description="Envio de e-mails e cancelamento de pedidos não pagos rodam aqui. Uma tarefa que falha cinco vezes para e mostra o erro."
      />
      <FilterBar>
        <CodeFilter {...view} field="status" codes={STATUS_CODES} label="Situação" allLabel="Todas" />
      </FilterBar>
      <ListCard {...view} title="Tarefas" columns={COLUMNS} messages={MESSAGES} actions={actions} />
    </div>
  );
}

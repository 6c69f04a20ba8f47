import { REQUEST_WORKFLOWS, type RequestKind } from '@/domain/requests';
import { statusLabel } from '@/domain/workflow/define-workflow';
import { Badge } from '../../ui/badge';
import { cn } from '../../lib/cn';

// Colour by meaning, the same for the three kinds: done, stopped, waiting, moving.
const DONE = ['Pedido Finalizado', 'Finalizada', 'Enviado', 'Pronta para Retirada'];
const STOPPED = ['Pedido Cancelado', 'Pedido Recusado', 'Cancelada'];
const WAITING = ['Aguardando Entrega', 'Aguardando Chegada', 'Separado'];

export function requestStatusClass(status: string): string {
  if (DONE.includes(status)) return 'border-emerald-200 bg-emerald-50 text-emerald-800';
  if (STOPPED.includes(status)) return 'border-red-200 bg-red-50 text-red-800';
  if (WAITING.includes(status)) return 'border-amber-200 bg-amber-50 text-amber-900';
  if (status === 'Recebida') return 'border-sky-200 bg-sky-50 text-sky-800';
  return 'border-violet-200 bg-violet-50 text-violet-800';
}

/** A request's status with its SPEC label ('Aguard. Entrega', 'Finalizado (Aprovado)'…). */
export function RequestStatusBadge({ kind, status }: { kind: RequestKind; status: string }) {
  return <Badge className={cn('border', requestStatusClass(status))}>{statusLabel(REQUEST_WORKFLOWS[kind], status)}</Badge>;
}

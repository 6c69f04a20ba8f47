import { REQUEST_WORKFLOWS, type RequestKind, requestStatusBadgeClass } from '@/domain/requests';
import { statusLabel } from '@/domain/workflow/define-workflow';
import { cn } from '../../lib/cn';
import { Badge } from '../../ui/badge';

/** A request's status with its requirements label ('Aguard. Entrega', 'Finalizado (Aprovado)'…). */
export function RequestStatusBadge({ kind, status }: { kind: RequestKind; status: string }) {
  return <Badge className={cn('border', requestStatusBadgeClass(status))}>{statusLabel(REQUEST_WORKFLOWS[kind], status)}</Badge>;
}

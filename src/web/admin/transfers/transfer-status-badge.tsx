import { TRANSFER_STATUS_LABELS, type TransferStatus } from '@/domain/transfers';
import { Badge } from '../../ui/badge';

const TONE: Record<TransferStatus, string> = {
  draft: 'bg-stone-100 text-stone-800',
  picked: 'bg-amber-100 text-amber-900',
  sent: 'bg-sky-100 text-sky-900',
  received: 'bg-green-100 text-green-900',
  divergent: 'bg-red-100 text-red-900',
  resolved: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-stone-200 text-stone-700',
};

export function TransferStatusBadge({ status }: { status: TransferStatus }) {
  return <Badge className={TONE[status]}>{TRANSFER_STATUS_LABELS[status]}</Badge>;
}

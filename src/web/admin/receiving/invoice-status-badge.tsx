import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@/domain/schemas/receiving';
import { cn } from '../../lib/cn';
import { Badge } from '../../ui/badge';

const TONE: Record<InvoiceStatus, string> = {
  awaiting: 'bg-sky-100 text-sky-900',
  ok: 'bg-green-100 text-green-900',
  divergence: 'bg-amber-100 text-amber-900',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <Badge className={cn(TONE[status])}>{INVOICE_STATUS_LABELS[status]}</Badge>;
}

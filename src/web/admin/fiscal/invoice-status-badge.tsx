import { FISCAL_INVOICE_BADGE_CLASSES, type FiscalInvoiceStatus, fiscalInvoiceStatusLabel } from '@/domain/fiscal/invoice-status';
import { Badge } from '../../ui/badge';

export function InvoiceStatusBadge({ status }: { status: FiscalInvoiceStatus }) {
  return <Badge className={`border ${FISCAL_INVOICE_BADGE_CLASSES[status]}`}>{fiscalInvoiceStatusLabel(status)}</Badge>;
}

import { FileWarning } from 'lucide-react';
import { Link } from 'react-router';
import { useCan } from '../../auth/use-can';
import { Button } from '../../ui/button';
import { useRejectedInvoiceCount } from './fiscal-api';

/** The dashboard's word on sales invoices SEFAZ rejected: someone must fix the data and send them again. */
export function RejectedInvoicesAlert() {
  const can = useCan();
  const count = useRejectedInvoiceCount(can('fiscal.manage')).data ?? 0;
  if (count === 0) return null;
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="inline-flex items-center gap-2 font-medium">
        <FileWarning className="h-5 w-5" aria-hidden="true" />
        {count === 1 ? '1 nota fiscal rejeitada esperando correção' : `${count} notas fiscais rejeitadas esperando correção`}
      </p>
      <Button asChild variant="outline" size="sm">
        <Link to="/admin/nfs/emitidas?status=rejected">Ver notas rejeitadas</Link>
      </Button>
    </div>
  );
}

import { FilePlus2 } from 'lucide-react';
import { toast, toastError } from '../../lib/toast';
import { Button } from '../../ui/button';
import { useIssueOrderInvoice } from './fiscal-api';

/**
 * 'Emitir nota' for a paid order without an NF-e (the order's details and Notas Emitidas). The
 * server creates the order's one invoice and sends it under the order's reference, so a second
 * click or another screen never issues a second one.
 */
export function IssueInvoiceButton({ orderId, shortId, size = 'sm' }: { orderId: string; shortId: string; size?: 'sm' | 'md' }) {
  const issue = useIssueOrderInvoice();
  // mutateAsync, not mutate's callbacks: the row holding this button leaves the list as soon as the
  // invoice exists (the refetch), and an unmounted button would never say what happened.
  const onIssue = () =>
    issue.mutateAsync(orderId).then((invoice) => {
      if (invoice.status === 'rejected') toast.error(`A nota do pedido #${shortId} foi rejeitada`, { description: invoice.sefazMessage ?? undefined });
      else
        toast.success(invoice.status === 'authorized' ? `Nota do pedido #${shortId} autorizada!` : `Nota do pedido #${shortId} enviada: aguardando a SEFAZ.`);
    }, toastError('Erro ao emitir a nota'));
  return (
    <Button size={size} variant="gold" onClick={() => void onIssue()} disabled={issue.isPending} aria-label={`Emitir nota do pedido #${shortId}`}>
      <FilePlus2 className="h-4 w-4" aria-hidden="true" /> {issue.isPending ? 'Emitindo...' : 'Emitir nota'}
    </Button>
  );
}

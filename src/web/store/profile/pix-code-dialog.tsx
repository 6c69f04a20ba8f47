import { useQuery } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { useId } from 'react';
import { shortOrderId } from '@/domain/ids';
import { formatBRL } from '@/domain/money';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Field } from '../../ui/field';
import { Textarea } from '../../ui/input';
import { Spinner } from '../../ui/spinner';
import { PaymentReceived } from './payment-received';
import { type CustomerOrder, pixQuery } from './profile-api';
import { usePaymentReceived } from './use-payment-received';

type Props = { order: CustomerOrder; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The unpaid Pix order's BR Code again: copia e cola text and its QR image (on a phone the code and
 * 'Copiar código' first), until the payment arrives (then it says so).
 */
export function PixCodeDialog({ order, open, onOpenChange }: Props) {
  const paid = usePaymentReceived(order.id, open && order.paymentStatus === 'pending') || order.paymentStatus === 'paid';
  const pix = useQuery({ ...pixQuery(order.id), enabled: open && !paid, staleTime: Number.POSITIVE_INFINITY });
  const textId = useId();
  const ref = shortOrderId(order.id);

  const copy = async () => {
    if (!pix.data) return;
    try {
      await navigator.clipboard.writeText(pix.data.payload);
      toast.success('Código Pix copiado!', { description: 'Cole no aplicativo do seu banco para pagar.' });
    } catch {
      // Without clipboard access, leave the code selected for a manual copy.
      (document.getElementById(textId) as HTMLTextAreaElement | null)?.select();
      toast.info('Copie o código selecionado', { description: 'Use Ctrl+C ou a opção Copiar do seu celular.' });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Pagar pedido #${ref} com Pix`} description={`Valor: ${formatBRL(order.totalCents)}`}>
      {paid ? (
        <PaymentReceived orderRef={ref} totalCents={order.totalCents} />
      ) : pix.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label="Gerando código Pix..." />
        </div>
      ) : pix.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {errorMessage(pix.error)}
        </p>
      ) : (
        <div className="flex flex-col items-center gap-4">
          <img
            src={pix.data.qrUrl}
            alt={`QR Code Pix do pedido #${ref}`}
            width={224}
            height={224}
            className="order-3 h-40 w-40 rounded border border-stone-200 sm:order-1 sm:h-56 sm:w-56"
          />
          <p className="order-4 text-center text-sm text-stone-700 sm:order-2">
            Abra o app do seu banco, escolha pagar com Pix e cole o código copiado ou leia o QR Code.
          </p>
          <Field label="Pix copia e cola" className="order-1 w-full sm:order-3">
            <Textarea
              id={textId}
              readOnly
              value={pix.data.payload}
              rows={4}
              className="break-all font-mono text-xs"
              onFocus={(e) => e.currentTarget.select()}
            />
          </Field>
          <Button onClick={copy} className="order-2 w-full sm:order-4 sm:w-auto">
            <Copy className="h-4 w-4" aria-hidden="true" />
            Copiar código
          </Button>
        </div>
      )}
    </Dialog>
  );
}

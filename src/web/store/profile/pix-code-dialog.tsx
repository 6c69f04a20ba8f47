import { useQuery } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { useId } from 'react';
import { shortOrderId } from '@/domain/ids';
import { formatBRL } from '@/domain/money';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Spinner } from '../../ui/spinner';
import { copyPaymentCode, PaymentCodeField, PixQrCode } from './payment-code';
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

  const copy = () => pix.data && copyPaymentCode(textId, pix.data.payload, 'Código Pix copiado!');

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
          <PixQrCode qrUrl={pix.data.qrUrl} orderRef={ref} imageClassName="order-3 sm:order-1" textClassName="order-4 sm:order-2" />
          <PaymentCodeField id={textId} label="Pix copia e cola" value={pix.data.payload} rows={4} className="order-1 w-full sm:order-3" />
          <Button onClick={copy} className="order-2 w-full sm:order-4 sm:w-auto">
            <Copy className="h-4 w-4" aria-hidden="true" />
            Copiar código
          </Button>
        </div>
      )}
    </Dialog>
  );
}

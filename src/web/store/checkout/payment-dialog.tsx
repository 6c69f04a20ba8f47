import { Copy, Download } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { formatDate, formatDateTime } from '@/domain/dates';
import { shortOrderId } from '@/domain/ids';
import { formatBRL } from '@/domain/money';
import { BOLETO_CONFIRMATION_BUSINESS_DAYS, paymentDeadlineText } from '@/domain/payment';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { copyPaymentCode, PaymentCodeField, PaymentReceived, PixQrCode, usePaymentReceived } from '../profile';
import type { PlacedOrder } from './checkout-api';

type Props = { placed: PlacedOrder; onClose: () => void };

/** 'Expira em 29:59': the Pix code's time left, to the second. */
function Countdown({ until, className }: { until: string; className?: string }) {
  const end = new Date(until).getTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.floor((end - now) / 1000));
  const text = `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
  return (
    <p className={cn('text-center text-lg font-semibold text-brand-900', className)} data-testid="pix-countdown">
      {left > 0 ? `Expira em ${text}` : 'Código Pix expirado'}
    </p>
  );
}

/**
 * Right after a Pix or boleto order: the code to pay with, before going on to the profile. On a
 * phone the code and 'Copiar código' come first (the QR Code is for another device). It asks
 * the server every few seconds whether the payment arrived, and once it has says so in place of the
 * code and its countdown.
 */
export function PaymentDialog({ placed, onClose }: Props) {
  const textId = useId();
  const ref = shortOrderId(placed.order.id);
  const code = placed.pix?.payload ?? placed.boleto?.formattedLine ?? '';
  const paid = usePaymentReceived(placed.order.id, placed.order.paymentStatus === 'pending');

  const copy = () =>
    copyPaymentCode(textId, placed.pix ? code : (placed.boleto?.line ?? code), placed.pix ? 'Código Pix copiado!' : 'Linha digitável copiada!');

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Pedido #${ref} realizado!`}
      description={
        paid
          ? `Pagamento recebido. Valor: ${formatBRL(placed.order.totalCents)}`
          : `${placed.pix ? 'Pague com Pix' : 'Pague o boleto'} para confirmar o pedido. Valor: ${formatBRL(placed.order.totalCents)}`
      }
    >
      {paid ? (
        <div className="flex flex-col items-center gap-4">
          <PaymentReceived orderRef={ref} totalCents={placed.order.totalCents} />
          <Button onClick={onClose} className="w-full sm:w-auto">
            Ver meus pedidos
          </Button>
        </div>
      ) : (
        <div className="flex flex-col items-center gap-4">
          {placed.pix ? (
            <>
              <PixQrCode qrUrl={placed.pix.qrUrl} orderRef={ref} imageClassName="order-4 sm:order-1" textClassName="order-5 sm:order-2" />
              {placed.order.paymentDeadline ? <Countdown until={placed.order.paymentDeadline} className="order-1 sm:order-3" /> : null}
            </>
          ) : null}
          {placed.boleto ? (
            <>
              {placed.boleto.test ? (
                <p className="order-1 rounded bg-red-100 px-3 py-1 text-sm font-bold text-red-900 sm:order-3">BOLETO DE TESTE — SEM VALOR</p>
              ) : null}
              <p className="order-1 text-center text-sm text-stone-700 sm:order-3">
                Vencimento: {formatDate(placed.boleto.dueDate)}. A confirmação do pagamento pode levar até {BOLETO_CONFIRMATION_BUSINESS_DAYS} dias úteis.
              </p>
            </>
          ) : null}
          {placed.order.paymentDeadline ? (
            <p className="order-6 text-center text-sm font-medium text-amber-900 sm:order-4" data-testid="payment-deadline">
              {paymentDeadlineText(placed.order.paymentDeadline, formatDateTime, placed.boleto ? 'boleto' : 'pix')}
            </p>
          ) : null}
          <PaymentCodeField
            id={textId}
            label={placed.pix ? 'Pix copia e cola' : 'Linha digitável'}
            value={code}
            rows={placed.pix ? 4 : 2}
            className="order-2 w-full sm:order-5"
          />
          <div className="order-3 flex w-full flex-col gap-2 sm:order-6 sm:flex-row sm:justify-center">
            <Button onClick={copy}>
              <Copy className="h-4 w-4" aria-hidden="true" />
              {placed.pix ? 'Copiar código' : 'Copiar linha digitável'}
            </Button>
            {placed.boleto ? (
              <Button asChild variant="outline">
                <a href={placed.boleto.pdfUrl} target="_blank" rel="noopener">
                  <Download className="h-4 w-4" aria-hidden="true" />
                  Baixar boleto (PDF)
                </a>
              </Button>
            ) : null}
            <Button variant="outline" onClick={onClose}>
              Ver meus pedidos
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

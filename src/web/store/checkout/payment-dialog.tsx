import { Copy, Download } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { formatDate, formatDateTime } from '@/domain/dates';
import { shortOrderId } from '@/domain/ids';
import { formatBRL } from '@/domain/money';
import { BOLETO_CONFIRMATION_BUSINESS_DAYS, paymentDeadlineText } from '@/domain/payment';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Field } from '../../ui/field';
import { Textarea } from '../../ui/input';
import type { PlacedOrder } from './checkout-api';

type Props = { placed: PlacedOrder; onClose: () => void };

/** 'Expira em 29:59': the Pix code's time left, to the second. */
function Countdown({ until }: { until: string }) {
  const end = new Date(until).getTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.floor((end - now) / 1000));
  const text = `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
  return (
    <p className="text-center text-lg font-semibold text-brand-900" data-testid="pix-countdown">
      {left > 0 ? `Expira em ${text}` : 'Código Pix expirado'}
    </p>
  );
}

/** Right after a Pix or boleto order: the code to pay with, before going on to the profile. */
export function PaymentDialog({ placed, onClose }: Props) {
  const textId = useId();
  const ref = shortOrderId(placed.order.id);
  const code = placed.pix?.payload ?? placed.boleto?.formattedLine ?? '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(placed.pix ? code : (placed.boleto?.line ?? code));
      toast.success(placed.pix ? 'Código Pix copiado!' : 'Linha digitável copiada!', { description: 'Cole no aplicativo do seu banco para pagar.' });
    } catch {
      (document.getElementById(textId) as HTMLTextAreaElement | null)?.select();
      toast.info('Copie o código selecionado', { description: 'Use Ctrl+C ou a opção Copiar do seu celular.' });
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Pedido #${ref} realizado!`}
      description={`${placed.pix ? 'Pague com Pix' : 'Pague o boleto'} para confirmar o pedido. Valor: ${formatBRL(placed.order.totalCents)}`}
    >
      <div className="flex flex-col items-center gap-4">
        {placed.pix ? (
          <>
            <img src={placed.pix.qrUrl} alt={`QR Code Pix do pedido #${ref}`} width={224} height={224} className="h-56 w-56 rounded border border-stone-200" />
            <p className="text-center text-sm text-stone-700">Abra o app do seu banco, escolha pagar com Pix e leia o QR Code ou use o código abaixo.</p>
            {placed.order.paymentDeadline ? <Countdown until={placed.order.paymentDeadline} /> : null}
          </>
        ) : null}
        {placed.boleto ? (
          <>
            {placed.boleto.test ? <p className="rounded bg-red-100 px-3 py-1 text-sm font-bold text-red-900">BOLETO DE TESTE — SEM VALOR</p> : null}
            <p className="text-center text-sm text-stone-700">
              Vencimento: {formatDate(placed.boleto.dueDate)}. A confirmação do pagamento pode levar até {BOLETO_CONFIRMATION_BUSINESS_DAYS} dias úteis.
            </p>
          </>
        ) : null}
        {placed.order.paymentDeadline ? (
          <p className="text-center text-sm font-medium text-amber-900" data-testid="payment-deadline">
            {paymentDeadlineText(placed.order.paymentDeadline, formatDateTime, placed.boleto ? 'boleto' : 'pix')}
          </p>
        ) : null}
        <Field label={placed.pix ? 'Pix copia e cola' : 'Linha digitável'} className="w-full">
          <Textarea
            id={textId}
            readOnly
            value={code}
            rows={placed.pix ? 4 : 2}
            className="break-all font-mono text-xs"
            onFocus={(e) => e.currentTarget.select()}
          />
        </Field>
        <div className="flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
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
    </Dialog>
  );
}

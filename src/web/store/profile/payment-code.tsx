import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { Field } from '../../ui/field';
import { Textarea } from '../../ui/input';

// How a Pix or boleto order is paid, shown right after checkout (checkout/payment-dialog.tsx) and
// again from Perfil → Pedidos (pix-code-dialog.tsx): one QR Code, one code field, one copy.

/** The order's Pix QR Code and how to use it; the classes place both in the dialog's order. */
export function PixQrCode({
  qrUrl,
  orderRef,
  imageClassName,
  textClassName,
}: {
  qrUrl: string;
  orderRef: string;
  imageClassName?: string;
  textClassName?: string;
}) {
  return (
    <>
      <img
        src={qrUrl}
        alt={`QR Code Pix do pedido #${orderRef}`}
        width={224}
        height={224}
        className={cn('h-40 w-40 rounded border border-stone-200 sm:h-56 sm:w-56', imageClassName)}
      />
      <p className={cn('text-center text-sm text-stone-700', textClassName)}>
        Abra o app do seu banco, escolha pagar com Pix e cole o código copiado ou leia o QR Code.
      </p>
    </>
  );
}

/** A code to pay with (Pix copia e cola, a boleto's line), selected whole when focused. */
export function PaymentCodeField({ id, label, value, rows, className }: { id: string; label: string; value: string; rows: number; className?: string }) {
  return (
    <Field label={label} className={className}>
      <Textarea id={id} readOnly value={value} rows={rows} className="break-all font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
    </Field>
  );
}

/** Copies a payment code; without clipboard access it selects the field's text for a manual copy. */
export function copyPaymentCode(fieldId: string, text: string, copied: string) {
  return navigator.clipboard.writeText(text).then(
    () => void toast.success(copied, { description: 'Cole no aplicativo do seu banco para pagar.' }),
    () => {
      (document.getElementById(fieldId) as HTMLTextAreaElement | null)?.select();
      toast.info('Copie o código selecionado', { description: 'Use Ctrl+C ou a opção Copiar do seu celular.' });
    },
  );
}

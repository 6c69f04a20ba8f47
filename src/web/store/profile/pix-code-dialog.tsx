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
import { type CustomerOrder, pixQuery } from './profile-api';

type Props = { order: CustomerOrder; open: boolean; onOpenChange: (open: boolean) => void };

/** The unpaid Pix order's BR Code again: copia e cola text and its QR image. */
export function PixCodeDialog({ order, open, onOpenChange }: Props) {
  const pix = useQuery({ ...pixQuery(order.id), enabled: open, staleTime: Number.POSITIVE_INFINITY });
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
      {pix.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label="Gerando código Pix..." />
        </div>
      ) : pix.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {errorMessage(pix.error)}
        </p>
      ) : (
        <div className="flex flex-col items-center gap-4">
          <img src={pix.data.qrUrl} alt={`QR Code Pix do pedido #${ref}`} width={224} height={224} className="h-56 w-56 rounded border border-stone-200" />
          <p className="text-center text-sm text-stone-700">Abra o app do seu banco, escolha pagar com Pix e leia o QR Code ou use o código abaixo.</p>
          <Field label="Pix copia e cola" className="w-full">
            <Textarea
              id={textId}
              readOnly
              value={pix.data.payload}
              rows={4}
              className="break-all font-mono text-xs"
              onFocus={(e) => e.currentTarget.select()}
            />
          </Field>
          <Button onClick={copy} className="w-full sm:w-auto">
            <Copy className="h-4 w-4" aria-hidden="true" />
            Copiar código
          </Button>
        </div>
      )}
    </Dialog>
  );
}

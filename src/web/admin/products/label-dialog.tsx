import { useState } from 'react';
import { isValidEan13 } from '@/domain/barcode';
import { LABEL_COPIES_MESSAGE, LABEL_MODE_LABELS, LABEL_MODES, type LabelMode, MAX_LABEL_COPIES } from '@/domain/schemas/product';
import { useCan } from '../../auth/use-can';
import { toast, toastError } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { FormDialog } from '../../ui/form-dialog';
import { Input } from '../../ui/input';
import { type AdminProductListItem, useDownloadLabels, useInternalBarcode } from './products-api';

type Props = { product: AdminProductListItem; onClose: () => void };

/** Chooses barcode, QR code or both and the number of copies, then downloads the printable PDF. */
export function LabelDialog({ product, onClose }: Props) {
  const can = useCan();
  const [mode, setMode] = useState<LabelMode>('both');
  const [copies, setCopies] = useState('1');
  const [barcode, setBarcode] = useState(product.barcode);
  const [error, setError] = useState<string | null>(null);

  const generate = useDownloadLabels({
    onSuccess: () => {
      toast.success('Etiqueta Gerada', { description: `${copies} etiqueta(s) de ${product.name} em PDF.` });
      onClose();
    },
    onError: toastError('Erro ao gerar etiqueta'),
  });
  const internal = useInternalBarcode(product.id, {
    onSuccess: ({ barcode: code }) => {
      setBarcode(code);
      toast.success('Código de barras gerado.', { description: `EAN-13 interno ${code}.` });
    },
    onError: toastError('Erro ao atualizar em produtos'),
  });

  const onSubmit = () => {
    const n = Number(copies);
    if (!/^\d+$/.test(copies.trim()) || n < 1 || n > MAX_LABEL_COPIES) {
      setError(LABEL_COPIES_MESSAGE);
      return;
    }
    setError(null);
    generate.mutate({ body: { productIds: [product.id], mode, copies: n }, fileName: `etiquetas-${product.code}.pdf` });
  };

  const ean = isValidEan13(barcode);
  return (
    <FormDialog
      title="Gerar Etiqueta"
      description={`${product.name} — código ${product.code}`}
      onClose={onClose}
      onSubmit={onSubmit}
      submit={{ label: 'Gerar Etiqueta', busyLabel: 'Gerando...', pending: generate.isPending }}
      noValidate
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-stone-800">Tipo de etiqueta</legend>
        {LABEL_MODES.map((m) => (
          <label key={m} className="flex items-center gap-2 text-sm text-stone-800">
            <input type="radio" name="mode" value={m} checked={mode === m} onChange={() => setMode(m)} className="h-4 w-4 accent-brand-700" />
            {LABEL_MODE_LABELS[m]}
          </label>
        ))}
      </fieldset>
      <Field label="Cópias" required error={error} hint={`De 1 a ${MAX_LABEL_COPIES}.`}>
        <Input inputMode="numeric" value={copies} onChange={(e) => setCopies(e.target.value)} className="max-w-32" />
      </Field>
      {mode !== 'qrcode' ? (
        <div className="rounded-md bg-stone-100 p-3 text-sm text-stone-800">
          {ean ? (
            <p>Código de barras EAN-13: {barcode}</p>
          ) : (
            <>
              <p>
                {barcode ? `O código de barras "${barcode}" não é um EAN-13 válido` : 'Produto sem código de barras'}: a etiqueta usará Code 128 com o código{' '}
                {product.code}.
              </p>
              {!barcode && can('catalog.manage') ? (
                <Button variant="outline" size="sm" className="mt-2" disabled={internal.isPending} onClick={() => internal.mutate()}>
                  Gerar código de barras interno (EAN-13)
                </Button>
              ) : null}
            </>
          )}
        </div>
      ) : null}
      <p className="text-xs text-stone-600">O QR Code traz os dados do produto (código, nome, preço, categoria, local e mais). Folha A4 de etiquetas.</p>
    </FormDialog>
  );
}

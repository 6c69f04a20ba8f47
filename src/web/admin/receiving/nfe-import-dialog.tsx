import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatBRL } from '@/domain/money';
import { NFE_IMPORTED_TOAST, type NfeMatchHow, type NfePreview } from '@/domain/schemas/receiving';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { DialogActions } from '../../ui/dialog-actions';
import { FormProblem } from '../../ui/form/form-problem';
import { Input } from '../../ui/input';
import { ProductPicker } from '../documents/product-picker';
import type { PickedProduct } from '../documents/product-picker-api';
import { dayText } from './check-details-dialog';
import { CreateProductFromLine } from './create-product-from-line';
import { useImportNfe } from './receiving-api';

const HOW: Record<NfeMatchHow, string> = {
  mapping: 'Código do fornecedor (importação anterior)',
  barcode: 'Código de barras',
  name: 'Sugestão pelo nome — confirme',
};

type Choice = { product: { id: number; name: string; code: string } | null; factor: string; how: NfeMatchHow | null };

/**
 * What an NF-e XML will become: the supplier (known by CNPJ or new) and each line's product —
 * found by the supplier's code, the barcode, or suggested by name for the user to confirm or
 * change — with the unit conversion (1 CX = 12 UN). 'Importar e conferir' creates the invoice
 * awaiting its check and opens the check with its lines.
 */
export function NfeImportDialog({ file, preview, onClose }: { file: File; preview: NfePreview; onClose: () => void }) {
  const navigate = useNavigate();
  const importNfe = useImportNfe();
  const [choices, setChoices] = useState<Record<number, Choice>>(() =>
    Object.fromEntries(preview.lines.map((l) => [l.lineNo, { product: l.match, factor: String(l.conversionFactor), how: l.match?.how ?? null }])),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const set = (lineNo: number, patch: Partial<Choice>) => setChoices((c) => ({ ...c, [lineNo]: { ...c[lineNo]!, ...patch } }));

  const submit = () => {
    const body = preview.lines.map((l) => ({
      lineNo: l.lineNo,
      productId: choices[l.lineNo]?.product?.id ?? null,
      conversionFactor: Number(choices[l.lineNo]?.factor),
    }));
    importNfe.mutate(
      { file, choices: body },
      {
        onSuccess: ({ invoiceId }) => {
          toast.success(NFE_IMPORTED_TOAST);
          navigate(`/admin/conferencia?nota=${invoiceId}`);
        },
        onError: (err) => {
          setProblem(errorMessage(err));
          toast.error('Erro ao importar a NF-e', { description: errorMessage(err) });
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Importar NF-e ${preview.number}${preview.series ? `/${preview.series}` : ''}`} className="max-w-3xl">
      <div className="flex flex-col gap-4 text-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-stone-600">Fornecedor</dt>
          <dd className="font-medium text-stone-900">
            {preview.supplier.name} · {preview.supplier.cnpj}
            {preview.supplier.id ? null : <span className="ml-1 text-xs font-normal text-amber-800">(novo: será cadastrado)</span>}
          </dd>
          <dt className="text-stone-600">Emissão</dt>
          <dd>{dayText(preview.emissionDate)}</dd>
          <dt className="text-stone-600">Valor total</dt>
          <dd>{formatBRL(preview.totalCents)}</dd>
        </dl>
        {preview.notice ? <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900">{preview.notice}</p> : null}
        <ol className="flex flex-col gap-3" aria-label="Itens da NF-e">
          {preview.lines.map((l) => {
            const c = choices[l.lineNo]!;
            return (
              <li key={l.lineNo} className="rounded-lg border border-stone-200 p-3" data-list-item="">
                <p className="font-medium text-stone-900">
                  {l.lineNo}. {l.description}
                </p>
                <p className="text-xs text-stone-600">
                  Cód. {l.supplierCode || '—'} · {l.barcode ?? 'sem GTIN'} · {Number(l.quantity).toLocaleString('pt-BR')} {l.unit}
                </p>
                <p className="mt-2" data-testid={`escolha-${l.lineNo}`}>
                  {c.product ? (
                    <>
                      <span className="font-medium text-stone-900">
                        {c.product.name} ({c.product.code})
                      </span>
                      <span className="block text-xs text-stone-600">{c.how ? HOW[c.how] : 'Escolhido por você'}</span>
                    </>
                  ) : (
                    <span className="text-amber-800">Nenhum produto encontrado: escolha um.</span>
                  )}
                </p>
                <div className="mt-2 grid gap-2 sm:grid-cols-[1fr_10rem] sm:items-end">
                  <ProductPicker
                    label={c.product ? `Trocar o produto do item ${l.lineNo}` : `Produto do item ${l.lineNo}`}
                    exclude={c.product ? [c.product.id] : []}
                    selected={null}
                    onSelect={(p: PickedProduct | null) => p && set(l.lineNo, { product: { id: p.id, name: p.name, code: p.code }, how: null })}
                    onError={(m) => setProblem(m)}
                  />
                  <div className="flex flex-col gap-1">
                    <label htmlFor={`fator-${l.lineNo}`} className="text-sm font-medium text-stone-800">
                      Unidades por {l.unit || 'item'}
                    </label>
                    <Input id={`fator-${l.lineNo}`} inputMode="numeric" value={c.factor} onChange={(e) => /^\d{0,5}$/.test(e.target.value) && set(l.lineNo, { factor: e.target.value })} />
                  </div>
                </div>
                <div className="mt-2">
                  <CreateProductFromLine
                    line={l}
                    supplierId={preview.supplier.id}
                    factor={Number(c.factor) || 1}
                    onCreated={(p) => set(l.lineNo, { product: p, how: null })}
                  />
                </div>
                {l.suggestions.length > 1 ? (
                  <div className="mt-2 flex flex-wrap gap-1">
                    {l.suggestions.map((s) => (
                      <Button key={s.id} variant="outline" size="sm" onClick={() => set(l.lineNo, { product: s, how: 'name' })}>
                        {s.name} ({s.code})
                      </Button>
                    ))}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
        <FormProblem message={problem} />
        <DialogActions onCancel={onClose}>
          <Button onClick={submit} disabled={importNfe.isPending}>
            {importNfe.isPending ? 'Importando...' : 'Importar e conferir'}
          </Button>
        </DialogActions>
      </div>
    </Dialog>
  );
}

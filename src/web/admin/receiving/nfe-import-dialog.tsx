import { formatDay } from '@/domain/dates';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatBRL } from '@/domain/money';
import {
  NFE_HOMOLOGATION_WARNING,
  NFE_IMPORTED_TOAST,
  NFE_SUPPLIER_NAME_DIFFERS_MESSAGE,
  type NfePreview,
} from '@/domain/schemas/receiving';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { DialogActions } from '../../ui/dialog-actions';
import { FormProblem } from '../../ui/form/form-problem';
import { factorOf, initialChoice, linePending, NfeImportLine, type NfeLineChoice } from './nfe-import-line';
import { useImportNfe } from './receiving-api';

/**
 * What an NF-e XML will become: the supplier (the issuer's names beside the one registered under
 * its CNPJ, or new) and each line's product — found by the supplier's code, the barcode, or
 * suggested by name for the clerk to confirm — with the unit conversion typed when the units
 * differ and the invoice's cost per stock unit. 'Importar e conferir' waits until nothing is left
 * to decide, then creates the invoice awaiting its check and opens the check with its lines.
 */
export function NfeImportDialog({ file, preview, onClose }: { file: File; preview: NfePreview; onClose: () => void }) {
  const navigate = useNavigate();
  const importNfe = useImportNfe();
  const [choices, setChoices] = useState<Record<number, NfeLineChoice>>(() => Object.fromEntries(preview.lines.map((l) => [l.lineNo, initialChoice(l)])));
  const [homologationConfirmed, setHomologationConfirmed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (lineNo: number, patch: Partial<NfeLineChoice>) => {
    setChoices((c) => ({ ...c, [lineNo]: { ...c[lineNo]!, ...patch } }));
    setProblem(null);
  };
  const { supplier } = preview;
  const pending = [
    ...(preview.homologation && !homologationConfirmed ? ['confirmar a importação da nota de homologação'] : []),
    ...preview.lines.flatMap((l) => linePending(l, choices[l.lineNo]!)),
  ];

  const submit = () => {
    const body = preview.lines.map((l) => {
      const c = choices[l.lineNo]!;
      return { lineNo: l.lineNo, productId: c.product?.id ?? null, conversionFactor: c.factor === '' ? null : factorOf(l, c), confirmed: c.confirmed };
    });
    importNfe.mutate(
      { file, choices: body, homologation: homologationConfirmed },
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
        {preview.homologation ? (
          <div className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-900" data-testid="homologacao">
            <p className="font-semibold">{NFE_HOMOLOGATION_WARNING}</p>
            <label className="mt-1 flex min-h-11 items-center gap-3">
              <input type="checkbox" className="h-5 w-5 accent-brand-700" checked={homologationConfirmed} onChange={(e) => setHomologationConfirmed(e.target.checked)} />
              Importar mesmo assim (nota de teste)
            </label>
          </div>
        ) : null}
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          <dt className="text-stone-600">Emitente na nota</dt>
          <dd className="break-words font-medium text-stone-900" data-testid="emitente">
            {supplier.issuerName}
            {supplier.issuerTradeName && supplier.issuerTradeName !== supplier.issuerName ? (
              <span className="block text-xs font-normal text-stone-600">Nome fantasia: {supplier.issuerTradeName}</span>
            ) : null}
            <span className="block text-xs font-normal text-stone-600">CNPJ {supplier.cnpj}</span>
          </dd>
          <dt className="text-stone-600">Fornecedor cadastrado</dt>
          <dd className="break-words font-medium text-stone-900" data-testid="fornecedor">
            {supplier.id ? supplier.name : <span className="font-normal text-amber-800">Nenhum com este CNPJ: será cadastrado como {supplier.name}</span>}
          </dd>
          <dt className="text-stone-600">Emissão</dt>
          <dd>{formatDay(preview.emissionDate)}</dd>
          <dt className="text-stone-600">Valor total</dt>
          <dd>{formatBRL(preview.totalCents)}</dd>
        </dl>
        {supplier.nameDiffers ? (
          <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950" role="note">
            {NFE_SUPPLIER_NAME_DIFFERS_MESSAGE(supplier.issuerName, supplier.name)}
          </p>
        ) : null}
        {preview.notice ? <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900">{preview.notice}</p> : null}
        <ol className="flex flex-col gap-3" aria-label="Itens da NF-e">
          {preview.lines.map((l) => (
            <NfeImportLine
              key={l.lineNo}
              line={l}
              choice={choices[l.lineNo]!}
              supplierId={supplier.id}
              onChange={(patch) => set(l.lineNo, patch)}
              onError={(m) => setProblem(m)}
            />
          ))}
        </ol>
        {pending.length > 0 ? (
          <div className="rounded-md border border-stone-200 bg-stone-50 px-3 py-2 text-stone-800" data-testid="pendencias">
            <p className="font-medium">Antes de importar, falta:</p>
            <ul className="list-disc pl-5">
              {pending.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <FormProblem message={problem} />
        <DialogActions onCancel={onClose}>
          <Button onClick={submit} disabled={importNfe.isPending || pending.length > 0}>
            {importNfe.isPending ? 'Importando...' : 'Importar e conferir'}
          </Button>
        </DialogActions>
      </div>
    </Dialog>
  );
}

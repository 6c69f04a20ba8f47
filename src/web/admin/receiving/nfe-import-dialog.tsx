import { useFieldArray } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { formatDay } from '@/domain/dates';
import { formatBRL } from '@/domain/money';
import {
  importPending,
  type NfeImportFormValues,
  type NfeLineChoice,
  nfeChoicesOf,
  nfeImportDefaults,
  nfeImportFormSchema,
} from '@/domain/schemas/nfe-import-form';
import { NFE_HOMOLOGATION_WARNING, NFE_IMPORTED_TOAST, NFE_SUPPLIER_NAME_DIFFERS_MESSAGE, type NfePreview } from '@/domain/schemas/receiving';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { FormProblem } from '../../ui/form/form-problem';
import { useFormProblem } from '../../ui/form/use-form-problem';
import { useZodForm } from '../../ui/form/use-zod-form';
import { FormDialog } from '../../ui/form-dialog';
import { NfeImportLine } from './nfe-import-line';
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
  const form = useZodForm<NfeImportFormValues>(nfeImportFormSchema(preview), { defaultValues: nfeImportDefaults(preview), reValidateMode: 'onSubmit' });
  // One choice per line of the preview, in its order; a line's picker or new product changes its choice.
  const lines = useFieldArray({ control: form.control, name: 'choices' });
  const values = form.watch();
  const set = (index: number, patch: Partial<NfeLineChoice>) => lines.update(index, { ...values.choices[index]!, ...patch });
  // The server's refusal or a picker's, once above the buttons; gone at the next change.
  const { problem, setServerProblem } = useFormProblem(form);
  const { supplier } = preview;
  const pending = importPending(preview, values);

  const submit = form.handleSubmit((v) =>
    importNfe.mutate(
      { file, choices: nfeChoicesOf(preview, v), homologation: v.homologationConfirmed },
      {
        onSuccess: ({ invoiceId }) => {
          toast.success(NFE_IMPORTED_TOAST);
          navigate(`/admin/conferencia?nota=${invoiceId}`);
        },
        onError: (err) => {
          setServerProblem(errorMessage(err));
          toast.error('Erro ao importar a NF-e', { description: errorMessage(err) });
        },
      },
    ),
  );

  return (
    <FormDialog
      title={`Importar NF-e ${preview.number}${preview.series ? `/${preview.series}` : ''}`}
      className="max-w-3xl"
      onClose={onClose}
      onSubmit={submit}
      // 'Importar e conferir' waits until nothing is left to decide (the list says what).
      submit={{ label: 'Importar e conferir', busyLabel: 'Importando...', pending: importNfe.isPending, disabled: pending.length > 0 }}
      noValidate
    >
      <div className="flex flex-col gap-4 text-sm">
        {preview.homologation ? (
          <div className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-900" data-testid="homologacao">
            <p className="font-semibold">{NFE_HOMOLOGATION_WARNING}</p>
            <label className="mt-1 flex min-h-11 items-center gap-3">
              <input type="checkbox" className="h-5 w-5 accent-brand-700" {...form.register('homologationConfirmed')} />
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
          {preview.lines.map((l, i) => (
            <NfeImportLine
              key={l.lineNo}
              line={l}
              choice={values.choices[i]!}
              supplierId={supplier.id}
              onChange={(patch) => set(i, patch)}
              onError={setServerProblem}
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
      </div>
    </FormDialog>
  );
}

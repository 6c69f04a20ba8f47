import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useState } from 'react';
import { centsToInput } from '@/domain/money';
import { invoiceUnitCostCents, stockUnitsOf } from '@/domain/nfe-import';
import { type ProductFromLineFormValues, productFromLineFormSchema } from '@/domain/schemas/document-forms';
import { emptyProductForm } from '@/domain/schemas/product';
import type { NfePreviewLine, NfeProductRef } from '@/domain/schemas/receiving';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { FormProblem } from '../../ui/form/form-problem';
import { useFormProblem } from '../../ui/form/use-form-problem';
import { useZodForm } from '../../ui/form/use-zod-form';
import { Input, NativeSelect } from '../../ui/input';
import { NamedOptions } from '../../ui/options';
import { SubmitButton } from '../../ui/submit-button';
import { createProduct, fetchOptions, productKeys } from '../products';

/**
 * 'Cadastrar produto' for an NF-e line no product matches: name, code and barcode come from the
 * line, the cost from the line's value less its discount over the stock units; the clerk picks the category and the
 * selling price. The product is created off-line (not in the online shop) with no stock: the
 * receiving check's entry brings the units in.
 */
export function CreateProductFromLine({
  line,
  supplierId,
  factor,
  onCreated,
}: {
  line: NfePreviewLine;
  supplierId: number | null;
  factor: number;
  onCreated: (p: NfeProductRef) => void;
}) {
  const id = useId();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const form = useZodForm<ProductFromLineFormValues>(productFromLineFormSchema, {
    defaultValues: { name: line.description, code: line.supplierCode, categoryId: '', price: '' },
    reValidateMode: 'onSubmit',
  });
  // The server's message (the product schema's), under the fields; gone at the next change.
  const { problem, setServerProblem } = useFormProblem(form);
  const options = useQuery({ queryKey: productKeys.options, queryFn: fetchOptions, enabled: open });
  // As the import will book it (a conversion that gives no whole units is refused there anyway).
  const costCents = invoiceUnitCostCents(line.totalCents, line.discountCents, stockUnitsOf(line.quantity, factor) ?? Number(line.quantity) * factor);

  const create = useMutation({
    mutationFn: ({ name, code, price, categoryId }: ProductFromLineFormValues) =>
      createProduct({
        ...emptyProductForm(),
        name,
        code,
        price,
        costPrice: centsToInput(costCents),
        categoryId,
        supplierId: supplierId ? String(supplierId) : '',
        barcode: line.barcode ?? '',
        initialQuantity: '0',
        availableOnline: false,
      }),
    onSuccess: async ({ product }) => {
      toast.success('Produto adicionado!');
      await qc.invalidateQueries({ queryKey: productKeys.all });
      setOpen(false);
      onCreated({ id: product.id, name: product.name, code: product.code, unit: product.unit });
    },
    onError: (err) => setServerProblem(errorMessage(err)),
  });

  const submit = form.handleSubmit((values) => create.mutate(values));
  // It sits inside the import dialog's form: Enter here creates the product, not the import.
  const enterCreates = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Enter' || !(e.target instanceof HTMLInputElement)) return;
    e.preventDefault();
    void submit();
  };

  if (!open) {
    return (
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Cadastrar produto a partir do item {line.lineNo}
      </Button>
    );
  }
  return (
    <div
      role="group"
      onKeyDown={enterCreates}
      className="mt-2 grid gap-2 rounded-md border border-stone-200 bg-stone-50 p-3 sm:grid-cols-2"
      aria-labelledby={`${id}-t`}
    >
      <p id={`${id}-t`} className="font-medium text-stone-900 sm:col-span-2">
        Novo produto do item {line.lineNo} (custo {centsToInput(costCents)} por unidade)
      </p>
      <Field label="Nome do produto">
        <Input {...form.register('name')} />
      </Field>
      <Field label="Código do produto">
        <Input {...form.register('code')} />
      </Field>
      <Field label="Categoria do produto">
        <NativeSelect {...form.register('categoryId')}>
          <option value="">Selecione</option>
          <NamedOptions items={options.data?.categories} />
        </NativeSelect>
      </Field>
      <Field label="Preço de venda (R$)">
        <Input inputMode="decimal" placeholder="0,00" {...form.register('price')} />
      </Field>
      <div className="sm:col-span-2">
        <FormProblem message={problem} />
      </div>
      <div className="flex gap-2 sm:col-span-2 sm:justify-end">
        <Button type="button" variant="outline" size="sm" onClick={() => setOpen(false)}>
          Cancelar
        </Button>
        <SubmitButton type="button" size="sm" pending={create.isPending} busyLabel="Cadastrando..." onClick={() => void submit()}>
          Cadastrar produto
        </SubmitButton>
      </div>
    </div>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { centsToInput } from '@/domain/money';
import { invoiceUnitCostCents, stockUnitsOf } from '@/domain/nfe-import';
import type { NfePreviewLine, NfeProductRef } from '@/domain/schemas/receiving';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { Input, NativeSelect } from '../../ui/input';
import { NamedOptions } from '../../ui/options';
import { SubmitButton } from '../../ui/submit-button';
import { emptyProductForm } from '../products/product-form-values';
import { createProduct, fetchOptions, productKeys } from '../products/products-api';

/**
 * 'Cadastrar produto' for an NF-e line no product matches: name, code and barcode come from the
 * line, the cost from the line's value less its discount over the stock units; the clerk picks the category and the
 * selling price. The product is created off-line (not in the online shop) with no stock: the
 * receiving check's entry brings the units in.
 */
export function CreateProductFromLine({ line, supplierId, factor, onCreated }: { line: NfePreviewLine; supplierId: number | null; factor: number; onCreated: (p: NfeProductRef) => void }) {
  const id = useId();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(line.description);
  const [code, setCode] = useState(line.supplierCode);
  const [categoryId, setCategoryId] = useState('');
  const [price, setPrice] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const options = useQuery({ queryKey: productKeys.options, queryFn: fetchOptions, enabled: open });
  // As the import will book it (a conversion that gives no whole units is refused there anyway).
  const costCents = invoiceUnitCostCents(line.totalCents, line.discountCents, stockUnitsOf(line.quantity, factor) ?? Number(line.quantity) * factor);

  const create = useMutation({
    mutationFn: () =>
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
    onError: (err) => setProblem(errorMessage(err)),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    create.mutate();
  };

  if (!open) {
    return (
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Cadastrar produto a partir do item {line.lineNo}
      </Button>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="mt-2 grid gap-2 rounded-md border border-stone-200 bg-stone-50 p-3 sm:grid-cols-2" aria-labelledby={`${id}-t`}>
      <p id={`${id}-t`} className="font-medium text-stone-900 sm:col-span-2">
        Novo produto do item {line.lineNo} (custo {centsToInput(costCents)} por unidade)
      </p>
      <Field label="Nome do produto">
        <Input value={name} onChange={(e) => setName(e.target.value)} />
      </Field>
      <Field label="Código do produto">
        <Input value={code} onChange={(e) => setCode(e.target.value)} />
      </Field>
      <Field label="Categoria do produto">
        <NativeSelect value={categoryId} onChange={(e) => setCategoryId(e.target.value)}>
          <option value="">Selecione</option>
          <NamedOptions items={options.data?.categories} />
        </NativeSelect>
      </Field>
      <Field label="Preço de venda (R$)">
        <Input inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} placeholder="0,00" />
      </Field>
      {problem ? (
        <p role="alert" className="text-sm text-red-800 sm:col-span-2">
          {problem}
        </p>
      ) : null}
      <div className="flex gap-2 sm:col-span-2 sm:justify-end">
        <Button type="button" variant="outline" size="sm" onClick={() => setOpen(false)}>
          Cancelar
        </Button>
        <SubmitButton size="sm" pending={create.isPending} busyLabel="Cadastrando...">
          Cadastrar produto
        </SubmitButton>
      </div>
    </form>
  );
}

import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { todayIso } from '@/domain/dates';
import { centsToInput } from '@/domain/money';
import { entryFormToBody, entryRegisteredToast, type StockEntryFormValues, stockEntryFormSchema } from '@/domain/schemas/stock-documents';
import { formatQuantity, unitAbbreviation } from '@/domain/units';
import { toast, toastError } from '../../lib/toast';
import { ProductPicker } from '../../ui/documents/product-picker';
import type { PickedProduct } from '../../ui/documents/product-picker-api';
import { useSupplierOptions } from '../../ui/documents/registry-options-api';
import { fieldError, SelectField, TextareaField, TextField } from '../../ui/form/form-fields';
import { useZodForm } from '../../ui/form/use-zod-form';
import { FormDialog } from '../../ui/form-dialog';
import { NamedOptions } from '../../ui/options';
import { useCreateEntry } from './stock-api';

/** 'Nova Entrada': product (name, code or a scanned barcode), quantity, date, supplier, unit cost, notes. */
export function NewEntryDialog({ onClose }: { onClose: () => void }) {
  const suppliers = useSupplierOptions();
  const create = useCreateEntry();
  const [product, setProduct] = useState<PickedProduct | null>(null);
  // One key per dialog: a double click or a retried request registers the entry once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const form = useZodForm<StockEntryFormValues>(stockEntryFormSchema, {
    defaultValues: { productId: undefined as unknown as number, quantity: '', entryDate: todayIso(), supplierId: '', unitCost: '', notes: '' },
  });

  const pick = (p: PickedProduct | null) => {
    setProduct(p);
    form.setValue('productId', (p?.id ?? undefined) as number, { shouldValidate: form.formState.isSubmitted });
    // The product's supplier and cost are the defaults (requirements §2, Entradas).
    if (p) {
      form.setValue('supplierId', p.supplierId ? String(p.supplierId) : '');
      form.setValue('unitCost', centsToInput(p.costPriceCents));
    }
  };

  const submit = form.handleSubmit((values) =>
    create.mutate(entryFormToBody(values, idempotencyKey), {
      onSuccess: (res) => {
        toast.success(entryRegisteredToast(res.entry.quantity, product?.name ?? '', product?.unit));
        onClose();
      },
      onError: toastError('Erro ao adicionar em entradas'),
    }),
  );

  return (
    <FormDialog
      title="Nova Entrada"
      description="Mercadoria recebida no almoxarifado."
      onClose={onClose}
      onSubmit={submit}
      submit={{ label: 'Registrar Entrada', busyLabel: 'Registrando...', pending: create.isPending }}
      noValidate
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Controller
            control={form.control}
            name="productId"
            render={({ field }) => (
              <ProductPicker
                label="Produto"
                required
                inputRef={field.ref}
                exclude={[]}
                selected={product}
                onSelect={pick}
                // A scanner types the code and Enter: the clerk's next digits are the quantity, not more code.
                onScanned={() => form.setFocus('quantity', { shouldSelect: true })}
                onError={(message) => toast.error('Atenção', { description: message })}
                error={fieldError(form, 'productId')}
                hint="Digite o nome ou o código, ou passe o leitor de código de barras."
              />
            )}
          />
        </div>
        <TextField
          form={form}
          name="quantity"
          label="Quantidade"
          required
          inputMode="numeric"
          autoComplete="off"
          hint={product ? `Em ${unitAbbreviation(product.unit)} — estoque atual ${formatQuantity(product.stock, product.unit)}.` : undefined}
        />
        <TextField form={form} name="entryDate" label="Data" required type="date" />
        <SelectField form={form} name="supplierId" label="Fornecedor">
          <option value="">Sem fornecedor</option>
          <NamedOptions items={suppliers.data} />
        </SelectField>
        <TextField form={form} name="unitCost" label="Custo unitário (R$)" inputMode="decimal" placeholder="0,00" hint="Vazio: o custo atual do produto." />
        <TextareaField form={form} name="notes" label="Observações" className="sm:col-span-2" rows={2} />
      </div>
    </FormDialog>
  );
}

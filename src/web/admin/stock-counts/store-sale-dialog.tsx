import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { formatDate, todayIso } from '@/domain/dates';
import { INVALID_QUANTITY_MESSAGE } from '@/domain/schemas/cart';
import { type StoreSaleFormValues, storeSaleFormSchema, storeSaleFormToBody } from '@/domain/schemas/document-forms';
import { STORE_SALE_ITEM_REQUIRED_MESSAGE, storeSalePostedToast } from '@/domain/store-sales';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { type DocumentLine, ProductLinesField } from '../../ui/documents';
import { Field } from '../../ui/field';
import { FormProblem } from '../../ui/form/form-problem';
import { useFormProblem } from '../../ui/form/use-form-problem';
import { useZodForm } from '../../ui/form/use-zod-form';
import { FormDialog } from '../../ui/form-dialog';
import { Input, NativeSelect, Textarea } from '../../ui/input';
import { useCountPlaces, usePostStoreSale } from './stock-counts-api';

/**
 * 'Baixa de venda': a store's sales typed (a store without NFC-e files) — the store (a store's
 * staff see only theirs), the items sold and notes; the date is today. The server checks the
 * store's stock when it posts; one idempotency key per dialog, so a double click posts once.
 */
export function StoreSaleDialog({ onClose }: { onClose: () => void }) {
  const places = useCountPlaces();
  const stores = (places.data ?? []).filter((p) => p.storeId !== null);
  const post = usePostStoreSale();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [saleDate] = useState(() => todayIso());
  const form = useZodForm<StoreSaleFormValues>(storeSaleFormSchema, { defaultValues: { storeId: '', notes: '', items: [] }, reValidateMode: 'onSubmit' });
  const { problem, setServerProblem } = useFormProblem(form);
  // One store (a store's clerk): chosen already.
  const only = stores.length === 1 ? String(stores[0]!.storeId) : '';

  const submit = form.handleSubmit((values) =>
    post.mutateAsync(storeSaleFormToBody(values, saleDate, idempotencyKey)).then(
      (res) => {
        toast.success(storeSalePostedToast(res.sale.code, res.sale.items.length));
        onClose();
      },
      (err) => {
        setServerProblem(errorMessage(err));
        toast.error('Erro ao lançar a baixa de venda', { description: errorMessage(err) });
      },
    ),
  );

  return (
    <FormDialog
      title="Baixa de venda"
      description="Vendas do caixa da loja sem NFC-e: os itens saem do estoque da loja."
      className="max-w-2xl"
      onClose={onClose}
      onSubmit={() => {
        if (!form.getValues('storeId') && only) form.setValue('storeId', only);
        void submit();
      }}
      submit={{ label: 'Lançar baixa', busyLabel: 'Lançando...', pending: post.isPending }}
      noValidate
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="storeId"
          render={({ field }) => (
            <Field label="Loja" required>
              <NativeSelect value={field.value || only} onChange={field.onChange} disabled={stores.length === 1}>
                {stores.length === 1 ? null : <option value="">Selecione a loja</option>}
                {stores.map((p) => (
                  <option key={p.id} value={String(p.storeId)}>
                    {p.name}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          )}
        />
        <Field label="Data da venda">
          <Input value={formatDate(saleDate)} readOnly aria-readonly="true" className="bg-stone-50" />
        </Field>
      </div>
      <ProductLinesField<StoreSaleFormValues, DocumentLine>
        control={form.control}
        name="items"
        label="Itens vendidos"
        newLine={(product, quantity) => ({ product, quantity })}
        cardsOnPhone
        messages={{ pickFirst: STORE_SALE_ITEM_REQUIRED_MESSAGE, invalidQuantity: INVALID_QUANTITY_MESSAGE }}
      />
      <Field label="Observações">
        <Textarea rows={2} {...form.register('notes')} />
      </Field>
      <FormProblem message={problem} />
    </FormDialog>
  );
}

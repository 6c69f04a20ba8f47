import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { todayIso } from '@/domain/dates';
import { INVALID_QUANTITY_MESSAGE } from '@/domain/schemas/cart';
import { exitFormToBody, type StockExitFormValues, stockExitFormSchema } from '@/domain/schemas/document-forms';
import { EXIT_ITEM_REQUIRED_MESSAGE, exitQuantityOverStockMessage, exitRegisteredToast, exitTotalOverStockMessage } from '@/domain/schemas/stock-documents';
import { errorMessage } from '../../lib/api';
import { downloadUrl } from '../../lib/save-blob';
import { toast } from '../../lib/toast';
import type { DocumentLine } from '../../ui/documents/product-lines-editor';
import { ProductLinesField } from '../../ui/documents/product-lines-field';
import { StoreSelect } from '../../ui/documents/registry-selects';
import { Field } from '../../ui/field';
import { FormProblem } from '../../ui/form/form-problem';
import { useFormProblem } from '../../ui/form/use-form-problem';
import { useZodForm } from '../../ui/form/use-zod-form';
import { FormDialog } from '../../ui/form-dialog';
import { Input, Textarea } from '../../ui/input';
import { exitPdfUrl, useCreateExit } from './stock-api';

/**
 * 'Nova Saída': destination store, date, notes and the items — only products with stock, each
 * at most its stock (the messages of requirements §5), a scanner's Enter picking the product. The server checks
 * the stock again when it posts, in the same transaction.
 */
export function NewExitDialog({ onClose, onRegistered }: { onClose: () => void; onRegistered?: (exit: { id: number; code: string }) => void }) {
  const create = useCreateExit();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const form = useZodForm<StockExitFormValues>(stockExitFormSchema, {
    defaultValues: { storeId: '', exitDate: todayIso(), notes: '', items: [] },
    reValidateMode: 'onSubmit',
  });
  // Said once, beside the button that was pressed; the next change clears it.
  const { problem, setServerProblem } = useFormProblem(form);

  const submit = form.handleSubmit((values) =>
    create.mutate(exitFormToBody(values, idempotencyKey), {
      onSuccess: (res) => {
        // The guia goes with the goods: printing it is the clerk's next step.
        toast.success(exitRegisteredToast(res.exit.code, res.exit.lineCount), {
          action: { label: 'Imprimir guia', onClick: () => downloadUrl(exitPdfUrl(res.exit.id)) },
        });
        onRegistered?.(res.exit);
        onClose();
      },
      // Stock that changed since the dialog opened comes back with the requirements' message and the current stock.
      onError: (err) => {
        setServerProblem(errorMessage(err));
        toast.error('Erro ao adicionar em saídas', { description: errorMessage(err) });
      },
    }),
  );

  return (
    <FormDialog
      title="Nova Saída"
      description="Mercadorias do almoxarifado para uma loja."
      className="max-w-2xl"
      onClose={onClose}
      onSubmit={submit}
      submit={{ label: 'Confirmar Saída', busyLabel: 'Registrando...', pending: create.isPending }}
      noValidate
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="storeId"
          render={({ field }) => <StoreSelect label="Destino (loja)" value={field.value} onChange={field.onChange} />}
        />
        {/* Errors are said once, above the button (FormProblem), not under the fields. */}
        <Field label="Data da saída" required>
          <Input type="date" {...form.register('exitDate')} />
        </Field>
      </div>
      <ProductLinesField<StockExitFormValues, DocumentLine>
        control={form.control}
        name="items"
        label="Itens da saída"
        newLine={(product, quantity) => ({ product, quantity })}
        inStockOnly
        maxQuantity={(p) => p.stock}
        messages={{
          pickFirst: EXIT_ITEM_REQUIRED_MESSAGE,
          invalidQuantity: INVALID_QUANTITY_MESSAGE,
          overMax: exitQuantityOverStockMessage,
          totalOverMax: exitTotalOverStockMessage,
        }}
      />
      <Field label="Observações">
        <Textarea rows={2} {...form.register('notes')} />
      </Field>
      <FormProblem message={problem} />
    </FormDialog>
  );
}

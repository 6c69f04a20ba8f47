import { useState } from 'react';
import { INVALID_QUANTITY_MESSAGE } from '@/domain/schemas/cart';
import { type TransferFormValues, type TransferPlace, transferFormSchema, transferFormToBody } from '@/domain/schemas/transfers';
import { WAREHOUSE_LOCATION_ID } from '@/domain/stock-locations';
import { TRANSFER_ITEM_REQUIRED_MESSAGE } from '@/domain/transfers';
import { useMyPermissions } from '../../auth/use-can';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Dialog } from '../../ui/dialog';
import { type DocumentLine, ProductLinesField } from '../../ui/documents';
import { Field } from '../../ui/field';
import { FormProblem } from '../../ui/form/form-problem';
import { useFormProblem } from '../../ui/form/use-form-problem';
import { useZodForm } from '../../ui/form/use-zod-form';
import { FormDialog } from '../../ui/form-dialog';
import { NativeSelect, Textarea } from '../../ui/input';
import { Spinner } from '../../ui/spinner';
import { useCreateTransfer, useTransferPlaces } from './transfers-api';

type DialogProps = { onClose: () => void; onCreated: (id: number) => void };

/**
 * 'Nova transferência': origin, destination, notes and the items, saved as a Rascunho (nothing
 * moves until Separar). A store's staff send from their own store only: the origin is fixed.
 * The form is built once the places and the user's store are known: its origin is chosen from
 * them, and a select given a value before its options arrive would show (and keep) 'Selecione'.
 */
export function NewTransferDialog(props: DialogProps) {
  const places = useTransferPlaces();
  const me = useMyPermissions();
  if (places.data && !me.loading) return <NewTransferForm {...props} places={places.data} storeId={me.storeId} />;
  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()} title="Nova transferência" className="max-w-2xl">
      {places.isError ? (
        <p role="alert" className="text-red-700">
          Erro ao carregar os locais de estoque: {errorMessage(places.error)}
        </p>
      ) : (
        <Spinner />
      )}
    </Dialog>
  );
}

function NewTransferForm({ onClose, onCreated, places, storeId }: DialogProps & { places: TransferPlace[]; storeId: number | null }) {
  const create = useCreateTransfer();
  const own = places.find((p) => p.storeId !== null && p.storeId === storeId);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const form = useZodForm<TransferFormValues>(transferFormSchema, {
    defaultValues: { fromLocationId: String(own?.id ?? (storeId === null ? WAREHOUSE_LOCATION_ID : '')), toLocationId: '', notes: '', items: [] },
    reValidateMode: 'onSubmit',
  });
  const { problem, setServerProblem } = useFormProblem(form);
  const submit = form.handleSubmit((values) =>
    create.mutate(transferFormToBody(values, idempotencyKey), {
      onSuccess: (res) => {
        toast.success(`Transferência ${res.transfer.code} criada como rascunho.`);
        onCreated(res.transfer.id);
        onClose();
      },
      onError: (err) => setServerProblem(errorMessage(err)),
    }),
  );
  const origin = form.watch('fromLocationId');
  return (
    <FormDialog
      title="Nova transferência"
      description="Do almoxarifado para uma loja, entre lojas ou de volta ao almoxarifado."
      className="max-w-2xl"
      onClose={onClose}
      onSubmit={submit}
      submit={{ label: 'Criar rascunho', busyLabel: 'Criando...', pending: create.isPending }}
      noValidate
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Origem" required>
          <NativeSelect {...form.register('fromLocationId')} disabled={own !== undefined}>
            <option value="">Selecione</option>
            {places.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Destino" required>
          <NativeSelect {...form.register('toLocationId')}>
            <option value="">Selecione</option>
            {places
              .filter((p) => String(p.id) !== origin)
              .map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
          </NativeSelect>
        </Field>
      </div>
      <ProductLinesField<TransferFormValues, DocumentLine>
        control={form.control}
        name="items"
        label="Itens da transferência"
        newLine={(product, quantity) => ({ product, quantity })}
        messages={{ pickFirst: TRANSFER_ITEM_REQUIRED_MESSAGE, invalidQuantity: INVALID_QUANTITY_MESSAGE }}
      />
      <Field label="Observações">
        <Textarea rows={2} {...form.register('notes')} />
      </Field>
      <FormProblem message={problem} />
    </FormDialog>
  );
}

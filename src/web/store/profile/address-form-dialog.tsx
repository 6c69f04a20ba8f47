import { useRef } from 'react';
import type { z } from 'zod';
import { savedAddressSchema } from '@/domain/schemas/account';
import { EMPTY_ADDRESS_FIELDS } from '@/domain/schemas/address';
import { toast, toastError } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/form/form-fields';
import { useClearErrorOnChange } from '../../ui/form/use-clear-error-on-change';
import { useFocusFirstError } from '../../ui/form/use-focus-first-error';
import { useZodForm } from '../../ui/form/use-zod-form';
import { SubmitButton } from '../../ui/submit-button';
import { AddressFields, type AddressValue } from '../address-fields';
import { type Address, useSaveAddress } from './profile-api';

/** What is typed (the schema's input; the complement and the label may be left out). */
type Form = z.input<typeof savedAddressSchema>;

const EMPTY: Form = { label: '', ...EMPTY_ADDRESS_FIELDS, isDefault: false };

type Props = {
  /** The address being edited; none for a new one. */
  address?: Address;
  /** The customer has no address yet, so this one becomes the default whatever is ticked. */
  first: boolean;
  onClose: () => void;
};

/** The address as the form holds it (its id stays out of what is sent). */
function toForm(address: Address | undefined): Form {
  if (!address) return EMPTY;
  const { id: _id, ...typed } = address;
  return typed;
}

export function AddressFormDialog({ address, first, onClose }: Props) {
  // Each message under its field, announced (a toast would only repeat them); a field's goes when it changes.
  const form = useZodForm<Form>(savedAddressSchema, {
    defaultValues: toForm(address),
    reValidateMode: 'onSubmit',
    // The address's fields are not registered inputs: the first invalid one in the dialog's order is focused by useFocusFirstError.
    shouldFocusError: false,
  });
  useClearErrorOnChange(form);
  const values = form.watch();
  const { errors } = form.formState;
  const save = useSaveAddress(address?.id, {
    onSuccess: () => {
      toast.success(address ? 'Endereço atualizado' : 'Endereço adicionado', {
        description: address ? 'Alterações salvas.' : 'Endereço salvo para suas próximas compras.',
      });
      onClose();
    },
    onError: toastError('Erro ao salvar endereço'),
  });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors, form.formState.submitCount);

  const onAddressChange = (patch: Partial<AddressValue>) => {
    for (const [key, value] of Object.entries(patch) as [keyof AddressValue, string | undefined][]) {
      if (value !== undefined) form.setValue(key, value, { shouldDirty: true });
    }
  };

  const onSubmit = form.handleSubmit((typed) => save.mutate(typed));

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={address ? 'Editar endereço' : 'Novo endereço'} className="max-w-xl">
      <form ref={formRef} onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-6">
        <TextField form={form} name="label" label="Identificação" hint="Opcional. Ex.: Casa, Trabalho." className="sm:col-span-6" maxLength={60} />
        <div className="sm:col-span-6">
          <AddressFields value={{ ...values, complement: values.complement ?? '' }} errors={errors} onChange={onAddressChange} />
        </div>
        {first || address?.isDefault ? (
          <p className="text-sm text-stone-600 sm:col-span-6">Este será o seu endereço padrão.</p>
        ) : (
          <label className="flex items-center gap-2 text-sm text-stone-800 sm:col-span-6">
            <input type="checkbox" className="h-4 w-4 accent-brand-700" {...form.register('isDefault')} />
            Usar como endereço padrão
          </label>
        )}
        <div className="flex flex-col-reverse gap-2 sm:col-span-6 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={save.isPending}>
            Cancelar
          </Button>
          <SubmitButton pending={save.isPending} busyLabel="Salvando...">
            Salvar endereço
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}

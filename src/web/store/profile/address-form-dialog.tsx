import { type FormEvent, useRef, useState } from 'react';
import { savedAddressSchema } from '@/domain/schemas/account';
import { EMPTY_ADDRESS_FIELDS } from '@/domain/schemas/address';
import { toast, toastError } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Field } from '../../ui/field';
import { type FieldErrors, fieldErrors } from '../../ui/form/field-errors';
import { useFocusFirstError } from '../../ui/form/use-focus-first-error';
import { Input } from '../../ui/input';
import { SubmitButton } from '../../ui/submit-button';
import { AddressFields } from '../address-fields';
import { type Address, useSaveAddress } from './profile-api';

type Form = Omit<Address, 'id'>;

const EMPTY: Form = { label: '', ...EMPTY_ADDRESS_FIELDS, isDefault: false };

type Props = {
  /** The address being edited; none for a new one. */
  address?: Address;
  /** The customer has no address yet, so this one becomes the default whatever is ticked. */
  first: boolean;
  onClose: () => void;
};

export function AddressFormDialog({ address, first, onClose }: Props) {
  const [form, setForm] = useState<Form>(address ? { ...address } : EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof Form>>({});
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
  const [attempt, setAttempt] = useState(0);
  useFocusFirstError(formRef, errors, attempt);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = savedAddressSchema.safeParse(form);
    if (!parsed.success) {
      // Shown under each field (announced as alerts); a toast would only repeat them.
      setErrors(fieldErrors(parsed.error));
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={address ? 'Editar endereço' : 'Novo endereço'} className="max-w-xl">
      <form ref={formRef} onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-6">
        <Field label="Identificação" hint="Opcional. Ex.: Casa, Trabalho." error={errors.label} className="sm:col-span-6">
          <Input value={form.label} onChange={(e) => setForm((f) => ({ ...f, label: e.target.value }))} maxLength={60} />
        </Field>
        <div className="sm:col-span-6">
          <AddressFields value={form} errors={errors} onChange={(patch) => setForm((f) => ({ ...f, ...patch }))} />
        </div>
        {first || address?.isDefault ? (
          <p className="text-sm text-stone-600 sm:col-span-6">Este será o seu endereço padrão.</p>
        ) : (
          <label className="flex items-center gap-2 text-sm text-stone-800 sm:col-span-6">
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-700"
              checked={form.isDefault}
              onChange={(e) => setForm((f) => ({ ...f, isDefault: e.target.checked }))}
            />
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

import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { maskPhone } from '@/domain/brazil';
import { TextField } from './form-fields';

/** The customer's 'Telefone' (registration and profile): a required phone, masked as it is typed. */
export function PhoneField<T extends FieldValues>({ form, name }: { form: UseFormReturn<T>; name: Path<T> }) {
  return (
    <TextField form={form} name={name} label="Telefone" type="tel" inputMode="tel" autoComplete="tel" placeholder="(11) 99999-9999" mask={maskPhone} required />
  );
}

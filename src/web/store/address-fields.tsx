import { maskCep, UFS, ufFromCep } from '@/domain/brazil';
import { Field } from '../ui/field';
import { Input, NativeSelect } from '../ui/input';

/** What is typed (the schema's input: any text; the state may still be empty). */
export type AddressValue = { cep: string; street: string; number: string; complement: string; neighborhood: string; city: string; state: string };
type Key = keyof AddressValue;

type Props = {
  value: AddressValue;
  errors: Partial<Record<Key, string | undefined>>;
  onChange: (patch: Partial<AddressValue>) => void;
};

/**
 * The one address form of the shop (checkout and the profile's address book): CEP first — a full
 * CEP fills the state when it is still empty, and the server's schema (`addressSchema`) checks
 * that the two agree — then street, number, complement, neighbourhood, city and state.
 */
export function AddressFields({ value, errors, onChange }: Props) {
  const onCep = (typed: string) => {
    const cep = maskCep(typed);
    const uf = cep.length === 9 ? ufFromCep(cep) : null;
    // Helps with the state when it is still empty; a chosen state is never overwritten.
    onChange(uf && !value.state ? { cep, state: uf } : { cep });
  };
  const text = (key: Exclude<Key, 'cep' | 'state'>) => ({ value: value[key] ?? '', onChange: (e: { target: { value: string } }) => onChange({ [key]: e.target.value }) });
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-6">
      <Field label="CEP" required error={errors.cep} className="sm:col-span-2">
        <Input inputMode="numeric" autoComplete="postal-code" placeholder="00000-000" value={value.cep} onChange={(e) => onCep(e.target.value)} />
      </Field>
      <Field label="Rua" required error={errors.street} className="sm:col-span-4">
        <Input autoComplete="address-line1" {...text('street')} />
      </Field>
      <Field label="Número" required error={errors.number} className="sm:col-span-2">
        <Input autoComplete="address-line2" {...text('number')} />
      </Field>
      <Field label="Complemento" error={errors.complement} hint="Opcional" className="sm:col-span-4">
        <Input autoComplete="address-line3" {...text('complement')} />
      </Field>
      <Field label="Bairro" required error={errors.neighborhood} className="sm:col-span-2">
        <Input autoComplete="address-level3" {...text('neighborhood')} />
      </Field>
      <Field label="Cidade" required error={errors.city} className="sm:col-span-2">
        <Input autoComplete="address-level2" {...text('city')} />
      </Field>
      <Field label="Estado" required error={errors.state} className="sm:col-span-2">
        <NativeSelect autoComplete="address-level1" value={value.state} onChange={(e) => onChange({ state: e.target.value })}>
          <option value="">Selecione</option>
          {UFS.map((uf) => (
            <option key={uf.code} value={uf.code}>
              {uf.code} — {uf.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </div>
  );
}

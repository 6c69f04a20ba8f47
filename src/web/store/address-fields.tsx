import { maskCep, UFS, ufFromCep } from '@/domain/brazil';
import { Field } from '../ui/field';
import { Input, NativeSelect } from '../ui/input';

/** What is typed (the schema's input: any text; the state may still be empty). */
export type AddressValue = { cep: string; street: string; number: string; complement: string; neighborhood: string; city: string; state: string };
type Key = keyof AddressValue;
type TextKey = Exclude<Key, 'cep' | 'state'>;

/** The typed parts between the CEP and the state: label, browser autofill, width on the 6-column grid. */
const TEXT_PARTS: { key: TextKey; label: string; autoComplete: string; span: string }[] = [
  { key: 'street', label: 'Rua', autoComplete: 'address-line1', span: 'sm:col-span-4' },
  { key: 'number', label: 'Número', autoComplete: 'address-line2', span: 'sm:col-span-2' },
  { key: 'complement', label: 'Complemento', autoComplete: 'address-line3', span: 'sm:col-span-4' },
  { key: 'neighborhood', label: 'Bairro', autoComplete: 'address-level3', span: 'sm:col-span-2' },
  { key: 'city', label: 'Cidade', autoComplete: 'address-level2', span: 'sm:col-span-2' },
];

type Props = {
  value: AddressValue;
  /** The form's field errors (react-hook-form's): each part shows its own message. */
  errors: Partial<Record<Key, { message?: string } | undefined>>;
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
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-6">
      <Field label="CEP" required error={errors.cep?.message} className="sm:col-span-2">
        <Input inputMode="numeric" autoComplete="postal-code" placeholder="00000-000" value={value.cep} onChange={(e) => onCep(e.target.value)} />
      </Field>
      {TEXT_PARTS.map(({ key, label, autoComplete, span }) => {
        // Only the complement may stay empty.
        const optional = key === 'complement';
        return (
          <Field key={key} label={label} required={!optional} hint={optional ? 'Opcional' : undefined} error={errors[key]?.message} className={span}>
            <Input autoComplete={autoComplete} value={value[key] ?? ''} onChange={(e) => onChange({ [key]: e.target.value })} />
          </Field>
        );
      })}
      <Field label="Estado" required error={errors.state?.message} className="sm:col-span-2">
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

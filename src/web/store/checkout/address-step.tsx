import { useQuery } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { maskCep, UFS, ufFromCep } from '@/domain/brazil';
import { cn } from '../../lib/cn';
import { Field } from '../../ui/field';
import { Input, NativeSelect } from '../../ui/input';
import { type Address, savedAddressesQuery } from './checkout-api';
import type { CheckoutForm, FormErrors } from './checkout-form';

type Props = {
  form: CheckoutForm;
  errors: FormErrors;
  onChange: (patch: Partial<CheckoutForm>) => void;
  selectedAddressId: number | null;
  onPick: (address: Address) => void;
  saveAddress: boolean;
  onSaveAddressChange: (save: boolean) => void;
};

export function AddressStep({ form, errors, onChange, selectedAddressId, onPick, saveAddress, onSaveAddressChange }: Props) {
  // The address book belongs to the profile feature; without it the form alone still works.
  const saved = useQuery({ ...savedAddressesQuery, retry: false });
  const addresses = saved.data?.addresses ?? [];

  // The saved default address comes chosen, as a returning customer expects; once, and never over
  // an address already typed.
  const preselected = useRef(false);
  const untouched = !form.cep && !form.street && !form.number;
  useEffect(() => {
    if (preselected.current || !saved.data) return;
    preselected.current = true;
    const fallback = saved.data.addresses.find((a) => a.isDefault);
    if (fallback && untouched && selectedAddressId === null) onPick(fallback);
  }, [saved.data, untouched, selectedAddressId, onPick]);

  const onCep = (value: string) => {
    const cep = maskCep(value);
    const uf = cep.length === 9 ? ufFromCep(cep) : null;
    // Helps with the state when it is still empty; a chosen state is never overwritten.
    onChange(uf && !form.state ? { cep, state: uf } : { cep });
  };

  return (
    <div className="flex flex-col gap-5">
      {addresses.length > 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-stone-800">Endereços salvos</legend>
          {addresses.map((a) => (
            <label
              key={a.id}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold-500',
                selectedAddressId === a.id ? 'border-brand-700 bg-brand-50' : 'border-stone-300 bg-white',
              )}
            >
              <input type="radio" name="saved-address" className="mt-1 accent-brand-700" checked={selectedAddressId === a.id} onChange={() => onPick(a)} />
              <span>
                <span className="flex items-center gap-1 font-medium text-stone-900">
                  <MapPin className="h-4 w-4" aria-hidden="true" />
                  {a.label || `${a.street}, ${a.number}`}
                  {a.isDefault ? <span className="ml-1 rounded bg-stone-100 px-1.5 text-xs text-stone-700">Padrão</span> : null}
                </span>
                <span className="block text-stone-700">
                  {a.street}, {a.number}
                  {a.complement ? ` — ${a.complement}` : ''} — {a.neighborhood}, {a.city}/{a.state} — CEP {a.cep}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-6">
        <Field label="CEP" required error={errors.cep} className="sm:col-span-2">
          <Input inputMode="numeric" autoComplete="postal-code" placeholder="00000-000" value={form.cep} onChange={(e) => onCep(e.target.value)} />
        </Field>
        <Field label="Rua" required error={errors.street} className="sm:col-span-4">
          <Input autoComplete="address-line1" value={form.street} onChange={(e) => onChange({ street: e.target.value })} />
        </Field>
        <Field label="Número" required error={errors.number} className="sm:col-span-2">
          <Input autoComplete="address-line2" value={form.number} onChange={(e) => onChange({ number: e.target.value })} />
        </Field>
        <Field label="Complemento" error={errors.complement} hint="Opcional" className="sm:col-span-4">
          <Input autoComplete="address-line3" value={form.complement} onChange={(e) => onChange({ complement: e.target.value })} />
        </Field>
        <Field label="Bairro" required error={errors.neighborhood} className="sm:col-span-2">
          <Input autoComplete="address-level3" value={form.neighborhood} onChange={(e) => onChange({ neighborhood: e.target.value })} />
        </Field>
        <Field label="Cidade" required error={errors.city} className="sm:col-span-2">
          <Input autoComplete="address-level2" value={form.city} onChange={(e) => onChange({ city: e.target.value })} />
        </Field>
        <Field label="Estado" required error={errors.state} className="sm:col-span-2">
          <NativeSelect autoComplete="address-level1" value={form.state} onChange={(e) => onChange({ state: e.target.value })}>
            <option value="">Selecione</option>
            {UFS.map((uf) => (
              <option key={uf.code} value={uf.code}>
                {uf.code} — {uf.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>

      {selectedAddressId === null ? (
        <label className="flex items-center gap-2 text-sm text-stone-800">
          <input type="checkbox" className="h-4 w-4 accent-brand-700" checked={saveAddress} onChange={(e) => onSaveAddressChange(e.target.checked)} />
          Salvar este endereço
        </label>
      ) : null}
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '../../lib/cn';
import type { StateForm } from '../../ui/form/state-field';
import { AddressFields } from '../address-fields';
import { addressesQuery } from '../profile/profile-api';
import type { Address } from './checkout-api';
import type { CheckoutForm } from './checkout-form';

type Props = StateForm<CheckoutForm> & {
  selectedAddressId: number | null;
  onPick: (address: Address) => void;
  saveAddress: boolean;
  onSaveAddressChange: (save: boolean) => void;
};

export function AddressStep({ form, errors, onChange, selectedAddressId, onPick, saveAddress, onSaveAddressChange }: Props) {
  // The address book belongs to the profile feature; without it the form alone still works.
  const saved = useQuery({ ...addressesQuery, retry: false });
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

      <AddressFields value={form} errors={errors} onChange={onChange} />

      {selectedAddressId === null ? (
        <label className="flex items-center gap-2 text-sm text-stone-800">
          <input type="checkbox" className="h-4 w-4 accent-brand-700" checked={saveAddress} onChange={(e) => onSaveAddressChange(e.target.checked)} />
          Salvar este endereço
        </label>
      ) : null}
    </div>
  );
}

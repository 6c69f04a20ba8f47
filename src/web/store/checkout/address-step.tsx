import { useQuery } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ShippingAddress } from '@/domain/api/orders';
import { cn } from '../../lib/cn';
import { AddressFields } from '../address-fields';
import { addressesQuery, lastAddressQuery } from '../profile';
import type { Address } from './checkout-api';
import { addressOf, type CheckoutForm } from './checkout-form';
import { PickupChoice } from './pickup-choice';

type Props = {
  form: UseFormReturn<CheckoutForm>;
  /** Sets the choices and the address fields (they are not registered inputs). */
  onChange: (patch: Partial<CheckoutForm>) => void;
  selectedAddressId: number | null;
  /** A saved address, or the last order's (no id: filled in as typed). */
  onPick: (address: Address | ShippingAddress) => void;
  saveAddress: boolean;
  onSaveAddressChange: (save: boolean) => void;
  /** The cart's lines: the stores offered for 'Retirar na loja' have them all. */
  items: { productId: number; quantity: number }[];
};

/** The same place, however its CEP was typed. */
function samePlace(a: ShippingAddress, b: ShippingAddress): boolean {
  const norm = (x: ShippingAddress) =>
    [x.cep.replace(/\D/g, ''), x.street, x.number, x.complement ?? '', x.neighborhood, x.city, x.state].map((v) => v.trim().toLowerCase()).join('|');
  return norm(a) === norm(b);
}

export function AddressStep({ form: checkout, onChange, selectedAddressId, onPick, saveAddress, onSaveAddressChange, items }: Props) {
  const form = checkout.watch();
  const { errors } = checkout.formState;
  const address = addressOf(form);
  // The address book belongs to the profile feature; without it the form alone still works.
  const saved = useQuery({ ...addressesQuery, retry: false });
  const addresses = saved.data?.addresses ?? [];
  // Where the last order went: offered first, as the one a returning customer most likely wants.
  const lastOrder = useQuery({ ...lastAddressQuery, retry: false });
  const last = lastOrder.data?.address ?? null;
  // The last order's address among the saved ones is that saved one; otherwise it is offered on its own.
  const lastSaved = last ? addresses.find((a) => samePlace(a, last)) : undefined;
  const lastOnItsOwn = last && !lastSaved ? last : null;
  const usingLast = lastOnItsOwn !== null && selectedAddressId === null && samePlace(address, lastOnItsOwn);

  // The last order's address comes chosen (else the saved default one); once, and never over an
  // address already typed.
  const preselected = useRef(false);
  const untouched = !form.cep && !form.street && !form.number;
  const settled = saved.isFetched && lastOrder.isFetched;
  useEffect(() => {
    if (preselected.current || !settled) return;
    preselected.current = true;
    if (!untouched || selectedAddressId !== null) return;
    const choice = lastSaved ?? lastOnItsOwn ?? addresses.find((a) => a.isDefault);
    if (choice) onPick(choice);
  }, [settled, untouched, selectedAddressId, onPick, lastSaved, lastOnItsOwn, addresses]);

  return (
    <div className="flex flex-col gap-5">
      <PickupChoice items={items} method={form.deliveryMethod} storeId={form.pickupStoreId} error={errors.pickupStoreId?.message} onChange={onChange} />
      {form.deliveryMethod === 'pickup' ? (
        // The NF-e names the buyer's address, and a boleto is registered with it (decision 070).
        <p className="text-sm text-stone-700">Informe também o seu endereço: ele vai na nota fiscal. Nada é entregue nele.</p>
      ) : null}
      {lastOnItsOwn ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-stone-800">Último endereço usado</legend>
          <label
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold-500',
              usingLast ? 'border-brand-700 bg-brand-50' : 'border-stone-300 bg-white',
            )}
          >
            <input type="radio" name="saved-address" className="mt-1 accent-brand-700" checked={usingLast} onChange={() => onPick(lastOnItsOwn)} />
            <span>
              <span className="flex items-center gap-1 font-medium text-stone-900">
                <MapPin className="h-4 w-4" aria-hidden="true" />
                Endereço do último pedido
              </span>
              <span className="block text-stone-700">
                {lastOnItsOwn.street}, {lastOnItsOwn.number}
                {lastOnItsOwn.complement ? ` — ${lastOnItsOwn.complement}` : ''} — {lastOnItsOwn.neighborhood}, {lastOnItsOwn.city}/{lastOnItsOwn.state} — CEP{' '}
                {lastOnItsOwn.cep}
              </span>
            </span>
          </label>
        </fieldset>
      ) : null}
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
                  {a === lastSaved ? <span className="ml-1 rounded bg-brand-50 px-1.5 text-xs text-brand-800">Último pedido</span> : null}
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

      <AddressFields value={address} errors={errors} onChange={onChange} />

      {selectedAddressId === null ? (
        <label className="flex items-center gap-2 text-sm text-stone-800">
          <input type="checkbox" className="h-4 w-4 accent-brand-700" checked={saveAddress} onChange={(e) => onSaveAddressChange(e.target.checked)} />
          Salvar este endereço
        </label>
      ) : null}
    </div>
  );
}

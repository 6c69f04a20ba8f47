import { useQuery } from '@tanstack/react-query';
import { Store, Truck } from 'lucide-react';
import { NO_PICKUP_STORE_MESSAGE } from '@/domain/pickups';
import { DELIVERY_METHOD_LABELS, type DeliveryMethod } from '@/domain/shipping';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { Spinner } from '../../ui/spinner';
import { pickupStoresQuery } from './checkout-api';

const OPTION =
  'flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold-500';

type Props = {
  items: { productId: number; quantity: number }[];
  method: DeliveryMethod;
  storeId: string;
  error?: string;
  onChange: (patch: { deliveryMethod?: DeliveryMethod; pickupStoreId?: string }) => void;
};

/**
 * 'Como receber' (issue 37, decision 070): delivered, or collected at a store that has every item
 * of the cart. The stores are asked of the server only once 'Retirar na loja' is chosen.
 */
export function PickupChoice({ items, method, storeId, error, onChange }: Props) {
  const stores = useQuery({ ...pickupStoresQuery(items), enabled: method === 'pickup' });
  const list = stores.data?.stores ?? [];
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-stone-800">Como receber</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {(['shipping', 'pickup'] as const).map((m) => (
            <label key={m} className={cn(OPTION, method === m ? 'border-brand-700 bg-brand-50' : 'border-stone-300 bg-white')}>
              <input
                type="radio"
                name="delivery-method"
                value={m}
                className="mt-1 accent-brand-700"
                checked={method === m}
                onChange={() => onChange({ deliveryMethod: m, pickupStoreId: m === 'shipping' ? '' : storeId })}
              />
              <span className="flex items-center gap-2 font-medium text-stone-900">
                {m === 'pickup' ? <Store className="h-4 w-4" aria-hidden="true" /> : <Truck className="h-4 w-4" aria-hidden="true" />}
                {m === 'pickup' ? DELIVERY_METHOD_LABELS.pickup : 'Receber em casa'}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {method === 'pickup' ? (
        <fieldset className="flex flex-col gap-2" aria-describedby={error ? 'pickup-store-error' : undefined}>
          <legend className="mb-2 text-sm font-medium text-stone-800">Loja para retirada</legend>
          {stores.isPending ? <Spinner label="Procurando lojas com os itens..." /> : null}
          {stores.isError ? <p className="text-sm text-red-700">{errorMessage(stores.error)}</p> : null}
          {stores.isSuccess && list.length === 0 ? <p className="text-sm text-stone-700">{NO_PICKUP_STORE_MESSAGE}</p> : null}
          {list.map((s) => (
            <label key={s.id} className={cn(OPTION, storeId === String(s.id) ? 'border-brand-700 bg-brand-50' : 'border-stone-300 bg-white')}>
              <input
                type="radio"
                name="pickup-store"
                value={s.id}
                className="mt-1 accent-brand-700"
                checked={storeId === String(s.id)}
                aria-invalid={error ? true : undefined}
                onChange={() => onChange({ pickupStoreId: String(s.id) })}
              />
              <span>
                <span className="block font-medium text-stone-900">{s.name}</span>
                {s.address ? <span className="block text-stone-700">{s.address}</span> : null}
                <span className="block text-green-800">Retirada grátis</span>
              </span>
            </label>
          ))}
          {error ? (
            <p id="pickup-store-error" role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </div>
  );
}

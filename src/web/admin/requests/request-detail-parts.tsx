import type { ReactNode } from 'react';
import type { RequestItemDetail } from '@/domain/schemas/requests';
import { formatQuantity } from '@/domain/units';

/** The lines of a request: name, code, quantity, and whatever the kind adds on the right. */
export function RequestItemsList<I extends RequestItemDetail>({ items, extra }: { items: I[]; extra?: (item: I) => ReactNode }) {
  return (
    <ul className="flex flex-col divide-y divide-stone-100 rounded-md border border-stone-200" aria-label="Itens">
      {items.map((item) => (
        <li key={item.id} className="flex flex-col gap-2 px-3 py-2 text-sm sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="font-medium text-stone-900">{item.productName}</p>
            <p className="text-xs text-stone-600">
              {item.productCode ? `${item.productCode} · ` : ''}Qtd. {formatQuantity(item.quantity, item.unit)}
            </p>
          </div>
          {extra ? <div className="shrink-0">{extra(item)}</div> : null}
        </li>
      ))}
    </ul>
  );
}

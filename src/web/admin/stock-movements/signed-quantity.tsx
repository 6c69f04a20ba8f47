import type { StockMovementListItem } from '@/domain/schemas/stock-movements';
import { formatQuantity } from '@/domain/units';
import { cn } from '../../lib/cn';

/** A movement's quantity as the ledgers show it: '+5 CX' in, '−2 UN' out — the sign written, not only coloured. */
export function SignedQuantity({ movement: m }: { movement: Pick<StockMovementListItem, 'quantity' | 'unit'> }) {
  const text = formatQuantity(Math.abs(m.quantity), m.unit);
  return (
    <span className={cn('font-medium tabular-nums', m.quantity > 0 ? 'text-emerald-800' : 'text-red-800')}>{m.quantity > 0 ? `+${text}` : `−${text}`}</span>
  );
}

import type { StockMovementListItem } from '@/domain/schemas/stock-movements';
import { signedQuantity } from '@/domain/units';
import { cn } from '../../lib/cn';

/** A movement's quantity as the ledgers show it: '+5 CX' in green, '-2 UN' in red (the sign is written, not only coloured). */
export function SignedQuantity({ movement: m }: { movement: Pick<StockMovementListItem, 'quantity' | 'unit'> }) {
  return <span className={cn('font-medium tabular-nums', m.quantity > 0 ? 'text-emerald-800' : 'text-red-800')}>{signedQuantity(m.quantity, m.unit)}</span>;
}

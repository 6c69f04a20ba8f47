import { stockLabel } from '@/domain/stock';
import { Badge } from '../../ui/badge';

const CLASSES = {
  'Sem estoque': 'bg-red-100 text-red-900',
  'Estoque baixo': 'bg-amber-100 text-amber-900',
  'Em estoque': 'bg-green-100 text-green-900',
} as const;

export function StockBadge({ stock, minStock }: { stock: number; minStock: number }) {
  const label = stockLabel(stock, minStock);
  return <Badge className={`whitespace-nowrap ${CLASSES[label]}`}>{label}</Badge>;
}

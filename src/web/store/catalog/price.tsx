import { formatBRL } from '@/domain/money';
import { cn } from '../../lib/cn';

type Props = { priceCents: number; listPriceCents: number | null; onSale: boolean; size?: 'sm' | 'lg'; className?: string };

/** A real "de" price only (requirements §9): struck through when on sale and above the current price. */
export function hasRealListPrice(p: Pick<Props, 'priceCents' | 'listPriceCents' | 'onSale'>) {
  return p.onSale && p.listPriceCents != null && p.listPriceCents > p.priceCents;
}

export function Price({ priceCents, listPriceCents, onSale, size = 'sm', className }: Props) {
  const showList = hasRealListPrice({ priceCents, listPriceCents, onSale });
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2', className)}>
      {showList ? (
        <span className={cn('text-stone-600', size === 'lg' ? 'text-base' : 'text-xs')}>
          <span className="sr-only">De </span>
          <s>{formatBRL(listPriceCents!)}</s>
          <span className="sr-only"> por</span>
        </span>
      ) : null}
      <span data-testid="price" className={cn('font-bold text-brand-800', size === 'lg' ? 'text-3xl' : 'text-lg')}>
        {formatBRL(priceCents)}
      </span>
    </p>
  );
}

import { Star } from 'lucide-react';
import { cn } from '../../lib/cn';

const ratingText = (rating: number) => rating.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Five stars filled to the rating (fractions included), announced as "Avaliação 4,7 de 5". */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const pct = Math.max(0, Math.min(100, (rating / 5) * 100));
  const row = (cls: string) => Array.from({ length: 5 }, (_, i) => <Star key={i} className={cn('h-4 w-4 shrink-0', cls)} aria-hidden="true" />);
  return (
    <span role="img" aria-label={`Avaliação ${ratingText(rating)} de 5`} className={cn('relative inline-flex', className)}>
      <span className="flex text-stone-300">{row('fill-current')}</span>
      <span className="absolute inset-0 flex overflow-hidden text-gold-500" style={{ width: `${pct}%` }}>
        {row('fill-current')}
      </span>
    </span>
  );
}

/** Stars, the rating and the real number of reviews: "★★★★★ 4,9 (132 avaliações)". */
export function RatingLine({ rating, reviewCount, className }: { rating: number; reviewCount: number; className?: string }) {
  return (
    <span className={cn('flex flex-wrap items-center gap-1 text-xs text-stone-600', className)}>
      <Stars rating={rating} />
      <span aria-hidden="true" className="font-medium text-stone-700">
        {ratingText(rating)}
      </span>
      <span>({reviewCount === 1 ? '1 avaliação' : `${reviewCount.toLocaleString('pt-BR')} avaliações`})</span>
    </span>
  );
}

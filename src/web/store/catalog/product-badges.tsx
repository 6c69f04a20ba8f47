import type { CardBadgeKey, DetailBadgeKey } from '@/domain/stock';
import { cn } from '../../lib/cn';

const STYLES: Record<CardBadgeKey | DetailBadgeKey, string> = {
  esgotado: 'bg-red-700 text-white',
  poucas: 'bg-amber-100 text-amber-900 ring-1 ring-amber-300',
  ultimas: 'bg-amber-100 text-amber-900 ring-1 ring-amber-300',
  destaque: 'bg-gold-300 text-brand-900',
  oferta: 'bg-emerald-700 text-white',
};

export function ProductBadges({
  badges,
  className,
  testId,
}: {
  badges: { key: CardBadgeKey | DetailBadgeKey; label: string }[];
  className?: string;
  testId?: string;
}) {
  if (badges.length === 0) return null;
  return (
    <ul data-testid={testId} className={cn('flex flex-wrap gap-1', className)} aria-label="Selos do produto">
      {badges.map((b) => (
        <li key={b.key} data-badge={b.key} className={cn('rounded-full px-2 py-0.5 text-xs font-semibold shadow-sm', STYLES[b.key])}>
          {b.label}
        </li>
      ))}
    </ul>
  );
}

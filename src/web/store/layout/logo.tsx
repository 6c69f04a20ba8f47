import { Cross } from 'lucide-react';
import { Link } from 'react-router';

/** `compact`: only the mark on narrow screens, where the back-office header also holds the greeting. */
export function Logo({ to = '/loja', light = false, compact = false }: { to?: string; light?: boolean; compact?: boolean }) {
  return (
    <Link to={to} className="flex items-center gap-2" aria-label="Luz da Fé — página inicial">
      <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-brand-700 text-gold-300">
        <Cross className="h-5 w-5" aria-hidden="true" />
      </span>
      <span className={`font-serif text-xl font-bold ${light ? 'text-white' : 'text-brand-800'} ${compact ? 'hidden sm:inline' : ''}`}>Luz da Fé</span>
    </Link>
  );
}

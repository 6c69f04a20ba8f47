import { Loader2 } from 'lucide-react';
import { cn } from '../lib/cn';

export function Spinner({ className, label = 'Carregando...' }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2">
      <Loader2 aria-hidden="true" className={cn('h-5 w-5 animate-spin text-brand-700', className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Full-screen indicator while the session or the gate state loads. */
export function FullScreenLoader({ label = 'Carregando...' }: { label?: string }) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-3 bg-stone-50" role="status" aria-live="polite">
      <Loader2 aria-hidden="true" className="h-10 w-10 animate-spin text-brand-700" />
      <p className="text-stone-700">{label}</p>
    </div>
  );
}

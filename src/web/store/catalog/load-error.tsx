import { useEffect } from 'react';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';

/** A failed catalogue load: the requirements' error toast plus a way to try again in place. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const message = errorMessage(error);
  useEffect(() => {
    toast.error(title, { description: message });
  }, [title, message]);
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-8 text-center">
      <p className="font-semibold text-red-800">{title}</p>
      <p className="text-sm text-red-800">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        Tentar novamente
      </Button>
    </div>
  );
}

/** The card's text under its picture, as grey bars: category, name, price. */
const TEXT_LINES = ['h-3 w-1/3', 'h-4 w-4/5', 'h-4 w-1/2'];

/** Grey card shapes while products load, so the layout does not jump when they arrive. */
export function CardSkeletons({ count, className }: { count: number; className?: string }) {
  return (
    <div aria-hidden="true" className={className}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="animate-pulse overflow-hidden rounded-xl border border-stone-200 bg-white">
          <div className="aspect-square bg-stone-200" />
          <div className="space-y-2 p-3">
            {TEXT_LINES.map((size) => (
              <div key={size} className={`${size} rounded bg-stone-200`} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

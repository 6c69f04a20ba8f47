import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

type Props = { title: ReactNode; note: ReactNode; children?: ReactNode; className?: string };

/**
 * A row of a card's short list (`<ul className="divide-y …">`): what the item is, with a line
 * under it, on the left; what goes with it (a figure, a badge, a button) on the right.
 */
export function ItemRow({ title, note, children, className }: Props) {
  return (
    <li className={cn('flex flex-wrap items-center justify-between gap-2 py-3', className)}>
      <div>
        <p className="font-medium text-stone-900">{title}</p>
        <p className="text-xs text-stone-600">{note}</p>
      </div>
      {children}
    </li>
  );
}

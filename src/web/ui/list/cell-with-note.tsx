import type { ReactNode } from 'react';

/** A list cell's text with a smaller line under it: a product and its code, an order and its customer. */
export function CellWithNote({ children, note, className = 'font-medium text-stone-900' }: { children: ReactNode; note: ReactNode; className?: string }) {
  return (
    <span>
      <span className={className}>{children}</span>
      <span className="block text-xs font-normal text-stone-600">{note}</span>
    </span>
  );
}

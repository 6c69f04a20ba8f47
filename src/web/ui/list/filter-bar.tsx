import type { ReactNode } from 'react';
import { Card } from '../card';

/** The row of search and filters above a list: stacked on phones, side by side from 640 px. */
export function FilterBar({ children, label = 'Filtros' }: { children: ReactNode; label?: string }) {
  return (
    <Card role="search" aria-label={label} className="flex flex-col gap-3 p-4 sm:flex-row sm:flex-wrap sm:items-end">
      {children}
    </Card>
  );
}

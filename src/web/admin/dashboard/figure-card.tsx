import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card, CardContent, CardHeader } from '../../ui/card';

/** A dashboard figure's card: a region named by its heading, with the figure's icon beside it and the figures below. */
export function FigureCard({ title, icon: Icon, children }: { title: string; icon: LucideIcon; children: ReactNode }) {
  const id = useId();
  return (
    <Card role="region" aria-labelledby={id} className="h-full">
      <CardHeader className="flex-row items-center justify-between pb-2">
        <h2 id={id} className="text-sm font-medium text-stone-700">
          {title}
        </h2>
        <Icon className="h-5 w-5 text-brand-600" aria-hidden="true" />
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

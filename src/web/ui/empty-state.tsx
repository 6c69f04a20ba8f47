import type { ReactNode } from 'react';

export function EmptyState({ title, hint, children }: { title: string; hint?: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
      <p className="font-medium text-stone-800">{title}</p>
      {hint ? <p className="text-sm text-stone-600">{hint}</p> : null}
      {children}
    </div>
  );
}

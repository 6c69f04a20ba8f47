import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn';

export function Badge({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', 'bg-stone-100 text-stone-800', className)} {...props} />
  );
}

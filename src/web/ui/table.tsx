import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '../lib/cn';

/**
 * A table that scrolls sideways on phones instead of breaking the layout (`relative`: its
 * visually-hidden labels stay inside the scroll box instead of widening the page). The scroll box
 * is a named, focusable region, so a keyboard can scroll it too (WCAG 2.1.1).
 */
export function Table({ className, ...props }: HTMLAttributes<HTMLTableElement>) {
  return (
    <div
      role="region"
      aria-label={props['aria-label']}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard to be scrolled (axe scrollable-region-focusable).
      tabIndex={0}
      className="relative w-full overflow-x-auto rounded-lg border border-stone-200 bg-white"
    >
      <table className={cn('w-full min-w-[640px] border-collapse text-left text-sm', className)} {...props} />
    </div>
  );
}

export function THead(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead className="bg-stone-100 text-xs uppercase tracking-wide text-stone-700" {...props} />;
}

export function TBody(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody className="divide-y divide-stone-200" {...props} />;
}

export function TR({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cn('hover:bg-stone-50', className)} {...props} />;
}

export function TH({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope="col" className={cn('px-3 py-2 font-semibold', className)} {...props} />;
}

export function TD({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn('px-3 py-2 align-middle', className)} {...props} />;
}

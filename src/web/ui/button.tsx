import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../lib/cn';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-60 cursor-pointer',
  {
    variants: {
      variant: {
        primary: 'bg-brand-700 text-white hover:bg-brand-800',
        gold: 'bg-gold-300 text-brand-900 hover:bg-gold-500 hover:text-white',
        outline: 'border border-stone-300 bg-white text-stone-900 hover:bg-stone-100',
        ghost: 'text-stone-800 hover:bg-stone-100',
        danger: 'bg-red-700 text-white hover:bg-red-800',
        link: 'text-brand-700 underline-offset-4 hover:underline px-0',
      },
      size: {
        sm: 'h-8 px-3',
        md: 'h-10 px-4',
        lg: 'h-12 px-6 text-base',
        icon: 'h-10 w-10',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

type Props = ButtonHTMLAttributes<HTMLButtonElement> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

/**
 * A button, or its child styled as one (`asChild`: a link). An icon button (size 'icon') shows its
 * name as a tooltip on hover and on keyboard focus — a native `title` shows on neither a keyboard
 * focus nor a touch — so give it `title` (the tooltip) or `aria-label` (both, when the name says more).
 */
export function Button({ className, variant, size, asChild, type, title, ...props }: Props) {
  const Comp = asChild ? Slot : 'button';
  const tooltip = size === 'icon' ? (title ?? props['aria-label']) : undefined;
  return (
    <Comp
      className={cn(buttonVariants({ variant, size }), tooltip && 'relative', className)}
      {...(asChild ? {} : { type: type ?? 'button' })}
      {...(tooltip ? { 'data-tooltip': tooltip, 'aria-label': props['aria-label'] ?? tooltip } : { title })}
      {...props}
    />
  );
}

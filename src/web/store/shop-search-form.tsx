import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { cn } from '../lib/cn';
import { Button } from '../ui/button';
import { Input } from '../ui/input';

type Props = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: (e: FormEvent) => void;
  placeholder: string;
  className?: string;
  inputClassName?: string;
  /** 'icon': a magnifier inside the field (the header); 'button': a 'Buscar' button beside it. */
  variant?: 'icon' | 'button';
  size?: 'md' | 'lg';
};

/** The shop's product search box, labelled 'Buscar produtos' for screen readers wherever it sits. */
export function ShopSearchForm({ id, value, onChange, onSubmit, placeholder, className, inputClassName, variant = 'button', size = 'md' }: Props) {
  return (
    <form role="search" onSubmit={onSubmit} className={cn(variant === 'icon' ? 'relative' : 'flex gap-2', className)}>
      <label htmlFor={id} className="sr-only">
        Buscar produtos
      </label>
      <Input id={id} type="search" placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} className={cn(variant === 'icon' ? 'pr-10' : 'flex-1', inputClassName)} />
      {variant === 'icon' ? (
        <button type="submit" className="absolute right-1 top-1 rounded p-2 text-stone-600 hover:text-brand-700" aria-label="Buscar">
          <Search className="h-4 w-4" aria-hidden="true" />
        </button>
      ) : (
        <Button type="submit" size={size} className="shrink-0">
          <Search className={size === 'lg' ? 'h-5 w-5' : 'h-4 w-4'} aria-hidden="true" />
          <span className="hidden sm:inline">Buscar</span>
          <span className="sr-only sm:hidden">Buscar</span>
        </Button>
      )}
    </form>
  );
}

import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '../lib/cn';
import { Button } from '../ui/button';
import { Input } from '../ui/input';

/** The box's text and what submitting it does (useProductSearch, or the listing's own). */
export type SearchBox = { text: string; setText: (value: string) => void; submit: (e: FormEvent) => void };

type Props = {
  id: string;
  search: SearchBox;
  placeholder: string;
  className?: string;
  inputClassName?: string;
  /** 'icon': a magnifier inside the field (the header); 'button': a 'Buscar' button beside it. */
  variant?: 'icon' | 'button';
  size?: 'md' | 'lg';
};

/** The shop's product search box, labelled 'Buscar produtos' for screen readers wherever it sits. */
export function ShopSearchForm({ id, search, placeholder, className, inputClassName, variant = 'button', size = 'md' }: Props) {
  return (
    <form role="search" onSubmit={search.submit} className={cn(variant === 'icon' ? 'relative' : 'flex gap-2', className)}>
      <label htmlFor={id} className="sr-only">
        Buscar produtos
      </label>
      <Input
        id={id}
        type="search"
        placeholder={placeholder}
        value={search.text}
        onChange={(e) => search.setText(e.target.value)}
        className={cn(variant === 'icon' ? 'pr-10' : 'flex-1', inputClassName)}
      />
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

/** A search box's text and submit: a search that is not blank (after trimming) opens Produtos with it (requirements §5). */
export function useProductSearch(): SearchBox {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = text.trim();
    if (q) navigate(`/produtos?search=${encodeURIComponent(q)}`);
  };
  return { text, setText, submit };
}

import { Plus } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from './button';

/** The button that opens a screen's 'Nova …' / 'Adicionar …' form: the plus sign, then what it adds. */
export function AddButton({ children, ...props }: Omit<ComponentProps<typeof Button>, 'asChild'>) {
  return (
    <Button {...props}>
      <Plus className="h-4 w-4" aria-hidden="true" /> {children}
    </Button>
  );
}

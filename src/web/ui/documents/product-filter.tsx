import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { Button } from '../button';
import { ProductPicker } from './product-picker';
import { chosenProductQuery } from './product-picker-api';

/**
 * A list's product filter: a product picker (10,000 products do not fit a select); once chosen it
 * shows the product's name with a button to clear it. The id lives in the URL with the list.
 */
export function ProductFilter({
  productId,
  onChange,
  className = 'sm:w-64',
}: {
  productId: number | undefined;
  onChange: (id: number | undefined) => void;
  className?: string;
}) {
  const chosen = useQuery(chosenProductQuery(productId));
  if (productId === undefined) {
    return (
      <div className={cn('min-w-0', className)}>
        <ProductPicker
          label="Produto"
          exclude={[]}
          selected={null}
          onSelect={(p) => p && onChange(p.id)}
          onError={(message) => toast.error('Atenção', { description: message })}
        />
      </div>
    );
  }
  return (
    <div className={cn('flex min-w-0 flex-col gap-1', className)}>
      <span className="text-sm font-medium text-stone-800">Produto</span>
      <div className="flex h-10 items-center justify-between gap-2 rounded-md border border-stone-300 bg-stone-50 px-3 text-sm">
        <span className="truncate">{chosen.data ? `${chosen.data.name} (${chosen.data.code})` : `Produto #${productId}`}</span>
        <Button variant="ghost" size="icon" className="h-7 w-7" aria-label="Limpar filtro de produto" onClick={() => onChange(undefined)}>
          <X className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

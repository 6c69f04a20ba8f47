import { AlertTriangle, Minus, Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { formatBRL } from '@/domain/money';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { type LineProblem, problemText } from './cart-check';
import { type CartItem, cartStore } from './cart-store';

export function CartLine({ item, problem }: { item: CartItem; problem?: LineProblem }) {
  const setQuantity = (quantity: number) => {
    cartStore.setQuantity(item.productId, quantity);
    toast.success('Produto atualizado no carrinho');
  };
  const remove = () => {
    cartStore.remove(item.productId);
    toast.success('Produto removido do carrinho');
  };
  const warningId = `cart-line-${item.productId}-warning`;

  return (
    <li
      data-testid="cart-line"
      className="flex gap-3 rounded-lg border border-stone-200 bg-white p-3 shadow-sm sm:gap-4 sm:p-4"
      aria-describedby={problem ? warningId : undefined}
    >
      {/* The picture repeats the name link beside it, so it stays out of the tab order. */}
      <Link to={`/produto/${item.productId}`} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <img src={item.imageUrl} alt="" width={96} height={96} className="h-20 w-20 rounded-md bg-stone-100 object-cover sm:h-24 sm:w-24" loading="lazy" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <Link to={`/produto/${item.productId}`} className="font-medium text-stone-900 hover:text-brand-700 hover:underline">
              {item.name}
            </Link>
            <p className="text-sm text-stone-700">
              <span className="sr-only">Preço unitário: </span>
              {formatBRL(item.priceCents)} <span aria-hidden="true">/ un.</span>
            </p>
          </div>
          <Button
            variant="ghost"
            size="icon"
            onClick={remove}
            aria-label={`Remover ${item.name} do carrinho`}
            className="shrink-0 text-red-700 hover:bg-red-50"
          >
            <Trash2 className="h-5 w-5" aria-hidden="true" />
          </Button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <fieldset className="inline-flex items-center rounded-md border border-stone-300">
            <legend className="sr-only">Quantidade de {item.name}</legend>
            <Button
              variant="ghost"
              size="icon"
              className="rounded-r-none"
              onClick={() => setQuantity(item.quantity - 1)}
              disabled={item.quantity <= 1}
              aria-label={`Diminuir quantidade de ${item.name}`}
            >
              <Minus className="h-4 w-4" aria-hidden="true" />
            </Button>
            <output
              data-testid="cart-line-quantity"
              aria-live="polite"
              aria-label={`Quantidade: ${item.quantity}`}
              className="min-w-10 px-2 text-center font-semibold tabular-nums"
            >
              {item.quantity}
            </output>
            <Button
              variant="ghost"
              size="icon"
              className="rounded-l-none"
              onClick={() => setQuantity(item.quantity + 1)}
              aria-label={`Aumentar quantidade de ${item.name}`}
            >
              <Plus className="h-4 w-4" aria-hidden="true" />
            </Button>
          </fieldset>
          <p className="font-semibold text-stone-900">
            <span className="sr-only">Total do item: </span>
            {formatBRL(item.priceCents * item.quantity)}
          </p>
        </div>
        {problem ? (
          <div id={warningId} data-testid="cart-line-warning" className="flex flex-wrap items-center gap-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900">
            <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden="true" />
            <span className="flex-1">{problemText(problem)}</span>
            {problem.kind === 'over-stock' ? (
              <Button variant="outline" size="sm" onClick={() => setQuantity(problem.stock)}>
                Ajustar para {problem.stock}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}

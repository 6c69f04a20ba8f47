import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { useSession } from '../../auth/session';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { ShippingEstimateForm } from '../shipping';
import { useCartCheck } from './cart-check';
import { CartLine } from './cart-line';
import { cartStore } from './cart-store';
import { CartSummary } from './cart-summary';
import { useCart, useCartLoadedFor } from './use-cart';

export default function CartPage() {
  const { items, count, totalCents } = useCart();
  const { problems, checking, estimate } = useCartCheck(items);
  const { user } = useSession();
  const loaded = useCartLoadedFor(user?.role === 'customer' ? user.id : null);

  // A customer's saved cart may still be arriving: no 'empty' flash before it does.
  if (items.length === 0 && !loaded) {
    return (
      <div className="flex justify-center px-4 py-20">
        <Spinner label="Carregando carrinho..." className="h-8 w-8" />
      </div>
    );
  }

  if (items.length === 0) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="sr-only">Carrinho de compras</h1>
        <EmptyState title="Seu carrinho está vazio" hint="Que tal conhecer nossos terços, imagens e velas?">
          <ShoppingCart className="order-first mb-2 h-12 w-12 text-stone-400" aria-hidden="true" />
          <Button asChild className="mt-2">
            <Link to="/produtos">Ver produtos</Link>
          </Button>
        </EmptyState>
      </div>
    );
  }

  const clear = () => {
    if (!window.confirm('Remover todos os itens do carrinho?')) return;
    cartStore.clear();
    toast.success('Carrinho limpo', { description: 'Todos os itens foram removidos' });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <PageHeader
        title="Carrinho de compras"
        description={`${count} ${count === 1 ? 'item' : 'itens'} no carrinho`}
        actions={
          <Button variant="outline" size="sm" onClick={clear}>
            Limpar carrinho
          </Button>
        }
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <ul aria-label="Itens do carrinho" className="flex flex-col gap-3">
          {items.map((item) => (
            <CartLine key={item.productId} item={item} problem={problems.get(item.productId)} />
          ))}
        </ul>
        <div className="flex flex-col gap-4">
          <CartSummary count={count} totalCents={totalCents} blocked={problems.size > 0} checking={checking} />
          <ShippingEstimateForm
            items={items.map((i) => ({ productId: i.productId, quantity: i.quantity }))}
            page={estimate}
            pageLoading={checking}
            className="rounded-lg border border-stone-200 bg-white p-4"
          />
        </div>
      </div>
    </div>
  );
}

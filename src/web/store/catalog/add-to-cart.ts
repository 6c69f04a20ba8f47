import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { cartStore } from '../cart';
import type { ProductCard } from './catalog-api';

/** The cart line of a product (the cart keeps what it needs to show itself). */
export const cartItemOf = (p: ProductCard) => ({ productId: p.id, name: p.name, priceCents: p.priceCents, imageUrl: p.imageUrl, stock: p.stock });

export const unitsInCartText = (n: number) => (n === 1 ? '1 unidade no carrinho.' : `${n} unidades no carrinho.`);

/** Adds to the cart and says so ('{name} adicionado!', with the units now in the cart and a way there). */
export function useAddToCart() {
  const navigate = useNavigate();
  return (product: ProductCard, quantity = 1) => {
    cartStore.add(cartItemOf(product), quantity);
    const inCart = cartStore.get().find((i) => i.productId === product.id)?.quantity ?? quantity;
    toast.success(`${product.name} adicionado!`, {
      description: unitsInCartText(inCart),
      action: { label: 'Ver Carrinho', onClick: () => navigate('/carrinho') },
    });
  };
}

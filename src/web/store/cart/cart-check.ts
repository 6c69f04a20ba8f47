import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type PageEstimate, rememberedCep } from '../shipping';
import { cartKeys, checkCartProducts } from './cart-api';
import { type CartItem, cartStore } from './cart-store';

export type LineProblem = { kind: 'unavailable' } | { kind: 'sold-out' } | { kind: 'over-stock'; stock: number };

/**
 * Current price and stock of the cart's products, straight from the API (the copy in local
 * storage may be days old), and what stands between each line and the checkout.
 */
export function useCartCheck(items: CartItem[]) {
  const ids = [...new Set(items.map((i) => i.productId))].sort((a, b) => a - b);
  const query = useQuery({
    queryKey: cartKeys.checkOf(ids),
    // The remembered CEP rides along (decision 075); the answer keeps the lines it was estimated for,
    // so the form shows it only while the quantities are the same (other quantities: POST /estimate).
    queryFn: async () => {
      const cep = rememberedCep();
      const quantities = ids.map((id) => items.find((i) => i.productId === id)?.quantity ?? 1);
      const answer = await checkCartProducts(ids, cep ? { cep, quantities } : undefined);
      return { ...answer, estimatedFor: ids.map((productId, i) => ({ productId, quantity: quantities[i]! })) };
    },
    enabled: ids.length > 0,
    staleTime: 0,
  });
  const products = query.data?.products;
  useEffect(() => {
    if (products) cartStore.refresh(products);
  }, [products]);

  const byId = new Map((products ?? []).map((p) => [p.id, p]));
  const problems = new Map<number, LineProblem>();
  if (products) {
    for (const item of items) {
      const p = byId.get(item.productId);
      if (!p?.available) problems.set(item.productId, { kind: 'unavailable' });
      else if (p.stock <= 0) problems.set(item.productId, { kind: 'sold-out' });
      else if (item.quantity > p.stock) problems.set(item.productId, { kind: 'over-stock', stock: p.stock });
    }
  }
  const estimate: PageEstimate | undefined = query.data ? { items: query.data.estimatedFor, estimate: query.data.estimate } : undefined;
  return { checking: query.isPending && ids.length > 0, failed: query.isError, problems, estimate };
}

export function problemText(problem: LineProblem): string {
  switch (problem.kind) {
    case 'unavailable':
      return 'Este produto não está mais disponível. Remova-o para continuar.';
    case 'sold-out':
      return 'Produto esgotado. Remova-o para continuar.';
    case 'over-stock':
      return `Apenas ${problem.stock} ${problem.stock === 1 ? 'unidade disponível' : 'unidades disponíveis'}. Ajuste a quantidade para continuar.`;
  }
}

import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { cardBadges } from '@/domain/stock';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { useAddToCart } from './add-to-cart';
import type { ProductCard } from './catalog-api';
import { Price } from './price';
import { ProductBadges } from './product-badges';
import { ProductPicture } from './product-picture';
import { RatingLine } from './stars';

type Props = { product: ProductCard; layout?: 'grid' | 'list'; className?: string };

/** The storefront's product card, as a grid tile or a list row. */
export function ProductCardView({ product, layout = 'grid', className }: Props) {
  const addToCart = useAddToCart();
  const soldOut = product.stock <= 0;
  const href = `/produto/${product.id}`;
  const list = layout === 'list';
  return (
    <article
      data-testid="product-card"
      className={cn(
        'group relative flex overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md',
        list ? 'flex-row' : 'flex-col',
        className,
      )}
    >
      {/* The name below is the link for keyboards and screen readers; the picture repeats it for the mouse. */}
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        className={cn('relative block shrink-0 overflow-hidden bg-stone-100', list ? 'aspect-square w-28 self-start sm:w-44' : 'aspect-square w-full')}
      >
        <ProductPicture src={product.imageUrl} />
      </Link>
      <ProductBadges badges={cardBadges(product)} className="pointer-events-none absolute left-2 top-2 max-w-[calc(100%-1rem)]" />
      <div className={cn('flex min-w-0 flex-1 flex-col gap-1', list ? 'p-3 sm:p-4' : 'p-3')}>
        {product.category ? <p className="text-[11px] font-medium uppercase tracking-wide text-stone-600">{product.category.name}</p> : null}
        <h3 className={cn('font-semibold leading-snug text-stone-900', list ? 'text-base' : 'line-clamp-2 text-sm')}>
          <Link to={href} className="hover:text-brand-700 hover:underline">
            {product.name}
          </Link>
        </h3>
        <RatingLine rating={product.rating} reviewCount={product.reviewCount} />
        <div className={cn('mt-auto flex gap-2 pt-2', list ? 'flex-wrap items-center justify-between' : 'flex-col')}>
          <Price priceCents={product.priceCents} listPriceCents={product.listPriceCents} onSale={product.onSale} />
          <Button
            size="sm"
            variant={soldOut ? 'outline' : 'primary'}
            disabled={soldOut}
            onClick={() => addToCart(product)}
            aria-label={soldOut ? `${product.name} esgotado` : `Adicionar ${product.name} ao carrinho`}
            className={list ? '' : 'w-full'}
          >
            <ShoppingCart className="h-4 w-4" aria-hidden="true" />
            {soldOut ? 'Esgotado' : 'Adicionar'}
          </Button>
        </div>
      </div>
    </article>
  );
}

/** Cards in a responsive grid (two columns on phones). */
export function ProductGrid({ products, className, label }: { products: ProductCard[]; className?: string; label?: string }) {
  return (
    <ul aria-label={label} className={cn('grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4', className)}>
      {products.map((p) => (
        <li key={p.id} className="flex">
          <ProductCardView product={p} className="w-full" />
        </li>
      ))}
    </ul>
  );
}

import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { cardBadges } from '@/domain/stock';
import { cn } from '../../lib/cn';
import type { ProductCard } from '../catalog/catalog-api';
import { Price } from '../catalog/price';
import { ProductBadges } from '../catalog/product-badges';
import { RatingLine } from '../catalog/stars';

export const FEATURED_TILES = 4;

/** Up to 4 featured products: one large, three small, padded with 'Em Breve' tiles. */
export function FeaturedGrid({ products }: { products: ProductCard[] }) {
  const tiles: (ProductCard | null)[] = products.slice(0, FEATURED_TILES);
  while (tiles.length < FEATURED_TILES) tiles.push(null);
  const [large, ...small] = tiles;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {large ? <LargeTile product={large} /> : <ComingSoonTile large />}
      <ul className="flex flex-col gap-4">
        {small.map((p, i) => (
          <li key={p?.id ?? `soon-${i}`} className="flex lg:min-h-0 lg:flex-1">
            {p ? <SmallTile product={p} /> : <ComingSoonTile />}
          </li>
        ))}
      </ul>
    </div>
  );
}

function LargeTile({ product }: { product: ProductCard }) {
  return (
    <Link
      to={`/produto/${product.id}`}
      data-testid="featured-tile"
      className="group relative flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm hover:shadow-md"
    >
      <span className="block aspect-square overflow-hidden bg-stone-100">
        <img
          src={product.imageUrl}
          alt=""
          width={400}
          height={400}
          // The largest picture above the fold: fetched first, never lazily.
          fetchPriority="high"
          className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
      </span>
      <ProductBadges badges={cardBadges(product)} className="absolute left-3 top-3" />
      <span className="flex flex-col gap-1 p-4">
        <span className="text-lg font-semibold text-stone-900 group-hover:text-brand-700 sm:text-xl">{product.name}</span>
        <RatingLine rating={product.rating} reviewCount={product.reviewCount} />
        <Price priceCents={product.priceCents} listPriceCents={product.listPriceCents} onSale={product.onSale} />
      </span>
    </Link>
  );
}

function SmallTile({ product }: { product: ProductCard }) {
  return (
    <Link
      to={`/produto/${product.id}`}
      data-testid="featured-tile"
      className="group flex w-full overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm hover:shadow-md"
    >
      {/* Square picture as tall as the tile: on wide screens the large tile sets the height. */}
      <span className="relative block aspect-square w-28 shrink-0 self-center overflow-hidden bg-stone-100 sm:w-40 lg:h-full lg:w-auto lg:self-stretch">
        <img
          src={product.imageUrl}
          alt=""
          width={400}
          height={400}
          loading="lazy"
          className="absolute inset-0 h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
      </span>
      <span className="flex min-w-0 flex-1 flex-col justify-center gap-1 p-3 sm:p-4">
        <ProductBadges badges={cardBadges(product)} />
        <span className="line-clamp-2 font-semibold text-stone-900 group-hover:text-brand-700">{product.name}</span>
        <RatingLine rating={product.rating} reviewCount={product.reviewCount} />
        <Price priceCents={product.priceCents} listPriceCents={product.listPriceCents} onSale={product.onSale} />
      </span>
    </Link>
  );
}

function ComingSoonTile({ large = false }: { large?: boolean }) {
  return (
    <div
      data-testid="coming-soon-tile"
      className={cn(
        'flex w-full flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-gold-500/60 bg-gold-100/60 p-6 text-center',
        large ? 'aspect-square' : 'min-h-28',
      )}
    >
      <Sparkles className="h-7 w-7 text-gold-700" aria-hidden="true" />
      <p className="font-serif text-lg font-bold text-gold-700">Em Breve</p>
      <p className="text-sm text-stone-700">Novos destaques chegando à loja.</p>
    </div>
  );
}

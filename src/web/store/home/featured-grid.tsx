import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cardBadges } from '@/domain/stock';
import { cn } from '../../lib/cn';
import type { ProductCard } from '../catalog';
import { Price, ProductBadges, ProductPicture, RatingLine } from '../catalog';

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
    <Link to={`/produto/${product.id}`} data-testid="featured-tile" className={cn(TILE, 'relative flex-col')}>
      <span className="block aspect-square overflow-hidden bg-stone-100">
        <ProductPicture src={product.imageUrl} priority className="duration-500" />
      </span>
      <ProductBadges badges={cardBadges(product)} className="absolute left-3 top-3" />
      <TileText product={product} className="p-4" nameClassName="text-lg sm:text-xl" />
    </Link>
  );
}

function SmallTile({ product }: { product: ProductCard }) {
  return (
    <Link to={`/produto/${product.id}`} data-testid="featured-tile" className={cn(TILE, 'w-full')}>
      {/* Square picture as tall as the tile: on wide screens the large tile sets the height. */}
      <span className="relative block aspect-square w-28 shrink-0 self-center overflow-hidden bg-stone-100 sm:w-40 lg:h-full lg:w-auto lg:self-stretch">
        <ProductPicture src={product.imageUrl} className="absolute inset-0 duration-500" />
      </span>
      <TileText product={product} className="min-w-0 flex-1 justify-center p-3 sm:p-4" nameClassName="line-clamp-2">
        <ProductBadges badges={cardBadges(product)} />
      </TileText>
    </Link>
  );
}

const TILE = 'group flex overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm hover:shadow-md';

/** A tile's name, rating and price; `children` (the badges) above the name. */
function TileText({ product, className, nameClassName, children }: { product: ProductCard; className: string; nameClassName: string; children?: ReactNode }) {
  return (
    <span className={cn('flex flex-col gap-1', className)}>
      {children}
      <span className={cn('font-semibold text-stone-900 group-hover:text-brand-700', nameClassName)}>{product.name}</span>
      <RatingLine rating={product.rating} reviewCount={product.reviewCount} />
      <Price priceCents={product.priceCents} listPriceCents={product.listPriceCents} onSale={product.onSale} />
    </span>
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

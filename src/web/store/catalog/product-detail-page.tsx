import { useQuery } from '@tanstack/react-query';
import { ChevronRight, ShoppingCart, Zap } from 'lucide-react';
import { Fragment, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { detailBadges, stockLabel } from '@/domain/stock';
import { ApiError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { cartStore } from '../cart';
import { ShippingEstimateForm } from '../shipping';
import { cartItemOf, useAddToCart } from './add-to-cart';
import { type ProductCard, type ProductDetail, type ProductPage, productQuery } from './catalog-api';
import { FavoriteButton } from './favorite-button';
import { LoadError } from './load-error';
import { Price } from './price';
import { ProductBadges } from './product-badges';
import { ProductGrid } from './product-card';
import { ProductGallery } from './product-gallery';
import { ProductInfoCard } from './product-info-card';
import { ProductNotFound } from './product-not-found';
import { QuantitySelector } from './quantity-selector';
import { ShareButton } from './share-button';
import { RatingLine } from './stars';
import { useDocumentTitle } from './use-document-title';

export default function ProductDetailPage() {
  const { id = '' } = useParams();
  const product = useQuery(productQuery(id));

  if (product.isError) {
    const err = product.error;
    // A malformed id (400) is as missing as an unknown one (404).
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return <ProductNotFound />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <LoadError title="Erro ao carregar produto" error={err} onRetry={() => void product.refetch()} />
      </div>
    );
  }
  if (!product.data) return <DetailSkeleton />;
  const { product: p, related, isFavorite, estimate } = product.data;
  // Keyed by product, so moving to a related product starts again at quantity 1.
  return <ProductView key={p.id} product={p} related={related} isFavorite={isFavorite} estimate={estimate} />;
}

type ViewProps = { product: ProductDetail; related: ProductCard[]; isFavorite: boolean; estimate: ProductPage['estimate'] };

function ProductView({ product, related, isFavorite, estimate }: ViewProps) {
  const [quantity, setQuantity] = useState(1);
  const addToCart = useAddToCart();
  const navigate = useNavigate();
  const soldOut = product.stock <= 0;
  useDocumentTitle(`${product.name} | Luz da Fé`);

  const buyNow = () => {
    cartStore.add(cartItemOf(product), quantity);
    navigate('/checkout');
  };

  const label = stockLabel(product.stock, product.minStock);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <Breadcrumb
        crumbs={[
          { to: '/loja', label: 'Início' },
          { to: '/produtos', label: 'Produtos' },
          ...(product.category ? [{ to: `/produtos?category=${product.category.slug}`, label: product.category.name }] : []),
        ]}
      />

      <div className="grid gap-6 lg:grid-cols-2 lg:gap-10">
        <ProductGallery product={product} />
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2">
            {product.category ? (
              <Link
                to={`/produtos?category=${product.category.slug}`}
                className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
              >
                {product.category.name}
              </Link>
            ) : null}
            <ProductBadges badges={detailBadges(product)} testId="detail-badges" />
          </div>
          <h1 className="font-serif text-3xl font-bold text-stone-900 sm:text-4xl">{product.name}</h1>
          <RatingLine rating={product.rating} reviewCount={product.reviewCount} className="text-sm" />
          <p className="text-stone-700">{product.description}</p>
          <div data-testid="detail-price">
            <Price priceCents={product.priceCents} listPriceCents={product.listPriceCents} onSale={product.onSale} size="lg" />
          </div>
          <p className="text-sm text-stone-700">Parcelamento sem juros · Frete grátis para todo Brasil</p>
          <p data-testid="stock-status" className="flex items-center gap-2 text-sm font-medium">
            <span
              aria-hidden="true"
              className={cn('h-2.5 w-2.5 rounded-full', soldOut ? 'bg-red-600' : label === 'Estoque baixo' ? 'bg-amber-500' : 'bg-emerald-600')}
            />
            <span className={soldOut ? 'text-red-800' : label === 'Estoque baixo' ? 'text-amber-900' : 'text-emerald-800'}>
              {soldOut ? 'Sem estoque' : `${label} — ${product.stock} ${product.stock === 1 ? 'unidade disponível' : 'unidades disponíveis'}`}
            </span>
          </p>

          <QuantitySelector value={quantity} stock={product.stock} onChange={setQuantity} disabled={soldOut} />
          <div className="grid gap-2 sm:grid-cols-2">
            <Button size="lg" variant="gold" onClick={buyNow} disabled={soldOut}>
              <Zap className="h-5 w-5" aria-hidden="true" />
              Comprar Agora
            </Button>
            <Button size="lg" onClick={() => addToCart(product, quantity)} disabled={soldOut}>
              <ShoppingCart className="h-5 w-5" aria-hidden="true" />
              Adicionar ao Carrinho
            </Button>
          </div>
          <div className="flex flex-wrap gap-2">
            <FavoriteButton productId={product.id} name={product.name} isFavorite={isFavorite} />
            <ShareButton name={product.name} path={`/produto/${product.id}`} />
          </div>
          {soldOut ? null : (
            <ShippingEstimateForm
              items={[{ productId: product.id, quantity }]}
              // The product's GET estimated one unit for the remembered CEP (decision 075).
              page={{ items: [{ productId: product.id, quantity: 1 }], estimate }}
              className="rounded-lg border border-stone-200 p-3"
            />
          )}
        </div>
      </div>

      <div className="mt-10 grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="descricao" className="lg:col-span-2">
          <h2 id="descricao" className="mb-3 font-serif text-2xl font-bold text-brand-900">
            Descrição
          </h2>
          <p className="whitespace-pre-line leading-relaxed text-stone-800">{product.detailedDescription || product.description}</p>
        </section>
        <ProductInfoCard product={product} />
      </div>

      {related.length ? (
        <section aria-labelledby="relacionados" className="mt-12">
          <h2 id="relacionados" className="mb-4 font-serif text-2xl font-bold text-brand-900">
            Produtos Relacionados
          </h2>
          <ProductGrid products={related} />
        </section>
      ) : null}
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div className="mx-auto grid max-w-7xl animate-pulse gap-6 px-4 py-8 lg:grid-cols-2" aria-hidden="true">
      <div className="aspect-square rounded-2xl bg-stone-200" />
      <div className="flex flex-col gap-4">
        <div className="h-6 w-1/4 rounded bg-stone-200" />
        <div className="h-10 w-3/4 rounded bg-stone-200" />
        <div className="h-4 w-1/3 rounded bg-stone-200" />
        <div className="h-20 rounded bg-stone-200" />
        <div className="h-10 w-1/3 rounded bg-stone-200" />
      </div>
    </div>
  );
}

/** Where the product sits: the shop, the products, its category; a chevron between the links. */
function Breadcrumb({ crumbs }: { crumbs: { to: string; label: string }[] }) {
  return (
    <nav aria-label="Trilha de navegação" className="mb-4 text-sm text-stone-600">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, i) => (
          <Fragment key={crumb.to}>
            {i > 0 ? <ChevronRight className="h-4 w-4" aria-hidden="true" /> : null}
            <li>
              <Link to={crumb.to} className="hover:text-brand-700 hover:underline">
                {crumb.label}
              </Link>
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}

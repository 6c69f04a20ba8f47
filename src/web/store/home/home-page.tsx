import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CardSkeletons, homeQuery, LoadError, type ProductCard, ProductCardView, useDocumentTitle } from '../catalog';
import { BannerCarousel } from './banner-carousel';
import { BenefitsRow } from './benefits-row';
import { FeaturedGrid } from './featured-grid';
import { HomeSearch } from './home-search';

const SIX_GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-6';

export default function HomePage() {
  const home = useQuery(homeQuery);
  useDocumentTitle('Luz da Fé — Artigos Religiosos');

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-6 sm:py-8">
      <h1 className="sr-only">Luz da Fé — artigos religiosos</h1>
      <BannerCarousel />
      <HomeSearch />
      {home.isError ? (
        <LoadError title="Erro ao carregar produtos" error={home.error} onRetry={() => void home.refetch()} />
      ) : (
        <>
          {home.data?.categories.some((c) => c.productCount > 0) ? (
            <nav aria-label="Categorias" className="-mt-4">
              <ul className="flex gap-2 overflow-x-auto pb-1 sm:flex-wrap sm:justify-center">
                {home.data.categories
                  .filter((c) => c.productCount > 0)
                  .map((c) => (
                    <li key={c.slug} className="shrink-0">
                      <Link
                        to={`/produtos?category=${c.slug}`}
                        className="inline-flex h-9 items-center rounded-full border border-brand-200 bg-white px-4 text-sm font-medium text-brand-800 hover:bg-brand-50"
                      >
                        {c.name}
                      </Link>
                    </li>
                  ))}
              </ul>
            </nav>
          ) : null}
          <Section title="Produtos em Destaque" id="destaques">
            {home.data ? <FeaturedGrid products={home.data.featured} /> : <CardSkeletons count={2} className="grid gap-4 lg:grid-cols-2" />}
          </Section>
          <ProductsSection title="Novidades" id="novidades" link="/produtos?sort=newest" products={home.data?.newest} />
          <ProductsSection title="Mais Vendidos" id="mais-vendidos" link="/produtos?sort=bestsellers" products={home.data?.bestSellers} />
        </>
      )}
      <BenefitsRow />
    </div>
  );
}

// Sections below the first screen are laid out and painted only when scrolled near: on a phone
// that halves the work of showing the home page.
const BELOW_THE_FOLD = '[content-visibility:auto] [contain-intrinsic-size:auto_900px]';

function Section({ title, id, link, children, belowTheFold }: { title: string; id: string; link?: string; children: ReactNode; belowTheFold?: boolean }) {
  return (
    <section aria-labelledby={`${id}-title`} className={belowTheFold ? BELOW_THE_FOLD : undefined}>
      <div className="mb-4 flex items-end justify-between gap-3">
        <h2 id={`${id}-title`} className="font-serif text-2xl font-bold text-brand-900 sm:text-3xl">
          {title}
        </h2>
        {link ? (
          <Link to={link} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
            Ver todos <span className="sr-only">— {title}</span>
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

function ProductsSection({ title, id, link, products }: { title: string; id: string; link: string; products?: ProductCard[] }) {
  return (
    <Section title={title} id={id} link={link} belowTheFold>
      {products ? (
        <ul className={SIX_GRID}>
          {products.map((p) => (
            <li key={p.id} className="flex">
              <ProductCardView product={p} className="w-full" />
            </li>
          ))}
        </ul>
      ) : (
        <CardSkeletons count={6} className={SIX_GRID} />
      )}
    </Section>
  );
}

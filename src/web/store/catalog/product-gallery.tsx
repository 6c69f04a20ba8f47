import { useState } from 'react';
import { cn } from '../../lib/cn';
import type { ProductDetail } from './catalog-api';

/** The product's pictures: a large one and, when there are several, thumbnails to switch. */
export function ProductGallery({ product }: { product: ProductDetail }) {
  const images = product.images.length ? product.images.map((i) => i.url) : [product.imageUrl];
  const [current, setCurrent] = useState(0);
  const src = images[Math.min(current, images.length - 1)];
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
        <img
          src={src}
          alt={images.length > 1 ? `${product.name} — imagem ${current + 1} de ${images.length}` : product.name}
          width={1000}
          height={1000}
          fetchPriority="high"
          className="aspect-square w-full object-cover"
        />
      </div>
      {images.length > 1 ? (
        <ul className="flex gap-2 overflow-x-auto" aria-label="Imagens do produto">
          {images.map((url, i) => (
            <li key={url} className="shrink-0">
              <button
                type="button"
                onClick={() => setCurrent(i)}
                aria-label={`Ver imagem ${i + 1} de ${images.length}`}
                aria-current={i === current ? 'true' : undefined}
                className={cn(
                  'block h-20 w-20 overflow-hidden rounded-lg border-2',
                  i === current ? 'border-brand-700' : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <img src={url.replace(/\/detail$/, '/card')} alt="" className="h-full w-full object-cover" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

import type { ShippingEstimate } from '../shipping';

// Storefront catalogue: the JSON the API answers with, typed once for the server that builds it and the web
// app that reads it (neither imports the other).
/** A product as the storefront's cards show it (contract shared with cart, favourites and profile). */
export type ProductCard = {
  id: number;
  name: string;
  priceCents: number;
  listPriceCents: number | null;
  stock: number;
  minStock: number;
  featured: boolean;
  onSale: boolean;
  rating: number;
  reviewCount: number;
  category: { slug: string; name: string } | null;
  imageUrl: string;
};

export type CategorySummary = { id: number; slug: string; name: string; productCount: number };

export type HomeData = {
  featured: ProductCard[];
  newest: ProductCard[];
  bestSellers: ProductCard[];
  categories: CategorySummary[];
};

export type ProductListResult = { items: ProductCard[]; total: number; page: number; pageSize: number };

export type ProductDetail = ProductCard & {
  description: string;
  detailedDescription: string;
  material: string;
  dimensions: string;
  origin: string;
  code: string;
  images: { id: number; url: string }[];
};

export type ProductPage = {
  product: ProductDetail;
  related: ProductCard[];
  isFavorite: boolean;
  /**
   * Asked with `?cep=` (the visitor's remembered CEP): the delivery estimate of one unit, the same
   * answer as POST /api/store/shipping/estimate; null when it could not be made. Absent without `cep`.
   */
  estimate?: ShippingEstimate | null;
};

// What other features use of catalog (docs/DEVELOPING.md, 'Feature walls').

export { homeQuery, type ProductCard, productQuery } from './catalog-api';
export { CardSkeletons, LoadError } from './load-error';
export { Price } from './price';
export { ProductBadges } from './product-badges';
export { ProductCardView } from './product-card';
export { default as ProductDetailPage } from './product-detail-page';
export { default as ProductListPage } from './product-list-page';
export { ProductPicture } from './product-picture';
export { RatingLine } from './stars';
export { useDocumentTitle } from './use-document-title';

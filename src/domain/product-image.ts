export type ProductImageSize = 'card' | 'detail';

/** Widths the upload step produces for each size (webp). */
export const PRODUCT_IMAGE_WIDTHS: Record<ProductImageSize, number> = { card: 400, detail: 1000 };

export function isProductImageSize(value: unknown): value is ProductImageSize {
  return value === 'card' || value === 'detail';
}

/**
 * Where the browser loads a product's picture: the uploaded image in the wanted size, or the
 * generated placeholder (the product's name on its category colour) when there is none.
 */
export function productImageUrl(productId: number, imageId: number | null, size: ProductImageSize): string {
  return imageId != null ? `/api/media/product-images/${imageId}/${size}` : `/api/media/products/${productId}/placeholder.svg`;
}

/** The stored file of one size of an uploaded image (`storageKey` is product_images.storage_key). */
export function productImageFileKey(storageKey: string, size: ProductImageSize): string {
  return `${storageKey}-${size}.webp`;
}

import { describe, expect, it } from 'vitest';
import { isProductImageSize, productImageFileKey, productImageUrl } from './product-image';

describe('productImageUrl', () => {
  it('points at the uploaded image in the wanted size', () => {
    expect(productImageUrl(7, 42, 'card')).toBe('/api/media/product-images/42/card');
    expect(productImageUrl(7, 42, 'detail')).toBe('/api/media/product-images/42/detail');
  });

  it('falls back to the product placeholder when there is no image', () => {
    expect(productImageUrl(7, null, 'card')).toBe('/api/media/products/7/placeholder.svg');
    expect(productImageUrl(7, null, 'detail')).toBe('/api/media/products/7/placeholder.svg');
  });
});

describe('productImageFileKey', () => {
  it('names the webp of each size', () => {
    expect(productImageFileKey('products/7/abc', 'card')).toBe('products/7/abc-card.webp');
    expect(productImageFileKey('products/7/abc', 'detail')).toBe('products/7/abc-detail.webp');
  });
});

describe('isProductImageSize', () => {
  it('accepts only card and detail', () => {
    expect(isProductImageSize('card')).toBe(true);
    expect(isProductImageSize('detail')).toBe(true);
    expect(isProductImageSize('full')).toBe(false);
    expect(isProductImageSize(undefined)).toBe(false);
  });
});

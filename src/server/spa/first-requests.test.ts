import { describe, expect, it } from 'vitest';
import { firstRequests, firstScreenImage } from './first-requests';
import { scriptSafeJson } from './render-spa-html';

describe('first requests of a page', () => {
  it('are the session, gate and shop contacts everywhere in the shop, plus the page’s own data', () => {
    expect(firstRequests('/carrinho')).toEqual(['/api/me', '/api/gate', '/api/settings/public']);
    expect(firstRequests('/loja')).toContain('/api/store/home');
    // '/' leads a visitor with the gate pass to '/loja'.
    expect(firstRequests('/')).toContain('/api/store/home');
    expect(firstRequests('/produto/42')).toContain('/api/store/products/42');
    expect(firstRequests('/produto/abc')).not.toContain('/api/store/products/abc');
  });

  it('are none in the back-office', () => {
    expect(firstRequests('/admin')).toEqual([]);
    expect(firstRequests('/admin/produtos')).toEqual([]);
    expect(firstRequests('/login-sistema')).toEqual([]);
  });

  it('name the largest picture: the large featured tile, the product’s first image', () => {
    const home = { featured: [{ imageUrl: '/a.webp' }, { imageUrl: '/b.webp' }] };
    expect(firstScreenImage('/loja', { '/api/store/home': home })).toBe('/a.webp');
    expect(firstScreenImage('/loja', {})).toBeNull();
    const withImages = { product: { imageUrl: '/card.webp', images: [{ url: '/detail.webp' }] } };
    expect(firstScreenImage('/produto/7', { '/api/store/products/7': withImages })).toBe('/detail.webp');
    const placeholder = { product: { imageUrl: '/p.svg', images: [] } };
    expect(firstScreenImage('/produto/7', { '/api/store/products/7': placeholder })).toBe('/p.svg');
    expect(firstScreenImage('/carrinho', {})).toBeNull();
  });
});

describe('embedded JSON', () => {
  it('cannot close its script element, and parses back to the same value', () => {
    const value = { name: 'Terço </script><script>alert(1)</script>', n: 1 };
    const text = scriptSafeJson(value);
    expect(text).not.toContain('</script');
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(value);
  });
});

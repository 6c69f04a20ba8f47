import { describe, expect, it } from 'vitest';
import { productListJson } from './list-products';
import { type CardRow, cardJson, toProductCard } from './product-card';

const row = (id: number, over: Partial<CardRow> = {}): CardRow => ({
  id,
  name: `Terço "Nossa Senhora" nº ${id}`,
  price_cents: 4990 + id,
  list_price_cents: id % 2 ? null : 5990,
  stock: id,
  min_stock: 2,
  featured: id % 3 === 0,
  on_sale: id % 2 === 0,
  rating: 4.900000095367432,
  review_count: id * 3,
  category_slug: id % 4 ? 'tercos' : null,
  category_name: id % 4 ? 'Terços' : null,
  image_id: id % 5 ? id * 10 : null,
  ...over,
});

describe('productListJson', () => {
  it('writes, from cards written once, the same bytes as JSON.stringify of the whole page', () => {
    for (const count of [0, 1, 7]) {
      const rows = Array.from({ length: count }, (_, i) => row(i + 1));
      const query = { page: 3, pageSize: 12 };
      const expected = JSON.stringify({ items: rows.map(toProductCard), total: 31, page: 3, pageSize: 12 });
      expect(productListJson(rows.map(cardJson), 31, query).toString('utf8')).toBe(expected);
    }
  });
});

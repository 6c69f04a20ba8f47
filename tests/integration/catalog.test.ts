import { eq, sql } from 'drizzle-orm';
import { XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { normalizeSearchText } from '@/domain/search';
import { productImages, products } from '@/server/db/schema';
import { DEMO_PRODUCTS } from '@/server/db/seed/demo-products';
import type { ProductCard } from '@/server/modules/catalog/product-card';
import { setUpTestApp, signInForSuite, type TestClient } from '../support/test-app';

const ONLINE = DEMO_PRODUCTS.filter((p) => p.online !== false);
const OFFLINE_NAME = DEMO_PRODUCTS.find((p) => p.online === false)!.name;
const names = (items: ProductCard[]) => items.map((i) => i.name);
const idOf = async (name: string) => (await t.ctx.database.db.select({ id: products.id }).from(products).where(eq(products.name, name)))[0]!.id;

const t = setUpTestApp();
const visitor = signInForSuite(t, 'anonymous');

/** All results of a listing query, at the largest page size. */
async function list(query: string) {
  const res = await visitor.get(`/api/store/products?pageSize=48&${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { items: ProductCard[]; total: number; page: number; pageSize: number };
}

describe('product listing', () => {
  it('lists only online products, A-Z by name ignoring accents and case, with the total', async () => {
    const res = await list('');
    expect(res.total).toBe(ONLINE.length);
    expect(names(res.items)).not.toContain(OFFLINE_NAME);
    const keys = res.items.map((i) => normalizeSearchText(i.name));
    expect(keys).toEqual([...keys].sort());
    expect(res).toMatchObject({ page: 1, pageSize: 48 });
  });

  it('gives each card the contract fields, with real list prices and review counts', async () => {
    const { items } = await list('search=cristal azul');
    const card = items.find((i) => i.name === 'Terço de Cristal Azul')!;
    expect(card).toEqual({
      id: expect.any(Number),
      name: 'Terço de Cristal Azul',
      priceCents: 4990,
      listPriceCents: 5990,
      stock: 4,
      minStock: 5,
      featured: false,
      onSale: true,
      rating: 4.7,
      reviewCount: 58,
      category: { slug: 'tercos', name: 'Terços' },
      imageUrl: `/api/media/products/${card.id}/placeholder.svg`,
    });
  });

  it('filters by category slug, kits included, case-insensitively', async () => {
    const kits = ONLINE.filter((p) => p.category === 'kits')
      .map((p) => p.name)
      .sort();
    expect(names((await list('category=kits')).items).sort()).toEqual(kits);
    expect((await list('category=KITS')).total).toBe(kits.length);
    expect((await list('category=nao-existe')).total).toBe(0);
    // A name as a shared link carries it, and markup that reduces to no known slug.
    expect((await list('category=Ter%C3%A7os')).total).toBe(ONLINE.filter((p) => p.category === 'tercos').length);
    expect((await list('category=%3Cscript%3E')).total).toBe(0);
  });

  it('filters the products on sale', async () => {
    const res = await list('onSale=true');
    expect(res.total).toBe(ONLINE.filter((p) => p.onSale).length);
    expect(res.items.every((i) => i.onSale)).toBe(true);
    expect((await list('onSale=false')).total).toBe(ONLINE.length);
  });

  it('sorts by price both ways', async () => {
    const low = (await list('sort=price-low')).items.map((i) => i.priceCents);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const high = (await list('sort=price-high')).items.map((i) => i.priceCents);
    expect(high).toEqual([...high].sort((a, b) => b - a));
  });

  it('sorts newest first', async () => {
    const newestId = await idOf('Cruz Tau Franciscana');
    await t.ctx.database.db
      .update(products)
      .set({ createdAt: new Date(Date.now() + 60_000) })
      .where(eq(products.id, newestId));
    const { items } = await list('sort=newest');
    expect(items[0].id).toBe(newestId);
    const rows = await t.ctx.database.db.select({ id: products.id, createdAt: products.createdAt }).from(products);
    const created = new Map(rows.map((r) => [r.id, r.createdAt.getTime()]));
    const times = items.map((i) => created.get(i.id)!);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('sorts best sellers by units actually sold, then by rating', async () => {
    const sold = await idOf('Vela de 7 Dias Branca');
    await t.ctx.database.db.update(products).set({ unitsSold: 100_000 }).where(eq(products.id, sold));
    const { items } = await list('sort=bestsellers');
    expect(items[0].id).toBe(sold);
    const rows = await t.ctx.database.db.select({ id: products.id, unitsSold: products.unitsSold }).from(products);
    const unitsSold = new Map(rows.map((r) => [r.id, r.unitsSold]));
    const keys = items.map((i) => [unitsSold.get(i.id)!, i.rating] as const);
    const sorted = [...keys].sort((a, b) => b[0] - a[0] || b[1] - a[1]);
    expect(keys).toEqual(sorted);
  });

  it('pages through every product once, keeping the total', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(ONLINE.length / 5); page++) {
      const res = await visitor.get(`/api/store/products?pageSize=5&page=${page}`);
      expect(res.body.total).toBe(ONLINE.length);
      seen.push(...res.body.items.map((i: ProductCard) => i.id));
    }
    expect(new Set(seen).size).toBe(ONLINE.length);
    const past = await visitor.get('/api/store/products?pageSize=5&page=99');
    expect(past.body).toMatchObject({ items: [], total: ONLINE.length, page: 99 });
    const searchPast = await visitor.get('/api/store/products?search=terco&page=9');
    expect(searchPast.body.items).toEqual([]);
    expect(searchPast.body.total).toBeGreaterThan(0);
    const typoFirst = await visitor.get('/api/store/products?search=tercoo');
    expect(typoFirst.body.total).toBeGreaterThan(0);
    const typoPast = await visitor.get('/api/store/products?search=tercoo&page=9');
    expect(typoPast.body).toMatchObject({ items: [], total: typoFirst.body.total });
  });

  it('answers bad parameters with 400 and a Portuguese message', async () => {
    const cases: [string, string][] = [
      ['sort=preco', 'Ordenação inválida.'],
      ['page=0', 'Página inválida.'],
      ['page=abc', 'Página inválida.'],
      ['page=1.5', 'Página inválida.'],
      ['pageSize=49', 'Tamanho de página inválido (de 1 a 48).'],
      ['pageSize=0', 'Tamanho de página inválido (de 1 a 48).'],
      ['onSale=sim', 'Filtro de ofertas inválido.'],
      ['category=%3C%3E%21', 'Categoria inválida.'],
      [`search=${'a'.repeat(101)}`, 'A busca pode ter no máximo 100 caracteres.'],
    ];
    for (const [query, message] of cases) {
      const res = await visitor.get(`/api/store/products?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.message, query).toBe(message);
    }
    const badId = await visitor.get('/api/store/products/abc');
    expect(badId.status).toBe(400);
    expect(badId.body.error.message).toBe('Identificador de produto inválido.');
  });
});

describe('Portuguese search', () => {
  const TERCOS = ONLINE.filter((p) => p.category === 'tercos').map((p) => p.name);

  it('finds every terço whatever the accents, case or a typo', async () => {
    for (const text of ['terco', 'terço', 'TERCO', 'Terço', 'tercoo', 'terç']) {
      const found = names((await list(`search=${encodeURIComponent(text)}`)).items);
      expect(found, text).toEqual(expect.arrayContaining(TERCOS));
    }
  });

  it('ranks name matches first, names starting with the word before the rest', async () => {
    const { items } = await list('search=terco');
    const top = names(items).slice(0, TERCOS.length);
    expect(top.sort()).toEqual([...TERCOS].sort());
    // An explicit sort still wins over relevance.
    const byPrice = (await list('search=terco&sort=price-low')).items.map((i) => i.priceCents);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
  });

  it('searches descriptions, keywords and category names', async () => {
    expect(names((await list('search=continentes')).items)).toEqual(['Terço Missionário Colorido']);
    expect(names((await list('search=rosario')).items)).toContain('Terço de Nossa Senhora Aparecida em Madeira');
    // "Cruz Tau Franciscana" says "crucifixo" nowhere but in its category's name.
    expect(names((await list('search=crucifixos')).items)).toContain('Cruz Tau Franciscana');
    expect(names((await list('search=kits de presente')).items).sort()).toEqual(
      ONLINE.filter((p) => p.category === 'kits')
        .map((p) => p.name)
        .sort(),
    );
  });

  it('needs every word and ignores stopwords', async () => {
    expect(names((await list('search=terço de aparecida')).items)).toEqual(['Terço de Nossa Senhora Aparecida em Madeira']);
    expect((await list('search=terço xyzwq')).total).toBe(0);
  });

  it('never shows offline products and treats a blank search as none', async () => {
    expect((await list('search=loja física')).total).toBe(0);
    expect((await list('search=devoção mariana')).total).toBe(0);
    expect((await list('search=%20%20')).total).toBe(ONLINE.length);
  });

  it('combines search with category and sale filters', async () => {
    const res = await list('search=sao bento&category=medalhas');
    expect(names(res.items)).toEqual(['Medalha de São Bento em Prata']);
    // The baptism kit holds a terço (its description says so).
    const onSale = await list('search=terco&onSale=true');
    expect(names(onSale.items)).toEqual(['Terço de Cristal Azul', 'Kit Batizado Completo']);
  });

  it('treats punctuation (LIKE wildcards included) as no search at all', async () => {
    expect((await list('search=%25')).total).toBe(ONLINE.length);
    expect((await list('search=_')).total).toBe(ONLINE.length);
    expect(names((await list('search=ter%25co_')).items)).toEqual(expect.arrayContaining(TERCOS));
  });
});

describe('home and categories', () => {
  it('gives up to 4 featured, 6 newest and 6 best sellers, all online', async () => {
    const res = await visitor.get('/api/store/home');
    expect(res.status).toBe(200);
    const { featured, newest, bestSellers, categories } = res.body;
    expect(featured.length).toBe(4);
    expect(featured.every((p: ProductCard) => p.featured)).toBe(true);
    // In-stock featured products fill the tiles before sold-out ones.
    expect(featured.every((p: ProductCard) => p.stock > 0)).toBe(true);
    expect(newest.length).toBe(6);
    expect(bestSellers.length).toBe(6);
    const all = [...featured, ...newest, ...bestSellers].map((p: ProductCard) => p.name);
    expect(all).not.toContain(OFFLINE_NAME);
    const newestList = (await list('sort=newest')).items.slice(0, 6).map((i) => i.id);
    expect(newest.map((p: ProductCard) => p.id)).toEqual(newestList);
    const bestList = (await list('sort=bestsellers')).items.slice(0, 6).map((i) => i.id);
    expect(bestSellers.map((p: ProductCard) => p.id)).toEqual(bestList);
    expect(categories.find((c: { slug: string }) => c.slug === 'kits')).toMatchObject({ name: 'Kits de Presente', productCount: 5 });
  });

  it('lists categories with their online product counts', async () => {
    const res = await visitor.get('/api/store/categories');
    expect(res.status).toBe(200);
    const counts = Object.fromEntries(res.body.categories.map((c: { slug: string; productCount: number }) => [c.slug, c.productCount]));
    for (const slug of ['tercos', 'imagens', 'velas', 'crucifixos', 'medalhas', 'livros', 'kits']) {
      expect(counts[slug], slug).toBe(ONLINE.filter((p) => p.category === slug).length);
    }
  });
});

describe('product page', () => {
  it('gives the details, images in order, and up to 4 related products of its category', async () => {
    const id = await idOf('Terço de Madrepérola');
    const db = t.ctx.database.db;
    const [second, first] = await db
      .insert(productImages)
      .values([
        { productId: id, position: 2, storageKey: `products/${id}/second` },
        { productId: id, position: 1, storageKey: `products/${id}/first` },
      ])
      .returning({ id: productImages.id });
    const res = await visitor.get(`/api/store/products/${id}`);
    expect(res.status).toBe(200);
    const { product, related, isFavorite } = res.body;
    expect(product).toMatchObject({
      id,
      name: 'Terço de Madrepérola',
      code: expect.stringMatching(/^TER-/),
      material: 'Madrepérola',
      dimensions: '48 cm',
      origin: 'Importado',
      description: 'Terço delicado de madrepérola, ideal para primeira comunhão e casamento.',
      detailedDescription: expect.stringContaining('Terço delicado'),
      imageUrl: `/api/media/product-images/${first.id}/card`,
      images: [
        { id: first.id, url: `/api/media/product-images/${first.id}/detail` },
        { id: second.id, url: `/api/media/product-images/${second.id}/detail` },
      ],
    });
    expect(isFavorite).toBe(false);
    expect(related.length).toBe(4);
    expect(related.every((p: ProductCard) => p.category?.slug === 'tercos' && p.id !== id)).toBe(true);
    // The listing's card shows the first image too.
    const card = (await list('search=madreperola')).items.find((i) => i.id === id)!;
    expect(card.imageUrl).toBe(`/api/media/product-images/${first.id}/card`);
  });

  it('answers 404 in Portuguese for unknown and offline products', async () => {
    for (const id of [999999, await idOf(OFFLINE_NAME)]) {
      const res = await visitor.get(`/api/store/products/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Produto não encontrado.');
    }
  });

  it('never lists an offline product among related ones', async () => {
    const id = await idOf('Kit Batizado Completo');
    const { related } = (await visitor.get(`/api/store/products/${id}`)).body;
    expect(related.length).toBeGreaterThan(0);
    expect(names(related)).not.toContain(OFFLINE_NAME);
  });
});

describe('favourites', () => {
  let other: TestClient;
  beforeAll(async () => {
    other = await t.as('anonymous');
    const res = await other.signUp({ name: 'Outra Cliente', email: 'outra@example.com', phone: '(11) 97777-0000', password: 'segredo1' });
    expect(res.status).toBe(200);
  });

  it('keeps a customer’s favourites, newest first, idempotently', async () => {
    const me = await t.as('customer');
    const a = await idOf('Bíblia Sagrada Edição Pastoral');
    const b = await idOf('Vela de Batismo Decorada');
    expect((await me.get('/api/store/favorites')).body).toEqual({ items: [] });
    expect((await me.put(`/api/store/favorites/${a}`)).body).toEqual({ ok: true });
    await t.ctx.database.db.execute(sql`UPDATE favorites SET created_at = now() - interval '1 minute'`);
    expect((await me.put(`/api/store/favorites/${b}`)).body).toEqual({ ok: true });
    expect((await me.put(`/api/store/favorites/${b}`)).status).toBe(200);
    const listed = (await me.get('/api/store/favorites')).body.items as ProductCard[];
    expect(listed.map((i) => i.id)).toEqual([b, a]);
    expect(listed[0]).toMatchObject({ name: 'Vela de Batismo Decorada', imageUrl: expect.stringContaining('/api/media/') });
    expect((await me.get(`/api/store/products/${a}`)).body.isFavorite).toBe(true);

    expect((await me.delete(`/api/store/favorites/${a}`)).body).toEqual({ ok: true });
    expect((await me.delete(`/api/store/favorites/${a}`)).body).toEqual({ ok: true });
    expect(((await me.get('/api/store/favorites')).body.items as ProductCard[]).map((i) => i.id)).toEqual([b]);
    expect((await me.get(`/api/store/products/${a}`)).body.isFavorite).toBe(false);
  });

  it('keeps each customer’s favourites to themselves', async () => {
    const me = await t.as('customer');
    const id = await idOf('Catecismo da Igreja Católica');
    await me.put(`/api/store/favorites/${id}`);
    expect((await other.get('/api/store/favorites')).body.items).toEqual([]);
    expect((await other.get(`/api/store/products/${id}`)).body.isFavorite).toBe(false);
    // Removing "it" from another account changes nothing in mine.
    await other.delete(`/api/store/favorites/${id}`);
    expect(((await me.get('/api/store/favorites')).body.items as ProductCard[]).map((i) => i.id)).toContain(id);
  });

  it('refuses unknown and offline products with 404, bad ids with 400', async () => {
    const me = await t.as('customer');
    for (const id of [999999, await idOf(OFFLINE_NAME)]) {
      const res = await me.put(`/api/store/favorites/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Produto não encontrado.');
    }
    expect((await me.put('/api/store/favorites/abc')).status).toBe(400);
  });

  it('hides a favourite that went offline', async () => {
    const me = await t.as('customer');
    const id = await idOf('Liturgia Diária — Edição Anual');
    await me.put(`/api/store/favorites/${id}`);
    await t.ctx.database.db.update(products).set({ availableOnline: false }).where(eq(products.id, id));
    expect(((await me.get('/api/store/favorites')).body.items as ProductCard[]).map((i) => i.id)).not.toContain(id);
    await t.ctx.database.db.update(products).set({ availableOnline: true }).where(eq(products.id, id));
  });

  it('is for customers only', async () => {
    expect((await visitor.get('/api/store/favorites')).status).toBe(401);
    expect((await (await t.as('staff')).put('/api/store/favorites/1')).status).toBe(403);
  });
});

describe('media', () => {
  // Pictures name products: a visitor of the closed shop needs the gate pass, as for the catalogue.
  let passCookie = '';
  beforeAll(async () => {
    const visitor = await t.as('anonymous');
    passCookie = [...visitor.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  });
  const media = (path: string) => t.app.request(`http://localhost${path}`, { headers: { cookie: passCookie } });

  it('draws a placeholder with the product name escaped as XML, cacheable', async () => {
    const id = await idOf('Terço Missionário Colorido');
    const tricky = `Terço <b>"Fé" & 'Paz'</b> ]]>`;
    await t.ctx.database.db.update(products).set({ name: tricky }).where(eq(products.id, id));
    const res = await (await t.as('anonymous')).get(`/api/media/products/${id}/placeholder.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    const svg = res.body as string;
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&lt;b&gt;&quot;Fé&quot;');
    expect(svg).toContain('&amp;');
    expect(svg).toContain('TERÇOS');
    await t.ctx.database.db.update(products).set({ name: 'Terço Missionário Colorido' }).where(eq(products.id, id));
    expect((await (await t.as('anonymous')).get('/api/media/products/999999/placeholder.svg')).status).toBe(404);
    expect((await (await t.as('anonymous')).get('/api/media/products/abc/placeholder.svg')).status).toBe(400);
  });

  it('streams an uploaded image from storage with a long cache', async () => {
    const id = await idOf('Vela Aromática Paz Interior');
    const key = `products/${id}/00000000-0000-4000-8000-000000000001`;
    const bytes = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPfake');
    await t.ctx.storage.put(`${key}-card.webp`, bytes);
    const [image] = await t.ctx.database.db.insert(productImages).values({ productId: id, storageKey: key }).returning();
    const res = await media(`/api/media/product-images/${image.id}/card`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);
    // The detail size was never stored; unknown ids and sizes are refused.
    expect((await media(`/api/media/product-images/${image.id}/detail`)).status).toBe(404);
    expect((await media('/api/media/product-images/999999/card')).status).toBe(404);
    expect((await media(`/api/media/product-images/${image.id}/full`)).status).toBe(400);
  });

  it('renders a JPEG link preview for products without photos', async () => {
    const id = await idOf('Terço de São Bento com Medalha');
    const res = await media(`/api/media/products/${id}/og.jpg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const jpeg = Buffer.from(await res.arrayBuffer());
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const { default: sharp } = await import('sharp');
    expect(await sharp(jpeg).metadata()).toMatchObject({ width: 1200, height: 630 });
  });
});

describe('SQL statements per request', () => {
  /** Statements the app sends for one request (the gate's settings cache is warmed first). */
  async function statements(path: string) {
    await visitor.get('/api/gate');
    const before = t.ctx.database.queryCount();
    const res = await visitor.get(path);
    expect(res.status, path).toBe(200);
    return t.ctx.database.queryCount() - before;
  }

  it('stays at 3 or fewer for any listing, whatever the page size, with 10,000 products', async () => {
    await t.ctx.database.db.execute(sql`
      INSERT INTO products (name, code, description, price_cents, category_id, stock, keywords, units_sold, available_online)
      SELECT (ARRAY['Terço', 'Imagem', 'Vela', 'Medalha', 'Livro'])[1 + g % 5] || ' modelo ' || g, 'BULK-' || g,
        'Produto número ' || g, 1000 + (g * 37) % 50000, (SELECT id FROM categories ORDER BY id LIMIT 1), g % 30,
        ARRAY['bulk'], g % 97, g % 10 <> 0
      FROM generate_series(1, 10000) g`);
    const queries = [
      '',
      'pageSize=1',
      'pageSize=48',
      'page=150&pageSize=48',
      'page=9999',
      'sort=price-high&pageSize=48',
      'sort=newest&category=tercos',
      'sort=bestsellers&onSale=true',
      'search=terco&pageSize=48',
      'search=tercoo&pageSize=48',
      'search=tercoo&page=9999',
      'search=modelo 1234',
      'search=xyzwq',
    ];
    for (const q of queries) {
      const n = await statements(`/api/store/products?${q}`);
      expect(n, q).toBeLessThanOrEqual(3);
    }
    expect((await list('search=modelo 1234')).items.map((i) => i.name)).toEqual(['Livro modelo 1234']);
    expect((await list('')).total).toBe(ONLINE.length + 9000);
    expect(await statements('/api/store/home')).toBeLessThanOrEqual(3);
    expect(await statements(`/api/store/products/${await idOf('Terço de Cristal Azul')}`)).toBeLessThanOrEqual(3);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '@/server/db/schema';
import { createProduct, newCustomer } from '../support/app-fixtures';
import { setUpTestApp } from '../support/test-app';

const t = setUpTestApp();

describe('server cart of a signed-in customer', () => {
  it('starts empty, is replaced by PUT and answers with current database prices and stock', async () => {
    const { client } = await newCustomer(t, 'carrinho');
    expect((await client.get('/api/store/cart')).body).toEqual({ items: [] });
    const a = await createProduct(t, { stock: 7, priceCents: 3490, name: 'Terço de Carrinho A' });
    const b = await createProduct(t, { stock: 2, priceCents: 990 });
    const put = await client.put('/api/store/cart', {
      items: [
        { productId: a.id, quantity: 2, priceCents: 1 },
        { productId: b.id, quantity: 5 },
        { productId: 99999999, quantity: 1 },
      ],
    });
    expect(put.status).toBe(200);
    expect(put.body.items).toEqual([
      { productId: a.id, name: 'Terço de Carrinho A', priceCents: 3490, imageUrl: `/api/media/products/${a.id}/placeholder.svg`, stock: 7, quantity: 2 },
      { productId: b.id, name: b.name, priceCents: 990, imageUrl: `/api/media/products/${b.id}/placeholder.svg`, stock: 2, quantity: 5 },
    ]);
    // A price change shows at once: the server cart keeps quantities, never prices.
    await t.ctx.database.db.update(products).set({ priceCents: 3990 }).where(eq(products.id, a.id));
    expect((await client.get('/api/store/cart')).body.items[0].priceCents).toBe(3990);
    // Replacing with fewer lines drops the others.
    expect(
      (await client.put('/api/store/cart', { items: [{ productId: b.id, quantity: 1 }] })).body.items.map((i: { productId: number }) => i.productId),
    ).toEqual([b.id]);
    expect((await client.put('/api/store/cart', { items: [] })).body.items).toEqual([]);
  });

  it('merges the guest cart at login by summing quantities, and follows the customer to another device', async () => {
    const { client, user } = await newCustomer(t, 'mescla');
    const a = await createProduct(t, { stock: 10 });
    const b = await createProduct(t, { stock: 10 });
    await client.put('/api/store/cart', { items: [{ productId: a.id, quantity: 2 }] });
    const merged = await client.post('/api/store/cart/merge', {
      items: [
        { productId: a.id, quantity: 3 },
        { productId: b.id, quantity: 1 },
        { productId: b.id, quantity: 1 },
      ],
    });
    expect(merged.status).toBe(200);
    expect(merged.body.items.map((i: { productId: number; quantity: number }) => [i.productId, i.quantity])).toEqual([
      [a.id, 5],
      [b.id, 2],
    ]);
    // Another device (a new session of the same account) sees the same cart.
    const other = t.client();
    await other.unlockGate();
    await other.signIn(user.email, 'segredo123');
    expect((await other.get('/api/store/cart')).body.items).toHaveLength(2);
  });

  it('hides products that left the online shop', async () => {
    const { client } = await newCustomer(t, 'oculto');
    const p = await createProduct(t, { stock: 3 });
    await client.put('/api/store/cart', { items: [{ productId: p.id, quantity: 1 }] });
    await t.ctx.database.db.update(products).set({ availableOnline: false }).where(eq(products.id, p.id));
    expect((await client.get('/api/store/cart')).body.items).toEqual([]);
  });

  it('answers bad lines with 400 in Portuguese', async () => {
    const { client } = await newCustomer(t, 'invalido');
    const cases: [unknown, string][] = [
      [{ items: [{ productId: 1, quantity: 0 }] }, 'Quantidade inválida.'],
      [{ items: [{ productId: 1, quantity: 1.5 }] }, 'Quantidade inválida.'],
      [{ items: [{ productId: -1, quantity: 1 }] }, 'Produto inválido.'],
      [{ items: 'tudo' }, 'Itens do carrinho inválidos.'],
      [{ items: Array.from({ length: 101 }, (_, i) => ({ productId: i + 1, quantity: 1 })) }, 'O carrinho aceita no máximo 100 produtos diferentes.'],
    ];
    for (const [body, message] of cases) {
      const res = await client.put('/api/store/cart', body);
      expect(res.status, message).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
  });

  it('is for customers only', async () => {
    expect((await t.client().get('/api/store/cart')).status).toBe(403);
    expect((await (await t.as('anonymous')).get('/api/store/cart')).status).toBe(401);
    expect((await (await t.as('staff')).put('/api/store/cart', { items: [] })).status).toBe(403);
  });
});

describe('GET /api/store/cart/check', () => {
  it('tells guests the current price, stock and availability of their lines', async () => {
    const guest = await t.as('anonymous');
    const a = await createProduct(t, { stock: 1, priceCents: 1500 });
    const hidden = await createProduct(t, { stock: 4, online: false });
    const res = await guest.get(`/api/store/cart/check?ids=${a.id},${hidden.id},99999999,${a.id}`);
    expect(res.status).toBe(200);
    const byId = new Map(res.body.products.map((p: { id: number }) => [p.id, p]));
    expect(byId.size).toBe(2);
    expect(byId.get(a.id)).toEqual({
      id: a.id,
      name: a.name,
      priceCents: 1500,
      stock: 1,
      imageUrl: `/api/media/products/${a.id}/placeholder.svg`,
      available: true,
    });
    expect(byId.get(hidden.id)).toMatchObject({ available: false });
  });

  it('answers a malformed list with 400', async () => {
    const guest = await t.as('anonymous');
    for (const q of ['', '?ids=', '?ids=a,b', '?ids=1,,2']) {
      const res = await guest.get(`/api/store/cart/check${q}`);
      expect(res.status, q).toBe(400);
    }
  });
});

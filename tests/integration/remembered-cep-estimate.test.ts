import { describe, expect, it } from 'vitest';
import { INVALID_QUANTITY_MESSAGE } from '@/domain/schemas/cart';
import { INVALID_CEP_MESSAGE } from '@/domain/schemas/fields';
import { clearSettingsCache } from '@/server/db/settings-store';
import { clearEstimateCache, estimateBesidePage } from '@/server/modules/shipping-estimate';
import { createProduct, setShippingPolicy } from '../support/app-fixtures';
import { gatePassedClients, setUpTestApp } from '../support/test-app';

// A remembered CEP costs no extra request (issue 37's bench goal, decision 075): the product page's
// GET and the cart check carry `?cep=` and answer the estimate beside their own data, the same one
// POST /estimate answers.
const t = setUpTestApp();
const newGuest = gatePassedClients(t);

const setPolicy = (minimums: Parameters<typeof setShippingPolicy>[1], fallbackDays?: number) => setShippingPolicy(t, minimums, fallbackDays);

/** Counts the provider's quotes while a test runs, and lets it fail instead. */
function spyOnQuotes(fail = false) {
  const original = t.ctx.shipping.quote;
  const calls: string[] = [];
  t.ctx.shipping.quote = async (account, input) => {
    calls.push(input.toCep);
    if (fail) throw new Error('fora do ar');
    return original.call(t.ctx.shipping, account, input);
  };
  return {
    calls,
    restore: () => {
      t.ctx.shipping.quote = original;
    },
  };
}

describe('GET /api/store/products/:id with the remembered CEP', () => {
  it('answers as before without cep, and with it the estimate of one unit, from the same cache as POST /estimate', async () => {
    clearEstimateCache();
    await setPolicy({ sudeste: 10_000 });
    const p = await createProduct(t, { stock: 5, priceCents: 3490 });
    const guest = await newGuest();
    const spy = spyOnQuotes();
    try {
      const plain = await guest.get(`/api/store/products/${p.id}`);
      expect(plain.status).toBe(200);
      expect('estimate' in plain.body).toBe(false);

      const withCep = await guest.get(`/api/store/products/${p.id}?cep=01310100`);
      expect(withCep.status).toBe(200);
      const { estimate, ...page } = withCep.body;
      expect(page).toEqual(plain.body);
      // R$ 34,90 is below the region's R$ 100,00: the cheapest quote is charged.
      expect(estimate).toMatchObject({ cep: '01310-100', fallback: false, freeFromCents: 10_000 });
      expect(estimate.chargeCents).toBeGreaterThan(0);

      const posted = await guest.post('/api/store/shipping/estimate', { cep: '01310-100', items: [{ productId: p.id, quantity: 1 }] });
      expect(posted.body.estimate).toEqual(estimate);
      // One quote for both: the page's estimate went into (and came from) the instance's cache.
      expect(spy.calls).toEqual(['01310-100']);
    } finally {
      spy.restore();
      await setPolicy({});
    }
  });

  it('answers the fallback when the provider fails, with the product intact', async () => {
    clearEstimateCache();
    await setPolicy({}, 12);
    const p = await createProduct(t, { stock: 5, priceCents: 3490 });
    const guest = await newGuest();
    const spy = spyOnQuotes(true);
    try {
      const res = await guest.get(`/api/store/products/${p.id}?cep=80010-000`);
      expect(res.status).toBe(200);
      expect(res.body.product.id).toBe(p.id);
      expect(res.body.estimate).toEqual({ cep: '80010-000', maxDays: 12, fallback: true, chargeCents: 0, freeFromCents: null });
    } finally {
      spy.restore();
      await setPolicy({});
    }
  });

  it('refuses a malformed CEP with the pt-BR message; an unknown product is still 404', async () => {
    const p = await createProduct(t, { stock: 5 });
    const guest = await newGuest();
    for (const cep of ['00000-000', '123', 'abc']) {
      const bad = await guest.get(`/api/store/products/${p.id}?cep=${cep}`);
      expect([bad.status, bad.body.error.message]).toEqual([400, INVALID_CEP_MESSAGE]);
    }
    const missing = await guest.get('/api/store/products/999999999?cep=01310100');
    expect(missing.status).toBe(404);
  });
});

describe('GET /api/store/cart/check with the remembered CEP', () => {
  it('answers as before without cep, and with it the estimate of the lines and their quantities', async () => {
    clearEstimateCache();
    await setPolicy({ sudeste: 10_000 });
    const a = await createProduct(t, { stock: 9, priceCents: 3490 });
    const b = await createProduct(t, { stock: 9, priceCents: 1000 });
    const guest = await newGuest();

    const plain = await guest.get(`/api/store/cart/check?ids=${a.id},${b.id}`);
    expect(plain.status).toBe(200);
    expect(Object.keys(plain.body)).toEqual(['products']);

    // 1 × 34,90 + 1 × 10,00 is below R$ 100,00: charged; 3 × 34,90 + 1 × 10,00 reaches it: free.
    const charged = await guest.get(`/api/store/cart/check?ids=${a.id},${b.id}&qty=1,1&cep=01310100`);
    expect(charged.status).toBe(200);
    expect(charged.body.products).toEqual(plain.body.products);
    expect(charged.body.estimate.chargeCents).toBeGreaterThan(0);
    const posted = await guest.post('/api/store/shipping/estimate', {
      cep: '01310100',
      items: [
        { productId: a.id, quantity: 1 },
        { productId: b.id, quantity: 1 },
      ],
    });
    expect(charged.body.estimate).toEqual(posted.body.estimate);

    const free = await guest.get(`/api/store/cart/check?ids=${a.id},${b.id}&qty=3,1&cep=01310-100`);
    expect(free.body.estimate).toMatchObject({ cep: '01310-100', chargeCents: 0, freeFromCents: 10_000 });
    // A repeated id adds its quantities, as the cart does.
    const repeated = await guest.get(`/api/store/cart/check?ids=${a.id},${b.id},${a.id}&qty=1,1,2&cep=01310100`);
    expect(repeated.body.products).toHaveLength(2);
    expect(repeated.body.estimate).toEqual(free.body.estimate);
    // Without qty each line counts one.
    const ones = await guest.get(`/api/store/cart/check?ids=${a.id},${b.id}&cep=01310100`);
    expect(ones.body.estimate).toEqual(charged.body.estimate);
    await setPolicy({});
  });

  it('answers the fallback when the provider fails, with the products intact', async () => {
    clearEstimateCache();
    await setPolicy({}, 12);
    const a = await createProduct(t, { stock: 9, priceCents: 3490 });
    const guest = await newGuest();
    const spy = spyOnQuotes(true);
    try {
      const res = await guest.get(`/api/store/cart/check?ids=${a.id}&qty=2&cep=69005010`);
      expect(res.status).toBe(200);
      expect(res.body.products.map((p: { id: number }) => p.id)).toEqual([a.id]);
      expect(res.body.estimate).toMatchObject({ cep: '69005-010', maxDays: 12, fallback: true, chargeCents: 0 });
      expect(spy.calls).toEqual(['69005-010']);
    } finally {
      spy.restore();
      await setPolicy({});
    }
  });

  it('refuses a malformed CEP and quantities that do not match the products, in pt-BR', async () => {
    const guest = await newGuest();
    const bad = await guest.get('/api/store/cart/check?ids=1,2&qty=1,1&cep=00000000');
    expect([bad.status, bad.body.error.message]).toEqual([400, INVALID_CEP_MESSAGE]);
    const short = await guest.get('/api/store/cart/check?ids=1,2&qty=1&cep=01310100');
    expect([short.status, short.body.error.message]).toEqual([400, 'Informe uma quantidade para cada produto.']);
    for (const qty of ['0', '10000', 'x']) {
      const wrong = await guest.get(`/api/store/cart/check?ids=1&qty=${qty}&cep=01310100`);
      expect([wrong.status, wrong.body.error.message]).toEqual([400, INVALID_QUANTITY_MESSAGE]);
    }
  });
});

describe('estimateBesidePage', () => {
  it('answers null, never an error, when the estimate cannot be made', async () => {
    clearSettingsCache();
    const broken = new Proxy(
      {},
      {
        get() {
          throw new Error('banco fora do ar');
        },
      },
    );
    const ctx = { ...t.ctx, database: { ...t.ctx.database, db: broken as typeof t.ctx.database.db } };
    await expect(estimateBesidePage(ctx, '01310-100', [{ productId: 1, quantity: 1 }])).resolves.toBeNull();
  });
});

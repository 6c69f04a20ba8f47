import { describe, expect, it } from 'vitest';
import { INVALID_CEP_MESSAGE } from '@/domain/schemas/fields';
import { ESTIMATE_ITEMS_MESSAGE } from '@/domain/schemas/shipping-estimate';
import { sandboxQuotes } from '@/server/modules/shipping/sandbox-shipping-provider';
import { clearEstimateCache, estimateShipping } from '@/server/modules/shipping-estimate';
import { createProduct, setShippingPolicy } from '../support/app-fixtures';
import { orderBody } from '../support/fixtures';
import { gatePassedClients, setUpTestApp, signInForSuite } from '../support/test-app';

// The storefront's delivery estimate and the checkout's shipping charge (issue 37, decision 063).
const t = setUpTestApp();
const customer = signInForSuite(t, 'customer');
const newGuest = gatePassedClients(t);

const setPolicy = (minimums: Parameters<typeof setShippingPolicy>[1], fallbackDays?: number) => setShippingPolicy(t, minimums, fallbackDays);

/** Counts the provider's quotes while a test runs, and lets it answer otherwise. */
function spyOnQuotes(answer?: () => Promise<never>) {
  const original = t.ctx.shipping.quote;
  const calls: string[] = [];
  t.ctx.shipping.quote = async (account, input) => {
    calls.push(input.toCep);
    return answer ? answer() : original.call(t.ctx.shipping, account, input);
  };
  const restore = () => {
    t.ctx.shipping.quote = original;
  };
  return { calls, restore };
}

describe('POST /api/store/shipping/estimate', () => {
  it('answers the fastest service’s days for the CEP, free by the shop’s policy', async () => {
    clearEstimateCache();
    await setPolicy({});
    const p = await createProduct(t, { stock: 5, priceCents: 3490 });
    const guest = await newGuest();
    const res = await guest.post('/api/store/shipping/estimate', { cep: '01310100', items: [{ productId: p.id, quantity: 1 }] });
    expect(res.status).toBe(200);
    // Same UF as the shop (SP): the sandbox's SEDEX takes 1 to 2 business days.
    expect(res.body.estimate).toEqual({ cep: '01310-100', maxDays: 2, fallback: false, chargeCents: 0, freeFromCents: null });
    const far = await guest.post('/api/store/shipping/estimate', { cep: '69005-010', items: [{ productId: p.id, quantity: 1 }] });
    expect(far.body.estimate.maxDays).toBe(6);
  });

  it('refuses a CEP outside every UF and an empty list with pt-BR messages', async () => {
    const guest = await newGuest();
    const bad = await guest.post('/api/store/shipping/estimate', { cep: '00000-000', items: [{ productId: 1, quantity: 1 }] });
    expect([bad.status, bad.body.error.message]).toEqual([400, INVALID_CEP_MESSAGE]);
    const none = await guest.post('/api/store/shipping/estimate', { cep: '01310-100', items: [] });
    expect([none.status, none.body.error.message]).toEqual([400, ESTIMATE_ITEMS_MESSAGE]);
  });

  it('asks the provider once per CEP range and parcel: a repeated CEP is served from the cache', async () => {
    clearEstimateCache();
    const p = await createProduct(t, { stock: 5, priceCents: 3490 });
    const spy = spyOnQuotes();
    try {
      const guest = await newGuest();
      const ask = (cep: string, quantity = 1) => guest.post('/api/store/shipping/estimate', { cep, items: [{ productId: p.id, quantity }] });
      await ask('20040-020');
      await ask('20040-999');
      await ask('20040020');
      expect(spy.calls).toEqual(['20040-020']);
      await ask('20040-020', 30);
      await ask('30110-000');
      expect(spy.calls).toEqual(['20040-020', '20040-020', '30110-000']);
    } finally {
      spy.restore();
    }
  });

  it('shows the configured fallback when the provider fails, and when it is slow; a failure is not cached', async () => {
    clearEstimateCache();
    await setPolicy({}, 12);
    const p = await createProduct(t, { stock: 5, priceCents: 3490 });
    const failing = spyOnQuotes(() => Promise.reject(new Error('fora do ar')));
    try {
      const guest = await newGuest();
      const res = await guest.post('/api/store/shipping/estimate', { cep: '80010-000', items: [{ productId: p.id, quantity: 1 }] });
      expect(res.status).toBe(200);
      expect(res.body.estimate).toMatchObject({ maxDays: 12, fallback: true, chargeCents: 0 });
      await guest.post('/api/store/shipping/estimate', { cep: '80010-000', items: [{ productId: p.id, quantity: 1 }] });
      expect(failing.calls).toHaveLength(2);
    } finally {
      failing.restore();
    }
    const slow = spyOnQuotes(() => new Promise<never>(() => {}));
    try {
      const e = await estimateShipping(t.ctx, { cep: '90010-000', items: [{ productId: p.id, quantity: 1 }] }, { timeoutMs: 1 });
      expect(e).toMatchObject({ maxDays: 12, fallback: true });
    } finally {
      slow.restore();
    }
    await setPolicy({});
  });
});

describe('free-shipping minimum per region', () => {
  it('charges the cheapest quote below the region’s minimum, on the server, in the order’s total; free from it and in other regions', async () => {
    clearEstimateCache();
    await setPolicy({ sudeste: 10_000 });
    const cheap = await createProduct(t, { stock: 20, priceCents: 3490 });
    const guest = await newGuest();
    const estimate = (await guest.post('/api/store/shipping/estimate', { cep: '01310-100', items: [{ productId: cheap.id, quantity: 1 }] })).body.estimate;
    const pac = sandboxQuotes('01001-000', '01310-100', { weightGrams: 300, heightCm: 5, widthCm: 15, lengthCm: 20, insuranceCents: 3490 })[0]!;
    expect(estimate).toEqual({ cep: '01310-100', maxDays: 2, fallback: false, chargeCents: pac.priceCents, freeFromCents: 10_000 });
    expect(pac.priceCents).toBeGreaterThan(0);

    const below = await customer.post('/api/store/orders', orderBody([{ productId: cheap.id, quantity: 1 }], { paymentMethod: 'pix' }, { shippingCents: 0 }));
    expect(below.status).toBe(201);
    expect(below.body.order.totalCents).toBe(3490 + pac.priceCents);

    const above = await customer.post('/api/store/orders', orderBody([{ productId: cheap.id, quantity: 3 }], { paymentMethod: 'pix' }));
    expect(above.body.order.totalCents).toBe(3 * 3490);

    // Outside the Sudeste nothing is set: free.
    const north = await guest.post('/api/store/shipping/estimate', { cep: '69005-010', items: [{ productId: cheap.id, quantity: 1 }] });
    expect(north.body.estimate).toMatchObject({ chargeCents: 0, freeFromCents: null });
    await setPolicy({});
  });
});

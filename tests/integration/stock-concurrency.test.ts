import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stores } from '@/server/db/schema';
import { createStockExit } from '@/server/modules/stock/create-stock-exit';
import { createProduct, ledgerViolations, placeBalance, productRow, staffUser } from '../support/app-fixtures';
import { orderBody } from '../support/fixtures';
import { checkStockBalancesAfterEach } from '../support/stock-balances';
import { setUpTestApp, type TestClient } from '../support/test-app';

// 50 sign-ins from one address within seconds would trip the login rate limit.
process.env.AUTH_RATE_LIMIT = 'off';
const t = setUpTestApp();
checkStockBalancesAfterEach(t);

/** n signed-in customers; one password hash shared by all, to keep the setup quick. */
async function customers(n: number): Promise<TestClient[]> {
  const auth = await t.ctx.auth.$context;
  const hash = await auth.password.hash('segredo123');
  const run = Math.random().toString(36).slice(2, 8);
  const clients: TestClient[] = [];
  // One pass of the (rate-limited) gate, its cookie shared by every buyer.
  const gate = t.client();
  await gate.unlockGate();
  for (let i = 0; i < n; i++) {
    const email = `comprador-${run}-${i}@example.com`;
    const created = await auth.internalAdapter.createUser(
      { name: `Comprador ${i}`, email, emailVerified: true, role: 'customer', phone: '' },
      { method: 'admin' },
    );
    await auth.internalAdapter.linkAccount({ userId: created.id, providerId: 'credential', accountId: created.id, password: hash });
    const client = t.client();
    client.cookies = new Map(gate.cookies);
    await client.signIn(email, 'segredo123');
    clients.push(client);
  }
  return clients;
}

describe(`50 concurrent checkouts for the last 5 units (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('sells exactly 5, refuses 45 with a message naming the product, and never goes below zero', async () => {
    const product = await createProduct(t, { stock: 5, name: 'Vela Disputada de Teste' });
    const buyers = await customers(50);
    const results = await Promise.all(
      buyers.map((client) => client.post('/api/store/orders', orderBody([{ productId: product.id, quantity: 1 }], { paymentMethod: 'pix' }))),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.error.message).toContain('Vela Disputada de Teste');

    expect(await productRow(t, product.id)).toEqual({ stock: 0, unitsSold: 5 });
    const { db } = t.ctx.database;
    const sold = await db.execute<{ orders: number; units: number }>(sql`
      SELECT count(DISTINCT order_id)::int AS orders, coalesce(sum(quantity), 0)::int AS units FROM order_items WHERE product_id = ${product.id}`);
    expect(sold.rows[0]).toEqual({ orders: 5, units: 5 });
    // The five orders hold the five units until they ship (decision 069): on hand, all reserved, none to sell.
    expect(await placeBalance(t, product.id)).toEqual({ onHand: 5, reserved: 5, stock: 0 });
    expect(await ledgerViolations(t)).toEqual([]);
  });
});

describe(`exits and checkouts racing for the last units (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('never oversell: 10 exits and 10 checkouts for 7 units make exactly 7, stock 0', async () => {
    const product = await createProduct(t, { stock: 7, name: 'Vela Disputada por Lojas' });
    const buyers = await customers(10);
    const { db } = t.ctx.database;
    const clerk = await staffUser(t, 'staff');
    const [store] = await db.select().from(stores).limit(1);
    const exits = Array.from({ length: 10 }, () =>
      db
        .transaction((tx) => createStockExit(tx, clerk, { storeId: store!.id, exitDate: '2026-11-24', items: [{ productId: product.id, quantity: 1 }] }))
        .then(() => 'ok' as const)
        .catch((err: Error) => err.message),
    );
    const orders = buyers.map((c) =>
      c
        .post('/api/store/orders', orderBody([{ productId: product.id, quantity: 1 }], { paymentMethod: 'pix' }))
        .then((r) => (r.status === 201 ? 'ok' : String(r.status))),
    );
    const results = await Promise.all([...exits, ...orders]);
    expect(results.filter((r) => r === 'ok')).toHaveLength(7);
    expect((await productRow(t, product.id)).stock).toBe(0);
    expect(await ledgerViolations(t)).toEqual([]);
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { WAREHOUSE_LOCATION_ID } from '@/domain/stock-locations';
import { AppError } from '@/server/http/errors';
import { changeStock, reserveStock } from '@/server/modules/stock';
import { createProduct, newCustomer } from '../support/app-fixtures';
import { orderBody } from '../support/fixtures';
import { checkStockBalancesAfterEach } from '../support/stock-balances';
import { setUpTestApp } from '../support/test-app';

process.env.AUTH_RATE_LIMIT = 'off';
const kind = process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite';
const t = setUpTestApp();
checkStockBalancesAfterEach(t);
const db = () => t.ctx.database.db;

async function warehouse(productId: number) {
  const r = await db().execute<{ on_hand: number; reserved: number; stock: number }>(sql`
    SELECT b.on_hand, b.reserved, p.stock FROM products p JOIN stock_balances b ON b.product_id = p.id AND b.location_id = ${WAREHOUSE_LOCATION_ID}
    WHERE p.id = ${productId}`);
  const row = r.rows[0]!;
  return { onHand: Number(row.on_hand), reserved: Number(row.reserved), stock: Number(row.stock) };
}

const refusal = (p: Promise<unknown>) => p.then(() => null).catch((err) => (err instanceof AppError ? err.message : String(err)));

describe(`reservations (${kind})`, () => {
  it('holds units without a movement, lowers what the storefront can sell, releases and is consumed by the movement out', async () => {
    const p = await createProduct(t, { stock: 5, name: 'Terço Reservado' });
    await db().transaction((tx) => reserveStock(tx, [{ productId: p.id, quantity: 3 }]));
    expect(await warehouse(p.id)).toEqual({ onHand: 5, reserved: 3, stock: 2 });
    const moves = await db().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM stock_movements WHERE product_id = ${p.id}`);
    expect(Number(moves.rows[0]!.n)).toBe(1);

    // The storefront sells only what is not reserved.
    const { client } = await newCustomer(t, 'reserva');
    const tooMany = await client.post('/api/store/orders', orderBody([{ productId: p.id, quantity: 3 }]));
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error.message).toBe('Estoque insuficiente para "Terço Reservado": disponível 2, solicitado 3.');

    await db().transaction((tx) => reserveStock(tx, [{ productId: p.id, quantity: -1 }]));
    expect(await warehouse(p.id)).toEqual({ onHand: 5, reserved: 2, stock: 3 });
    await db().transaction((tx) => changeStock(tx, [{ productId: p.id, quantity: -2, kind: 'sale', fromReserved: true }]));
    expect(await warehouse(p.id)).toEqual({ onHand: 3, reserved: 0, stock: 3 });
  });

  it('refuses to reserve more than is available, to release or consume more than is reserved — two lines of one product together', async () => {
    const p = await createProduct(t, { stock: 2, name: 'Vela Reservada' });
    expect(
      await refusal(
        db().transaction((tx) =>
          reserveStock(tx, [
            { productId: p.id, quantity: 2 },
            { productId: p.id, quantity: 1 },
          ]),
        ),
      ),
    ).toBe('Estoque insuficiente para "Vela Reservada": disponível 2, solicitado 3.');
    await db().transaction((tx) => reserveStock(tx, [{ productId: p.id, quantity: 1 }]));
    expect(await refusal(db().transaction((tx) => reserveStock(tx, [{ productId: p.id, quantity: -2 }])))).toBe(
      'Reserva insuficiente de "Vela Reservada" em Almoxarifado: reservado 1, solicitado 2.',
    );
    expect(
      await refusal(
        db().transaction((tx) =>
          changeStock(tx, [
            { productId: p.id, quantity: -1, kind: 'sale', fromReserved: true },
            { productId: p.id, quantity: -1, kind: 'sale', fromReserved: true },
          ]),
        ),
      ),
    ).toBe('Reserva insuficiente de "Vela Reservada" em Almoxarifado: reservado 1, solicitado 2.');
    expect(await warehouse(p.id)).toEqual({ onHand: 2, reserved: 1, stock: 1 });
  });
});

describe(`the race for the last unit (${kind})`, () => {
  it('8 buyers at once: exactly one wins, the warehouse never goes below zero', async () => {
    const p = await createProduct(t, { stock: 1, name: 'Última Medalha' });
    const buyers = await Promise.all(Array.from({ length: 8 }, (_, i) => newCustomer(t, `corrida${i}`)));
    const results = await Promise.all(buyers.map(({ client }) => client.post('/api/store/orders', orderBody([{ productId: p.id, quantity: 1 }]))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    // The winner's order holds the unit until it ships (decision 069): on hand, reserved, none to sell.
    expect(await warehouse(p.id)).toEqual({ onHand: 1, reserved: 1, stock: 0 });
  });

  it('two lines of one product in one order are checked together', async () => {
    const p = await createProduct(t, { stock: 1, name: 'Medalha em Duas Linhas' });
    const { client } = await newCustomer(t, 'duas-linhas');
    const res = await client.post(
      '/api/store/orders',
      orderBody([
        { productId: p.id, quantity: 1 },
        { productId: p.id, quantity: 1 },
      ]),
    );
    expect(res.status).toBe(409);
    expect(await warehouse(p.id)).toEqual({ onHand: 1, reserved: 0, stock: 1 });
  });

  it('checkout against a reservation (a transfer being separated) and another checkout: one wins', async () => {
    const p = await createProduct(t, { stock: 1, name: 'Imagem Disputada' });
    const buyers = await Promise.all([newCustomer(t, 'contra-reserva-1'), newCustomer(t, 'contra-reserva-2')]);
    const outcomes = await Promise.all([
      buyers[0]!.client.post('/api/store/orders', orderBody([{ productId: p.id, quantity: 1 }])).then((r) => r.status === 201),
      db()
        .transaction((tx) => reserveStock(tx, [{ productId: p.id, quantity: 1 }]))
        .then(() => true)
        .catch((err) => {
          if (err instanceof AppError && err.code === 'INSUFFICIENT_STOCK') return false;
          throw err;
        }),
      buyers[1]!.client.post('/api/store/orders', orderBody([{ productId: p.id, quantity: 1 }])).then((r) => r.status === 201),
    ]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const after = await warehouse(p.id);
    expect(after.stock).toBe(0);
    expect(after.onHand - after.reserved).toBe(0);
    expect(after.onHand).toBeGreaterThanOrEqual(0);
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { WAREHOUSE_LOCATION_ID } from '@/domain/stock-locations';
import type { Database } from '@/server/db/client';
import { changeStock, checkStockBalancesJob, InsufficientStockError, stockBalanceMismatches } from '@/server/modules/stock';
import { createProduct, staffUser } from '../support/app-fixtures';
import { dbLabel } from '../support/databases';
import { databaseBeforeMigration } from '../support/migration-test';
import { checkStockBalancesAfterEach } from '../support/stock-balances';
import { setUpTestApp } from '../support/test-app';

const t = setUpTestApp();
checkStockBalancesAfterEach(t);

const db = () => t.ctx.database.db;

async function balance(productId: number, locationId: number) {
  const r = await db().execute<{ on_hand: number; reserved: number }>(
    sql`SELECT on_hand, reserved FROM stock_balances WHERE product_id = ${productId} AND location_id = ${locationId}`,
  );
  const row = r.rows[0];
  return row ? { onHand: Number(row.on_hand), reserved: Number(row.reserved) } : null;
}

async function storeLocation(name: string): Promise<number> {
  const r = await db().execute<{ id: number }>(sql`SELECT l.id FROM stock_locations l JOIN stores s ON s.id = l.store_id WHERE s.name = ${name}`);
  return Number(r.rows[0]!.id);
}

/** A rollback that keeps what the callback saw. */
class Rollback extends Error {}
async function inRolledBackTransaction<T>(fn: (tx: Parameters<Parameters<Database['db']['transaction']>[0]>[0]) => Promise<T>): Promise<T> {
  let seen: T | undefined;
  await db()
    .transaction(async (tx) => {
      seen = await fn(tx);
      throw new Rollback();
    })
    .catch((err) => {
      if (!(err instanceof Rollback)) throw err;
    });
  return seen as T;
}

describe(`migration 0031: stock per place (${dbLabel})`, () => {
  it("puts today's stock at the warehouse — every product keeps its total, stores start at zero — and reconciles movements that did not add up", async () => {
    // A database migrated up to the one before 0031, with stock written the old way.
    const database = await databaseBeforeMigration(31);
    try {
      const old = await database.openBefore();
      await old.db.execute(
        sql`INSERT INTO stores (name, address, type) VALUES ('Matriz M', 'Rua A', 'Matriz'), ('Filial F', 'Rua B', 'Filial'), ('Loja Online', '-', 'Online')`,
      );
      await old.db.execute(
        sql`INSERT INTO products (name, code, price_cents, stock) VALUES ('Terço A', 'MA', 100, 7), ('Vela B', 'MB', 100, 0), ('Bíblia C', 'MC', 100, 12)`,
      );
      // A: 10 in, 3 sold (Σ = 7 = stock). C: 9 in, but stock says 12 (written around the ledger once).
      await old.db.execute(sql`
        INSERT INTO stock_movements (product_id, quantity, kind)
        SELECT id, q, k FROM products, (VALUES ('MA', 10, 'initial'), ('MA', -3, 'sale'), ('MC', 9, 'initial')) AS v(code, q, k)
        WHERE products.code = v.code`);
      const totalsBefore = (await old.db.execute<{ code: string; stock: number }>(sql`SELECT code, stock FROM products ORDER BY code`)).rows;
      await old.close();

      const migrated = await database.openMigrated();
      try {
        const totals = await migrated.db.execute<{ code: string; total: number; warehouse: number; stock: number }>(sql`
          SELECT p.code, p.stock,
            coalesce(sum(b.on_hand) FILTER (WHERE l.kind IN ('warehouse', 'store')), 0)::int AS total,
            coalesce(sum(b.on_hand) FILTER (WHERE l.kind = 'warehouse'), 0)::int AS warehouse
          FROM products p LEFT JOIN stock_balances b ON b.product_id = p.id LEFT JOIN stock_locations l ON l.id = b.location_id
          GROUP BY p.code, p.stock ORDER BY p.code`);
        expect(totals.rows.map((r) => ({ code: r.code, stock: Number(r.total) }))).toEqual(totalsBefore.map((r) => ({ code: r.code, stock: Number(r.stock) })));
        expect(totals.rows.map((r) => Number(r.warehouse))).toEqual(totalsBefore.map((r) => Number(r.stock)));
        expect(totals.rows.map((r) => Number(r.stock))).toEqual(totalsBefore.map((r) => Number(r.stock)));
        // Every old movement is the warehouse's, and C's missing 3 units came in as one reconciling adjustment.
        const moves = await migrated.db.execute<{ code: string; location_id: number; quantity: number; kind: string }>(sql`
          SELECT p.code, m.location_id, m.quantity, m.kind FROM stock_movements m JOIN products p ON p.id = m.product_id ORDER BY p.code, m.quantity DESC`);
        expect(moves.rows.map((r) => [r.code, Number(r.location_id), Number(r.quantity), r.kind])).toEqual([
          ['MA', WAREHOUSE_LOCATION_ID, 10, 'initial'],
          ['MA', WAREHOUSE_LOCATION_ID, -3, 'sale'],
          ['MC', WAREHOUSE_LOCATION_ID, 9, 'initial'],
          ['MC', WAREHOUSE_LOCATION_ID, 3, 'adjustment'],
        ]);
        expect(await stockBalanceMismatches(migrated.db)).toEqual([]);
        // The places: the warehouse, the three virtual ones, and one per store but the online channel.
        const places = await migrated.db.execute<{ kind: string; name: string }>(sql`
          SELECT l.kind, coalesce(s.name, l.name) AS name FROM stock_locations l LEFT JOIN stores s ON s.id = l.store_id ORDER BY l.id`);
        expect(places.rows).toEqual([
          { kind: 'warehouse', name: 'Almoxarifado' },
          { kind: 'transit', name: 'Em trânsito' },
          { kind: 'adjustment', name: 'Ajustes e perdas' },
          { kind: 'divergence', name: 'Divergências' },
          { kind: 'store', name: 'Matriz M' },
          { kind: 'store', name: 'Filial F' },
        ]);
        const atStores = await migrated.db.execute<{ n: number }>(sql`
          SELECT count(*)::int AS n FROM stock_balances b JOIN stock_locations l ON l.id = b.location_id WHERE l.kind <> 'warehouse'`);
        expect(Number(atStores.rows[0]!.n)).toBe(0);
      } finally {
        await migrated.close();
      }
    } finally {
      await database.drop();
    }
  });
});

describe(`places kept in step with stores (${dbLabel})`, () => {
  it("gives a new store its place in the store's own transaction, none to the online channel, and one when a store becomes physical", async () => {
    const staff = await t.as('admin');
    const created = await staff.post('/api/admin/stores', { name: 'Quiosque do Shopping', address: 'Piso 2', type: 'Quiosque' });
    expect(created.status).toBe(201);
    expect(await storeLocation('Quiosque do Shopping')).toBeGreaterThan(4);
    const online = await staff.post('/api/admin/stores', { name: 'Canal Online', address: '-', type: 'Online' });
    const none = await db().execute(sql`SELECT 1 FROM stock_locations WHERE store_id = ${online.body.item.id}`);
    expect(none.rows).toHaveLength(0);
    await staff.put(`/api/admin/stores/${online.body.item.id}`, { name: 'Canal Online', address: '-', type: 'Filial' });
    expect(await storeLocation('Canal Online')).toBeGreaterThan(4);
    // A store without history goes with its place.
    expect((await staff.delete(`/api/admin/stores/${online.body.item.id}`)).status).toBe(200);
    const gone = await db().execute(sql`SELECT 1 FROM stock_locations WHERE store_id = ${online.body.item.id}`);
    expect(gone.rows).toHaveLength(0);
  });

  it('refuses to delete a store whose place has stock history', async () => {
    const staff = await t.as('admin');
    const created = await staff.post('/api/admin/stores', { name: 'Filial Com Histórico', address: 'Rua C', type: 'Filial' });
    const place = await storeLocation('Filial Com Histórico');
    const p = await createProduct(t, { stock: 0 });
    await db().transaction((tx) => changeStock(tx, [{ productId: p.id, locationId: place, quantity: 2, kind: 'adjustment', reason: 'Contagem' }]));
    const refused = await staff.delete(`/api/admin/stores/${created.body.item.id}`);
    expect(refused.status).toBe(409);
    expect(await storeLocation('Filial Com Histórico')).toBe(place);
  });
});

describe(`balances per place (${dbLabel})`, () => {
  it('moves a store place without touching the warehouse, and refuses to take more than the place holds, naming it', async () => {
    const p = await createProduct(t, { stock: 4 });
    const place = await storeLocation('Luz da Fé — Filial Aparecida');
    const user = await staffUser(t);
    const after = await db().transaction((tx) =>
      changeStock(tx, [
        { productId: p.id, locationId: place, quantity: 3, kind: 'adjustment', reason: 'Contagem', userId: user.id },
        { productId: p.id, locationId: place, quantity: -1, kind: 'adjustment', reason: 'Avaria', userId: user.id },
      ]),
    );
    expect(after.get(p.id)).toBe(4);
    expect(await balance(p.id, place)).toEqual({ onHand: 2, reserved: 0 });
    expect(await balance(p.id, WAREHOUSE_LOCATION_ID)).toEqual({ onHand: 4, reserved: 0 });

    // Two lines of one product at one place are checked together: 2 + (−2) + (−1) < 0.
    const refused = await db()
      .transaction((tx) =>
        changeStock(tx, [
          { productId: p.id, locationId: place, quantity: -2, kind: 'adjustment' },
          { productId: p.id, locationId: place, quantity: -1, kind: 'adjustment' },
        ]),
      )
      .catch((err) => err);
    expect(refused).toBeInstanceOf(InsufficientStockError);
    expect(refused.message).toBe(`Estoque insuficiente para "${p.name}" em Luz da Fé — Filial Aparecida: disponível 2, solicitado 3.`);
    expect(await balance(p.id, place)).toEqual({ onHand: 2, reserved: 0 });
  });

  it('warehouse changes keep products.stock = on hand − reserved at the warehouse', async () => {
    const p = await createProduct(t, { stock: 5 });
    await db().transaction((tx) => changeStock(tx, [{ productId: p.id, quantity: -2, kind: 'adjustment', reason: 'Quebra' }]));
    expect(await balance(p.id, WAREHOUSE_LOCATION_ID)).toEqual({ onHand: 3, reserved: 0 });
    const stock = await db().execute<{ stock: number }>(sql`SELECT stock FROM products WHERE id = ${p.id}`);
    expect(Number(stock.rows[0]!.stock)).toBe(3);
  });

  it('has the database refuse a negative on hand, a negative reserve and a reserve above on hand', async () => {
    const p = await createProduct(t, { stock: 2 });
    for (const set of [sql`on_hand = -1`, sql`reserved = -1`, sql`reserved = 3`]) {
      const err = await db()
        .execute(sql`UPDATE stock_balances SET ${set} WHERE product_id = ${p.id} AND location_id = ${WAREHOUSE_LOCATION_ID}`)
        .catch((e) => e);
      expect(String(err?.cause?.message ?? err?.message)).toMatch(/check constraint|violates/);
    }
    const place = await storeLocation('Luz da Fé — Matriz');
    const err = await db()
      .execute(sql`INSERT INTO stock_balances (product_id, location_id, on_hand) VALUES (${p.id}, ${place}, -1)`)
      .catch((e) => e);
    expect(String(err?.cause?.message ?? err?.message)).toMatch(/check constraint|violates/);
    expect(await balance(p.id, WAREHOUSE_LOCATION_ID)).toEqual({ onHand: 2, reserved: 0 });
  });
});

describe(`the balances check (${dbLabel})`, () => {
  it('finds a movement written around the ledger and a products.stock out of step, and the job fails on them', async () => {
    const p = await createProduct(t, { stock: 3 });
    expect(await stockBalanceMismatches(db(), { productIds: [p.id] })).toEqual([]);
    const seen = await inRolledBackTransaction(async (tx) => {
      await tx.execute(sql`INSERT INTO stock_movements (product_id, quantity, kind) VALUES (${p.id}, 1, 'adjustment')`);
      await tx.execute(sql`UPDATE products SET stock = 9 WHERE id = ${p.id}`);
      const found = await stockBalanceMismatches(tx, { productIds: [p.id] });
      const job = await checkStockBalancesJob(tx).catch((e: Error) => e.message);
      return { found, job };
    });
    expect(seen.found).toEqual([
      { productId: p.id, locationId: WAREHOUSE_LOCATION_ID, check: 'movements', expected: 4, found: 3 },
      { productId: p.id, locationId: WAREHOUSE_LOCATION_ID, check: 'warehouse', expected: 3, found: 9 },
    ]);
    expect(seen.job).toMatch(/^Saldos de estoque diferentes dos movimentos/);
    await expect(checkStockBalancesJob(db())).resolves.toBeUndefined();
  });
});

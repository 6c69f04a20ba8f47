import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedStockPlaces } from '@/server/db/seed/seed-stock-places';
import { ledgerViolations } from '../support/app-fixtures';
import { setUpTestApp } from '../support/test-app';

// The bench's stock-per-place load (issue 36): set-based, and the ledger still holds.
const t = setUpTestApp();

describe('seedStockPlaces', () => {
  it('adds stores up to the places asked and received transfers whose movements the balances sum, nothing below zero', async () => {
    const { db } = t.ctx.database;
    const stockBefore = (await db.execute<{ s: number }>(sql`SELECT sum(stock)::int AS s FROM products`)).rows[0]!.s;
    const first = await seedStockPlaces(db, { places: 8, movements: 1_000 });
    expect(first.lines).toBe(200);
    expect(first.transfers).toBe(40);
    const places = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM stock_locations WHERE kind IN ('warehouse', 'store')`);
    expect(Number(places.rows[0]!.n)).toBe(8);
    await seedStockPlaces(db, { places: 8, movements: 2_000 });
    const moved = await db.execute<{ n: number; stores: number; transit: number }>(sql`
      SELECT count(*)::int AS n,
        (SELECT coalesce(sum(on_hand), 0)::int FROM stock_balances b JOIN stock_locations l ON l.id = b.location_id WHERE l.kind = 'store') AS stores,
        (SELECT coalesce(sum(on_hand), 0)::int FROM stock_balances WHERE location_id = 2) AS transit
      FROM stock_movements WHERE reason = 'Carga de benchmark'`);
    expect(Number(moved.rows[0]!.n)).toBe(3_000);
    expect(Number(moved.rows[0]!.stores)).toBe(600);
    expect(Number(moved.rows[0]!.transit)).toBe(0);
    expect((await db.execute<{ s: number }>(sql`SELECT sum(stock)::int AS s FROM products`)).rows[0]!.s).toBe(stockBefore);
    expect(await ledgerViolations(t)).toEqual([]);
    const transfers = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM transfers WHERE status = 'received' AND notes = 'Carga de benchmark'`);
    expect(Number(transfers.rows[0]!.n)).toBe(120);
  });
});

import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '@/server/context';
import { products, stockEntries, stockExitItems, stockExits, stockMovements, stores } from '@/server/db/schema';
import { seedStockDocuments } from '@/server/db/seed/seed-stock-documents';
import { createStockEntry } from '@/server/modules/stock/create-stock-entry';
import { createStockExit } from '@/server/modules/stock/create-stock-exit';
import { reverseStockEntry } from '@/server/modules/stock/reverse-stock-entry';
import { reverseStockExit } from '@/server/modules/stock/reverse-stock-exit';
import { listDocumentHistory } from '@/server/workflow/list-document-history';
import { createProduct, ledgerViolations, productRow, staffUser } from '../support/app-fixtures';
import { checkStockBalancesAfterEach } from '../support/stock-balances';
import { setUpTestApp } from '../support/test-app';

// The posting functions behind entries, exits and the documents built on them (receiving checks,
// merchandise requests), called inside a transaction as their routes do.
let clerk: SessionUser;
let storeId: number;
const t = setUpTestApp();
checkStockBalancesAfterEach(t);
beforeAll(async () => {
  clerk = await staffUser(t, 'staff');
  const [store] = await t.ctx.database.db.select().from(stores).limit(1);
  storeId = store!.id;
});

const entry = (input: Parameters<typeof createStockEntry>[2]) => t.ctx.database.db.transaction((x) => createStockEntry(x, clerk, input));
const reverse = (id: number) => t.ctx.database.db.transaction((x) => reverseStockEntry(x, clerk, id));
const exit = (input: Parameters<typeof createStockExit>[2]) => t.ctx.database.db.transaction((x) => createStockExit(x, clerk, input));
const cost = async (id: number) => (await t.ctx.database.db.select({ c: products.costPriceCents }).from(products).where(eq(products.id, id)))[0]!.c;
const movements = (refType: string, refId: number) =>
  t.ctx.database.db
    .select({ quantity: stockMovements.quantity, kind: stockMovements.kind })
    .from(stockMovements)
    .where(sql`${stockMovements.refType} = ${refType} AND ${stockMovements.refId} = ${String(refId)}`)
    .orderBy(stockMovements.id);
async function withCost(id: number, costPriceCents: number) {
  await t.ctx.database.db.update(products).set({ costPriceCents }).where(eq(products.id, id));
}

describe('stock entries', () => {
  it('raises the stock through a movement, moves the average cost and keeps price and cost as they were', async () => {
    const p = await createProduct(t, { stock: 10, priceCents: 2500 });
    await withCost(p.id, 400);
    const { entry: e, created } = await entry({ productId: p.id, quantity: 10, entryDate: '2026-11-20', unitCostCents: 600, notes: 'Lote novo' });
    expect(created).toBe(true);
    expect(e).toMatchObject({ quantity: 10, unitCostCents: 600, unitPriceCents: 2500, costBeforeCents: 400, costAfterCents: 500, createdByName: clerk.name });
    expect((await productRow(t, p.id)).stock).toBe(20);
    expect(await cost(p.id)).toBe(500);
    expect(await movements('stock_entry', e.id)).toEqual([{ quantity: 10, kind: 'entry' }]);
  });

  it("defaults the unit cost to the product's cost and the supplier to the product's", async () => {
    const p = await createProduct(t, { stock: 2 });
    await withCost(p.id, 700);
    const [supplier] = (await t.ctx.database.db.execute<{ id: number }>(sql`SELECT id FROM suppliers ORDER BY id LIMIT 1`)).rows;
    await t.ctx.database.db.update(products).set({ supplierId: supplier!.id }).where(eq(products.id, p.id));
    const { entry: e } = await entry({ productId: p.id, quantity: 3, entryDate: '2026-11-20' });
    expect(e).toMatchObject({ unitCostCents: 700, supplierId: supplier!.id, costAfterCents: 700 });
  });

  it('posts once for a repeated idempotency key, even when both arrive together', async () => {
    const p = await createProduct(t, { stock: 0 });
    const key = `entrada-${Math.random().toString(36).slice(2)}`;
    const results = await Promise.all([1, 2, 3].map(() => entry({ productId: p.id, quantity: 4, entryDate: '2026-11-20', idempotencyKey: key })));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.entry.id)).size).toBe(1);
    expect((await productRow(t, p.id)).stock).toBe(4);
  });

  it('refuses an unknown or archived product with "Produto não encontrado."', async () => {
    await expect(entry({ productId: 999999, quantity: 1, entryDate: '2026-11-20' })).rejects.toMatchObject({ status: 404, message: 'Produto não encontrado.' });
    const p = await createProduct(t, { stock: 1 });
    await t.ctx.database.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, p.id));
    await expect(entry({ productId: p.id, quantity: 1, entryDate: '2026-11-20' })).rejects.toMatchObject({ status: 404 });
  });

  it('is reversed, never deleted: marked with who and when, its units taken back out, its cost undone; twice changes nothing', async () => {
    const p = await createProduct(t, { stock: 10 });
    await withCost(p.id, 400);
    const { entry: e } = await entry({ productId: p.id, quantity: 10, entryDate: '2026-11-21', unitCostCents: 600 });
    const { entry: r, reversed } = await reverse(e.id);
    expect(reversed).toBe(true);
    expect(r.status).toBe('reversed');
    expect(await listDocumentHistory(t.ctx.database.db, 'stock_entry', e.id)).toMatchObject([
      { fromStatus: 'posted', toStatus: 'reversed', userName: clerk.name },
    ]);
    expect((await productRow(t, p.id)).stock).toBe(10);
    expect(await cost(p.id)).toBe(400);
    expect(await movements('stock_entry', e.id)).toEqual([
      { quantity: 10, kind: 'entry' },
      { quantity: -10, kind: 'entry_reversal' },
    ]);
    expect((await reverse(e.id)).reversed).toBe(false);
    expect((await productRow(t, p.id)).stock).toBe(10);
    const [still] = await t.ctx.database.db.select().from(stockEntries).where(eq(stockEntries.id, e.id));
    expect(still).toBeDefined();
  });

  it('refuses the reversal when the units already left, saying how many are missing, and writes nothing', async () => {
    const p = await createProduct(t, { stock: 0 });
    const { entry: e } = await entry({ productId: p.id, quantity: 8, entryDate: '2026-11-21' });
    await exit({ storeId, exitDate: '2026-11-22', items: [{ productId: p.id, quantity: 5 }] });
    await expect(reverse(e.id)).rejects.toMatchObject({ status: 409, message: expect.stringContaining('faltam 5 unidade(s)') });
    const [row] = await t.ctx.database.db.select().from(stockEntries).where(eq(stockEntries.id, e.id));
    expect(row!.status).toBe('posted');
    expect((await productRow(t, p.id)).stock).toBe(3);
  });
});

describe('stock exits', () => {
  it('takes the stock of every line, with a SAIDA- code from a sequence and the lines as they were', async () => {
    const a = await createProduct(t, { stock: 6, priceCents: 1000 });
    const b = await createProduct(t, { stock: 3, priceCents: 2000 });
    const { exit: x } = await exit({
      storeId,
      exitDate: '2026-11-22',
      notes: 'Reposição',
      items: [
        { productId: a.id, quantity: 2 },
        { productId: b.id, quantity: 3 },
        { productId: a.id, quantity: 1 },
      ],
    });
    expect(x.code).toMatch(/^SAIDA-\d{6}$/);
    expect(x.totalItems).toBe(6);
    const lines = await t.ctx.database.db.select().from(stockExitItems).where(eq(stockExitItems.exitId, x.id)).orderBy(stockExitItems.id);
    expect(lines.map((l) => [l.productId, l.quantity, l.unitPriceCents])).toEqual([
      [a.id, 3, 1000],
      [b.id, 3, 2000],
    ]);
    expect((await productRow(t, a.id)).stock).toBe(3);
    expect((await productRow(t, b.id)).stock).toBe(0);
    const { exit: y } = await exit({ storeId, exitDate: '2026-11-22', items: [{ productId: a.id, quantity: 1 }] });
    expect(Number(y.code.slice(6))).toBeGreaterThan(Number(x.code.slice(6)));
  });

  it('refuses a line above the stock with the requirements’ message and the current stock, writing nothing', async () => {
    const a = await createProduct(t, { stock: 4 });
    const b = await createProduct(t, { stock: 2 });
    const before = (await t.ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(stockExits))[0]!.n;
    await expect(
      exit({
        storeId,
        exitDate: '2026-11-22',
        items: [
          { productId: a.id, quantity: 4 },
          { productId: b.id, quantity: 3 },
        ],
      }),
    ).rejects.toMatchObject({
      status: 409,
      message: 'Quantidade solicitada (3) maior que o estoque (2).',
    });
    expect((await t.ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(stockExits))[0]!.n).toBe(before);
    expect((await productRow(t, a.id)).stock).toBe(4);
  });

  it('refuses an unknown store', async () => {
    const a = await createProduct(t, { stock: 4 });
    await expect(exit({ storeId: 999999, exitDate: '2026-11-22', items: [{ productId: a.id, quantity: 1 }] })).rejects.toMatchObject({
      status: 404,
      message: 'Loja não encontrada.',
    });
  });

  it(`never oversells when 20 exits race for the last units (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const p = await createProduct(t, { stock: 7 });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => exit({ storeId, exitDate: '2026-11-22', items: [{ productId: p.id, quantity: 1 }] })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(7);
    for (const r of results) if (r.status === 'rejected') expect(r.reason.message).toBe('Quantidade solicitada (1) maior que o estoque (0).');
    expect((await productRow(t, p.id)).stock).toBe(0);
    expect(await ledgerViolations(t)).toEqual([]);
  });
});

describe("reversal in the caller's transaction", () => {
  it('is undone with it: moveDocument runs in the transaction it is given, so a later failure leaves the exit posted, its stock and its history untouched', async () => {
    const p = await createProduct(t, { stock: 5 });
    const { exit: x } = await exit({ storeId, exitDate: '2026-11-22', items: [{ productId: p.id, quantity: 2 }] });
    const failed = t.ctx.database.db.transaction(async (tx) => {
      expect((await reverseStockExit(tx, clerk, x.id)).reversed).toBe(true);
      // Inside the caller's transaction the reversal is already visible…
      expect((await tx.select({ stock: products.stock }).from(products).where(eq(products.id, p.id)))[0]!.stock).toBe(5);
      throw new Error('the caller fails after the move');
    });
    await expect(failed).rejects.toThrow('the caller fails after the move');
    // …and gone with it.
    expect((await productRow(t, p.id)).stock).toBe(3);
    const [row] = await t.ctx.database.db.select({ status: stockExits.status, version: stockExits.version }).from(stockExits).where(eq(stockExits.id, x.id));
    expect(row).toEqual({ status: 'posted', version: 1 });
    expect(await listDocumentHistory(t.ctx.database.db, 'stock_exit', x.id)).toEqual([]);
    expect(await movements('stock_exit', x.id)).toEqual([{ quantity: -2, kind: 'exit' }]);
  });
});

describe('benchmark data', () => {
  it('adds stock movements as real entries and exits, keeping stock = Σ movements', async () => {
    const { db } = t.ctx.database;
    const count = async (table: string) => Number((await db.execute<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))).rows[0]!.n);
    const [entries, lines, movements] = [await count('stock_entries'), await count('stock_exit_items'), await count('stock_movements')];
    const made = await seedStockDocuments(db, 200);
    expect(made).toEqual({ entries: 100, exits: 20, exitLines: 100 });
    expect(await count('stock_entries')).toBe(entries + 100);
    expect(await count('stock_exit_items')).toBe(lines + 100);
    expect(await count('stock_movements')).toBe(movements + 200);
    expect(await ledgerViolations(t)).toEqual([]);
  });
});

import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products, stores } from '@/server/db/schema';
import { createProduct, ledgerViolations, productRow } from '../support/app-fixtures';
import { checkStockBalancesAfterEach } from '../support/stock-balances';
import { setUpTestApp, signInForSuite } from '../support/test-app';

// Movimentações de Estoque: every document that moved a product, read back from the ledger.
type Movement = { id: number; kind: string; quantity: number; document: string | null; reason: string; userName: string | null; productName: string };

const t = setUpTestApp();
checkStockBalancesAfterEach(t);
const staff = signInForSuite(t, 'staff');
let storeId: number;
beforeAll(async () => {
  storeId = (await t.ctx.database.db.select().from(stores).limit(1))[0]!.id;
});

const movementsOf = async (query: string): Promise<Movement[]> => {
  const res = await staff.get(`/api/admin/stock-movements?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items;
};

describe('stock movements list', () => {
  it('lists what each document moved, newest first, naming the document and who posted it; the quantities add up to the stock', async () => {
    const p = await createProduct(t, { stock: 4, name: 'Medalha do Razão de Estoque' });
    const entry = await staff.post('/api/admin/stock-entries', { productId: p.id, quantity: 5, entryDate: '2026-11-20' });
    expect(entry.status).toBe(201);
    const exit = await staff.post('/api/admin/stock-exits', { storeId, exitDate: '2026-11-22', items: [{ productId: p.id, quantity: 2 }] });
    expect(exit.status).toBe(201);
    expect((await staff.delete(`/api/admin/stock-exits/${exit.body.exit.id}`)).status).toBe(200);
    const adjust = await staff.post(`/api/admin/products/${p.id}/stock-adjustments`, { quantity: '-1', reason: 'Avaria na vitrine' });
    expect(adjust.status).toBe(200);

    const items = await movementsOf(`productId=${p.id}`);
    const exitCode = (await staff.get(`/api/admin/stock-exits/${exit.body.exit.id}`)).body.exit.code;
    expect(exitCode).toMatch(/^SAIDA-/);
    expect(items.map(({ kind, quantity, document }) => ({ kind, quantity, document }))).toEqual([
      { kind: 'adjustment', quantity: -1, document: null },
      { kind: 'exit_reversal', quantity: 2, document: `Saída ${exitCode}` },
      { kind: 'exit', quantity: -2, document: `Saída ${exitCode}` },
      { kind: 'entry', quantity: 5, document: `Entrada #${entry.body.entry.id}` },
      { kind: 'initial', quantity: 4, document: null },
    ]);
    expect(items[0]).toMatchObject({ reason: 'Avaria na vitrine', userName: 'Carlos Funcionário', productName: 'Medalha do Razão de Estoque' });
    expect(items.reduce((sum, m) => sum + m.quantity, 0)).toBe((await productRow(t, p.id)).stock);
    expect(await ledgerViolations(t)).toEqual([]);
  });

  it('filters by kind, text (product, code, reason) and period; refuses an unknown kind and a backwards period in pt-BR', async () => {
    const p = await createProduct(t, { stock: 3, name: 'Vela Filtrada do Razão' });
    await staff.post(`/api/admin/products/${p.id}/stock-adjustments`, { quantity: '2', reason: 'Contagem do inventário anual' });

    expect((await movementsOf(`productId=${p.id}&kind=adjustment`)).map((m) => m.quantity)).toEqual([2]);
    expect((await movementsOf(`productId=${p.id}&kind=`)).length).toBe(2);
    expect((await movementsOf('search=inventario%20anual')).map((m) => m.productName)).toContain('Vela Filtrada do Razão');
    expect((await movementsOf(`search=${encodeURIComponent('vela filtrada do razao')}`)).length).toBe(2);
    // Created now: a period in the past selects none of them.
    expect(await movementsOf(`productId=${p.id}&from=2020-01-01&to=2020-12-31`)).toEqual([]);

    const badKind = await staff.get('/api/admin/stock-movements?kind=roubo');
    expect(badKind.status).toBe(400);
    expect(badKind.body.error.message).toBe('Tipo de movimentação inválido.');
    const backwards = await staff.get('/api/admin/stock-movements?from=2026-11-21&to=2026-11-20');
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.message).toBe('A data inicial (De) não pode ser depois da final (Até).');
  });

  it('audits what a reversal did to each product: its stock and average cost before and after', async () => {
    const p = await createProduct(t, { stock: 2, name: 'Imagem do Estorno Auditado' });
    await t.ctx.database.db.update(products).set({ costPriceCents: 1000 }).where(eq(products.id, p.id));
    const entry = await staff.post('/api/admin/stock-entries', { productId: p.id, quantity: 2, entryDate: '2026-11-20', unitCostCents: 3000 });
    const exit = await staff.post('/api/admin/stock-exits', { storeId, exitDate: '2026-11-22', items: [{ productId: p.id, quantity: 1 }] });
    expect((await staff.delete(`/api/admin/stock-exits/${exit.body.exit.id}`)).status).toBe(200);
    expect((await staff.delete(`/api/admin/stock-entries/${entry.body.entry.id}`)).status).toBe(200);

    const reversals = await t.ctx.database.db
      .select({ entity: auditLog.entity, before: auditLog.before, after: auditLog.after, userName: auditLog.userName })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'reverse'), inArray(auditLog.entityId, [String(entry.body.entry.id), String(exit.body.exit.id)])))
      .orderBy(asc(auditLog.id));
    const key = String(p.id);
    expect(reversals).toEqual([
      // 2 at 10,00 and 2 at 30,00 average 20,00; the exit's unit comes back at the 20,00 it left with.
      {
        entity: 'stock_exit',
        userName: 'Carlos Funcionário',
        before: { stock: { [key]: 3 }, costPriceCents: { [key]: 2000 } },
        after: { stock: { [key]: 4 }, costPriceCents: { [key]: 2000 } },
      },
      // The entry's 2 units at 30,00 go out: the 2 left are worth 10,00 again.
      {
        entity: 'stock_entry',
        userName: 'Carlos Funcionário',
        before: { stock: { [key]: 4 }, costPriceCents: 2000 },
        after: { stock: { [key]: 2 }, costPriceCents: 1000 },
      },
    ]);
  });

  it('answers the page actually shown when asked for one past the last', async () => {
    const res = await staff.get('/api/admin/stock-movements?page=99999&pageSize=5');
    expect(res.status).toBe(200);
    expect(res.body.page).toBe(Math.max(1, Math.ceil(res.body.total / 5)));
    expect(res.body.items.length).toBeGreaterThan(0);
  });
});

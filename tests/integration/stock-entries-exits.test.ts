import { and, eq, type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_COUNT_CAP } from '@/domain/schemas/stock-documents';
import { createUserWithPassword } from '@/server/auth/create-user';
import { documentHistory, generatedReports, products, staffMembers, stockExits, stockMovements, stores, suppliers } from '@/server/db/schema';
import { countStatement } from '@/server/http/list-query';
import { EVERY_STORE } from '@/server/modules/permissions';
import { entryFilter, selectEntries } from '@/server/modules/stock/list-stock-entries';
import { exitFilter, selectExits } from '@/server/modules/stock/list-stock-exits';
import { createProduct, ledgerViolations, productRow, rawRequest } from '../support/app-fixtures';
import { lineItems } from '../support/fixtures';
import { pdfText } from '../support/pdf';
import { checkStockBalancesAfterEach } from '../support/stock-balances';
import { setUpTestApp, signInForSuite } from '../support/test-app';

// Entradas, Saídas and Consultar Saídas through the API, with the requirements' messages to the letter.
let storeId: number;
let supplierId: number;
const t = setUpTestApp();
checkStockBalancesAfterEach(t);
const staff = signInForSuite(t, 'staff');
beforeAll(async () => {
  storeId = (await t.ctx.database.db.select().from(stores).limit(1))[0]!.id;
  supplierId = (await t.ctx.database.db.select().from(suppliers).limit(1))[0]!.id;
});

describe('entries', () => {
  it('answers the requirements’ messages for missing data, an unknown product and a bad quantity', async () => {
    const p = await createProduct(t, { stock: 1 });
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Produto, quantidade e data são obrigatórios.'],
      [{ productId: p.id, entryDate: '2026-11-20' }, 'Produto, quantidade e data são obrigatórios.'],
      [{ productId: p.id, quantity: 2 }, 'Produto, quantidade e data são obrigatórios.'],
      [{ productId: p.id, quantity: 0, entryDate: '2026-11-20' }, 'Quantidade inválida.'],
      [{ productId: p.id, quantity: '1,5', entryDate: '2026-11-20' }, 'Quantidade inválida.'],
      [{ productId: p.id, quantity: -3, entryDate: '2026-11-20' }, 'Quantidade inválida.'],
    ];
    for (const [body, message] of cases) {
      const res = await staff.post('/api/admin/stock-entries', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    const unknown = await staff.post('/api/admin/stock-entries', { productId: 999999, quantity: 1, entryDate: '2026-11-20' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Produto não encontrado.');
  });

  it('registers an entry, lists it newest first with filters, and reverses it on delete', async () => {
    const p = await createProduct(t, { stock: 2, name: 'Vela de Entrada Filtrada' });
    const res = await staff.post('/api/admin/stock-entries', {
      productId: p.id,
      quantity: '5',
      entryDate: '2026-11-20',
      supplierId,
      unitCostCents: 300,
      notes: 'Nota 123',
    });
    expect(res.status).toBe(201);
    expect((await productRow(t, p.id)).stock).toBe(7);
    const list = await staff.get(`/api/admin/stock-entries?productId=${p.id}&from=2026-11-20&to=2026-11-20&supplierId=${supplierId}`);
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]).toMatchObject({
      productName: 'Vela de Entrada Filtrada',
      quantity: 5,
      entryDate: '2026-11-20',
      unitCostCents: 300,
      reversedAt: null,
    });
    expect((await staff.get(`/api/admin/stock-entries?productId=${p.id}&from=2026-11-21`)).body.items).toHaveLength(0);
    expect((await staff.get('/api/admin/stock-entries?search=entrada%20filtrada')).body.items.map((e: { id: number }) => e.id)).toContain(res.body.entry.id);
    const backwards = await staff.get('/api/admin/stock-entries?from=2026-11-21&to=2026-11-20');
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.message).toBe('A data inicial (De) não pode ser depois da final (Até).');

    const del = await staff.delete(`/api/admin/stock-entries/${res.body.entry.id}`);
    expect(del.status).toBe(200);
    expect(del.body.reversed).toBe(true);
    expect((await productRow(t, p.id)).stock).toBe(2);
    const after = await staff.get(`/api/admin/stock-entries?productId=${p.id}`);
    expect(after.body.items[0].reversedAt).not.toBeNull();
    expect(after.body.items[0].reversedByName).toBe('Carlos Funcionário');
    expect(await ledgerViolations(t)).toEqual([]);
  });

  it('answers the page actually shown when asked for one past the last', async () => {
    const res = await staff.get('/api/admin/stock-entries?page=999&pageSize=5');
    expect(res.status).toBe(200);
    expect(res.body.page).toBe(Math.max(1, Math.ceil(res.body.total / 5)));
  });
});

describe('exits', () => {
  it('answers the requirements’ messages: destination and items, item data, stock', async () => {
    const p = await createProduct(t, { stock: 3 });
    const missing = await staff.post('/api/admin/stock-exits', { exitDate: '2026-11-22', items: [] });
    expect(missing.body.error.message).toBe('Destino e pelo menos um item são obrigatórios.');
    const noStore = await staff.post('/api/admin/stock-exits', { exitDate: '2026-11-22', items: [{ productId: p.id, quantity: 1 }] });
    expect(noStore.body.error.message).toBe('Destino e pelo menos um item são obrigatórios.');
    const noQty = await staff.post('/api/admin/stock-exits', { storeId, exitDate: '2026-11-22', items: [{ productId: p.id }] });
    expect(noQty.body.error.message).toBe('Selecione um produto e informe a quantidade.');
    const badQty = await staff.post('/api/admin/stock-exits', { storeId, exitDate: '2026-11-22', items: [{ productId: p.id, quantity: 0 }] });
    expect(badQty.body.error.message).toBe('Quantidade inválida.');
    const over = await staff.post('/api/admin/stock-exits', { storeId, exitDate: '2026-11-22', items: [{ productId: p.id, quantity: 4 }] });
    expect(over.status).toBe(409);
    expect(over.body.error.message).toBe('Quantidade solicitada (4) maior que o estoque (3).');
    expect((await productRow(t, p.id)).stock).toBe(3);
  });

  it('posts once per idempotency key, lists and details the exit, and prints its guia de remessa', async () => {
    const a = await createProduct(t, { stock: 10, name: 'Terço da Guia de Remessa' });
    const body = {
      storeId,
      exitDate: '2026-11-22',
      notes: 'Reposição da vitrine',
      items: [{ productId: a.id, quantity: 4 }],
      idempotencyKey: 'saida-guia-0001',
    };
    const first = await staff.post('/api/admin/stock-exits', body);
    const again = await staff.post('/api/admin/stock-exits', body);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.exit.id).toBe(first.body.exit.id);
    expect((await productRow(t, a.id)).stock).toBe(6);
    const exit = first.body.exit;
    expect(exit).toMatchObject({ code: expect.stringMatching(/^SAIDA-\d{6}$/), totalItems: 4, lineCount: 1, createdByName: 'Carlos Funcionário' });
    expect(exit.items[0]).toMatchObject({ productName: 'Terço da Guia de Remessa', quantity: 4 });

    const list = await staff.get(`/api/admin/stock-exits?storeId=${storeId}&productId=${a.id}&from=2026-11-22&to=2026-11-22`);
    expect(list.body.items.map((x: { id: number }) => x.id)).toEqual([exit.id]);
    expect((await staff.get(`/api/admin/stock-exits?search=${encodeURIComponent(exit.code)}`)).body.items).toHaveLength(1);

    const pdf = await rawRequest(t, staff, 'GET', `/api/admin/stock-exits/${exit.id}/guia.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(pdf.bytes);
    for (const expected of ['Guia de remessa', exit.code, 'Terço da Guia de Remessa', 'Reposição da vitrine', 'Recebido por (loja)', 'Página 1 de 1'])
      expect(text).toContain(expected);
    // Kept in the member's 'Relatórios Gerados'.
    const kept = await t.ctx.database.db
      .select()
      .from(generatedReports)
      .where(eq(generatedReports.title, `Guia de remessa ${exit.code}`));
    expect(kept).toHaveLength(1);
  });

  it("exports the filtered exits as CSV for Excel pt-BR, a line per item, only the filtered product's lines", async () => {
    const a = await createProduct(t, { stock: 5, name: '=Vela Fórmula', priceCents: 1250 });
    const other = await createProduct(t, { stock: 5, name: 'Outro Produto da Mesma Saída' });
    const res = await staff.post('/api/admin/stock-exits', { storeId, exitDate: '2026-10-05', items: lineItems([a, 2], [other, 1]) });
    const csv = await rawRequest(t, staff, 'GET', `/api/admin/stock-exits/export.csv?productId=${a.id}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="saidas-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = csv.bytes.toString('utf8');
    expect(text.startsWith('\uFEFFSaída;Data;Loja;')).toBe(true);
    // The exits report of the reports center with the list's filters: header, the line, the totals.
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${res.body.exit.code};05/10/2026;`);
    expect(lines[1]).toContain(";'=Vela Fórmula;2;UN;");
    expect(lines[1]).toMatch(/;25,00;Lançada$/);
    expect(lines[2]).toMatch(/^Total/);
    expect(text).not.toContain('Outro Produto da Mesma Saída');
    // Found by its code instead, the same exit gives both lines.
    const all = (await rawRequest(t, staff, 'GET', `/api/admin/stock-exits/export.csv?search=${res.body.exit.code}`)).bytes.toString('utf8');
    expect(all.trim().split('\r\n')).toHaveLength(4);
    expect(all).toContain('Outro Produto da Mesma Saída');
  });
});

describe('exit reversal (Estornar)', () => {
  const movementsOf = (exitId: number) =>
    t.ctx.database.db
      .select({ productId: stockMovements.productId, quantity: stockMovements.quantity, kind: stockMovements.kind })
      .from(stockMovements)
      .where(and(eq(stockMovements.refType, 'stock_exit'), eq(stockMovements.refId, String(exitId))))
      .orderBy(stockMovements.id);

  it('brings every line back through negating movements (stock = Σ movements), keeps the exit marked with who and when, and a second reversal changes nothing', async () => {
    const a = await createProduct(t, { stock: 10 });
    const b = await createProduct(t, { stock: 4 });
    const posted = await staff.post('/api/admin/stock-exits', { storeId, exitDate: '2026-11-22', items: lineItems([a, 3], [b, 4], [a, 2]) });
    expect(posted.status).toBe(201);
    const id = posted.body.exit.id;
    expect([(await productRow(t, a.id)).stock, (await productRow(t, b.id)).stock]).toEqual([5, 0]);

    const res = await staff.delete(`/api/admin/stock-exits/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ reversed: true, exit: { id, status: 'reversed' } });
    expect([(await productRow(t, a.id)).stock, (await productRow(t, b.id)).stock]).toEqual([10, 4]);
    expect(await movementsOf(id)).toEqual([
      { productId: a.id, quantity: -5, kind: 'exit' },
      { productId: b.id, quantity: -4, kind: 'exit' },
      { productId: a.id, quantity: 5, kind: 'exit_reversal' },
      { productId: b.id, quantity: 4, kind: 'exit_reversal' },
    ]);
    expect(await ledgerViolations(t)).toEqual([]);
    // Still there, read-only, with the reversal in its history and on the list.
    const detail = (await staff.get(`/api/admin/stock-exits/${id}`)).body.exit;
    expect(detail.reversedByName).toBe('Carlos Funcionário');
    expect(detail.reversedAt).not.toBeNull();
    const history = await t.ctx.database.db
      .select()
      .from(documentHistory)
      .where(and(eq(documentHistory.documentType, 'stock_exit'), eq(documentHistory.documentId, String(id))));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.userName])).toEqual([['posted', 'reversed', 'Carlos Funcionário']]);

    const again = await staff.delete(`/api/admin/stock-exits/${id}`);
    expect(again.status).toBe(200);
    expect(again.body.reversed).toBe(false);
    expect((await productRow(t, a.id)).stock).toBe(10);
    expect(await movementsOf(id)).toHaveLength(4);
    expect(await ledgerViolations(t)).toEqual([]);
  });

  it('returns the units at the cost they left at (the average cost moves as for an entry)', async () => {
    const p = await createProduct(t, { stock: 10 });
    await t.ctx.database.db.update(products).set({ costPriceCents: 400 }).where(eq(products.id, p.id));
    const posted = await staff.post('/api/admin/stock-exits', { storeId, exitDate: '2026-11-22', items: [{ productId: p.id, quantity: 5 }] });
    await staff.post('/api/admin/stock-entries', { productId: p.id, quantity: 5, entryDate: '2026-11-23', unitCostCents: 800 });
    // 5 at 400 + 5 at 800 → 600; the 5 returning at 400 → (10 × 600 + 5 × 400) / 15 = 533.
    await staff.delete(`/api/admin/stock-exits/${posted.body.exit.id}`);
    const [row] = await t.ctx.database.db.select({ cost: products.costPriceCents, stock: products.stock }).from(products).where(eq(products.id, p.id));
    expect(row).toEqual({ cost: 533, stock: 15 });
  });

  it('refuses an exit a merchandise request posted, an unknown exit, and whoever may not reverse documents — writing nothing', async () => {
    const p = await createProduct(t, { stock: 6 });
    const posted = await staff.post('/api/admin/stock-exits', { storeId, exitDate: '2026-11-22', items: [{ productId: p.id, quantity: 2 }] });
    const id = posted.body.exit.id;

    await t.ctx.database.db.update(stockExits).set({ sourceType: 'merchandise_request', sourceId: 1 }).where(eq(stockExits.id, id));
    const fromRequest = await staff.delete(`/api/admin/stock-exits/${id}`);
    expect(fromRequest.status).toBe(409);
    expect(fromRequest.body.error.message).toBe('Esta saída foi lançada por uma solicitação de mercadoria e não pode ser estornada aqui.');
    await t.ctx.database.db.update(stockExits).set({ sourceType: null, sourceId: null }).where(eq(stockExits.id, id));

    const unknown = await staff.delete('/api/admin/stock-exits/99999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Saída não encontrada.');

    const email = `funcionario-estorno-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const { id: userId } = await createUserWithPassword(t.ctx, {
      name: 'Funcionário Sem Estorno',
      email,
      password: 'segredo123',
      role: 'staff',
      emailVerified: true,
    });
    await t.ctx.database.db.insert(staffMembers).values({ userId, jobTitle: 'Funcionário' });
    const clerk = t.client();
    await clerk.unlockGate();
    await clerk.signIn(email, 'segredo123');
    const refused = await clerk.delete(`/api/admin/stock-exits/${id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Você não tem permissão para estornar documento lançado.');

    expect((await productRow(t, p.id)).stock).toBe(4);
    const [row] = await t.ctx.database.db.select({ status: stockExits.status }).from(stockExits).where(eq(stockExits.id, id));
    expect(row!.status).toBe('posted');
    expect(
      (
        await t.ctx.database.db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM document_history WHERE document_type = 'stock_exit' AND document_id = ${String(id)}`,
        )
      ).rows[0]!.n,
    ).toBe(0);
  });
});

describe('the lists’ counts', () => {
  it('count entries and exits without joining their product or store, unless a filter reads them', async () => {
    // product_id and store_id are NOT NULL keys, so left joins give the same rows and PostgreSQL
    // drops them from "count up to 10,000" (with inner joins: 24 ms instead of 5 at 500,000 entries).
    const db = t.ctx.database.db;
    const planOf = async (select: SQL) =>
      (await db.execute<Record<string, string>>(sql`EXPLAIN ${countStatement(select, DOCUMENT_COUNT_CAP)}`)).rows.map((r) => Object.values(r)[0]).join('\n');
    const entries = await planOf(
      selectEntries(db)
        .where(entryFilter({ search: '' }))
        .getSQL(),
    );
    const exits = await planOf(
      selectExits(db)
        .where(exitFilter({ search: '' }, EVERY_STORE))
        .getSQL(),
    );
    expect(entries).toMatch(/stock_entries/);
    expect(entries).not.toMatch(/\bproducts\b|\bsuppliers\b/);
    expect(exits).toMatch(/stock_exits/);
    expect(exits).not.toMatch(/\bstores\b/);
    // A search reads the product's name: then the join stays, and the rows are the same.
    expect(
      await planOf(
        selectEntries(db)
          .where(entryFilter({ search: 'terço' }))
          .getSQL(),
      ),
    ).toMatch(/\bproducts\b/);
  });
});

import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminProductListQuerySchema } from '@/domain/schemas/product';
import { normalizeSearchText } from '@/domain/search';
import { stockValueCents } from '@/domain/stock';
import { orderItems, orders, products, stockMovements, user } from '@/server/db/schema';
import { listAdminProducts } from '@/server/modules/products/list-products';
import { auditRows, postProduct } from '../support/app-fixtures';
import { productForm } from '../support/fixtures';
import { setUpTestApp, signInForSuite } from '../support/test-app';

const t = setUpTestApp();
const staff = signInForSuite(t, 'staff');
const admin = signInForSuite(t, 'admin');

const REQUIRED = 'Preencha todos os campos obrigatórios (*).';

describe('product save', () => {
  it('answers the requirements message when any required field is missing', async () => {
    for (const field of ['name', 'price', 'initialQuantity', 'categoryId', 'minStock', 'code', 'costPrice', 'unit']) {
      const res = await staff.post('/api/admin/products', productForm({ [field]: '' }));
      expect(res.status, field).toBe(400);
      expect(res.body.error.message, field).toBe(REQUIRED);
    }
    // Even alongside another problem, the missing field wins.
    const both = await staff.post('/api/admin/products', productForm({ price: 'doze', name: '' }));
    expect(both.body.error.message).toBe(REQUIRED);
  });

  it('parses pt-BR decimals and integer quantities, and writes the initial movement', async () => {
    const created = await staff.post(
      '/api/admin/products',
      productForm({ code: 'DEC-001', price: '1.234,56', costPrice: '99.9', listPrice: '', initialQuantity: '7' }),
    );
    expect(created.status).toBe(201);
    const p = created.body.product;
    expect(p).toMatchObject({ priceCents: 123456, costPriceCents: 9990, listPriceCents: null, stock: 7, initialQuantity: 7, minStock: 5 });
    expect(p).toMatchObject({ material: 'Não especificado', dimensions: 'Padrão', origin: 'Nacional', availableOnline: true });
    const moves = await t.ctx.database.db.select().from(stockMovements).where(eq(stockMovements.productId, p.id));
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ kind: 'initial', quantity: 7 });

    const fractional = await staff.post('/api/admin/products', productForm({ initialQuantity: '2,5' }));
    expect(fractional.status).toBe(400);
    expect(fractional.body.error.message).toBe('Use apenas números inteiros nas quantidades.');
    const badPrice = await staff.post('/api/admin/products', productForm({ price: '12,3,4' }));
    expect(badPrice.body.error.message).toBe('Informe um valor válido em reais (ex.: 12,50).');
  });

  it('refuses a "de" price below the price when on sale', async () => {
    const res = await staff.post('/api/admin/products', productForm({ onSale: true, price: '50,00', listPrice: '40,00' }));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Em oferta, o preço "de" deve ser maior ou igual ao preço de venda.');
  });

  it('keeps codes unique, whatever the case', async () => {
    await postProduct(staff, { code: 'UNI-001' });
    for (const code of ['UNI-001', 'uni-001']) {
      const dup = await staff.post('/api/admin/products', productForm({ code }));
      expect(dup.status).toBe(409);
      expect(dup.body.error.message).toBe('Já existe um produto com este código.');
    }
    const other = await postProduct(staff, { code: 'UNI-002' });
    const clash = await staff.put(`/api/admin/products/${other.id}`, productForm({ code: 'UNI-001' }));
    expect(clash.status).toBe(409);
  });

  it('refuses an unknown category in Portuguese', async () => {
    const res = await staff.post('/api/admin/products', productForm({ categoryId: '99999' }));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Categoria não encontrada.');
  });

  it('edits every field but never the stock, and audits before/after', async () => {
    const p = await postProduct(staff, { initialQuantity: '4' });
    const res = await admin.put(
      `/api/admin/products/${p.id}`,
      productForm({ code: p.code, name: 'Terço Editado', price: '20', keywords: 'a, b', stock: 999, initialQuantity: '999', featured: true }),
    );
    expect(res.status).toBe(200);
    expect(res.body.product).toMatchObject({ name: 'Terço Editado', priceCents: 2000, keywords: ['a', 'b'], stock: 4, initialQuantity: 4, featured: true });
    const audit = await auditRows(t, 'product', p.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audit[1]).toMatchObject({ user_name: 'Helena Administradora', before: { name: 'Terço de Teste' }, after: { name: 'Terço Editado' } });
  });

  it('answers 404 for an unknown product and 400 for a non-numeric id', async () => {
    expect((await staff.get('/api/admin/products/999999')).status).toBe(404);
    expect((await staff.get('/api/admin/products/abc')).status).toBe(400);
  });
});

describe('delete', () => {
  it('deletes a product that never sold', async () => {
    const p = await postProduct(staff);
    const res = await staff.delete(`/api/admin/products/${p.id}`);
    expect(res.status).toBe(200);
    expect((await staff.get(`/api/admin/products/${p.id}`)).status).toBe(404);
    expect((await auditRows(t, 'product', p.id)).map((a) => a.action)).toEqual(['create', 'delete']);
  });

  it('archives a product with sales instead of deleting it, and restores it', async () => {
    const p = await postProduct(staff);
    const db = t.ctx.database.db;
    const [customer] = await db.select().from(user).where(eq(user.email, 'cliente@luzdafe.test'));
    const [order] = await db
      .insert(orders)
      .values({
        userId: customer!.id,
        subtotalCents: 1250,
        totalCents: 1250,
        paymentMethod: 'pix',
        customerName: 'Maria',
        customerEmail: 'cliente@luzdafe.test',
        customerPhone: '(11) 98888-0003',
        shippingAddress: { cep: '01310-100', street: 'Av. Paulista', number: '1', complement: '', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' },
      })
      .returning();
    await db.insert(orderItems).values({ orderId: order!.id, productId: p.id, name: p.name, unitPriceCents: 1250, quantity: 1 });
    const res = await staff.delete(`/api/admin/products/${p.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ archived: true });
    expect(res.body.message).toContain('Produto arquivado');
    const kept = await staff.get(`/api/admin/products/${p.id}`);
    expect(kept.status).toBe(200);
    expect(kept.body.product.availableOnline).toBe(false);
    const active = await staff.get(`/api/admin/products?search=${encodeURIComponent(p.code)}`);
    expect(active.body.items.map((i: { id: number }) => i.id)).not.toContain(p.id);
    const archived = await staff.get(`/api/admin/products?search=${encodeURIComponent(p.code)}&archived=archived`);
    expect(archived.body.items.map((i: { id: number; archived: boolean }) => [i.id, i.archived])).toEqual([[p.id, true]]);
    expect((await auditRows(t, 'product', p.id)).map((a) => a.action)).toEqual(['create', 'archive']);

    const restored = await staff.post(`/api/admin/products/${p.id}/restore`);
    expect(restored.status).toBe(200);
    const again = await staff.get(`/api/admin/products?search=${encodeURIComponent(p.code)}`);
    expect(again.body.items.map((i: { id: number }) => i.id)).toEqual([p.id]);
  });

  it('archives a product whose stock moved after its creation', async () => {
    const p = await postProduct(staff, { initialQuantity: '4' });
    await staff.post(`/api/admin/products/${p.id}/stock-adjustments`, { quantity: '-1', reason: 'Quebra' });
    const res = await staff.delete(`/api/admin/products/${p.id}`);
    expect(res.body.archived).toBe(true);
    const [{ n }] = (await t.ctx.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM stock_movements WHERE product_id = ${p.id}`)).rows;
    expect(n).toBe(2);
  });
});

describe('stock adjustment and movements', () => {
  it('writes an adjustment movement with reason and user, newest first', async () => {
    const p = await postProduct(staff, { initialQuantity: '10' });
    const minus = await staff.post(`/api/admin/products/${p.id}/stock-adjustments`, { quantity: '-3', reason: 'Quebra na prateleira' });
    expect(minus.status).toBe(200);
    expect(minus.body.stock).toBe(7);
    const plus = await admin.post(`/api/admin/products/${p.id}/stock-adjustments`, { quantity: 2, reason: 'Contagem' });
    expect(plus.body.stock).toBe(9);
    // The product's ledger is the stock movements list filtered by it (the product dialog reads it so).
    const list = await staff.get(`/api/admin/stock-movements?productId=${p.id}`);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(3);
    expect(list.body.items.map((m: { quantity: number }) => m.quantity)).toEqual([2, -3, 10]);
    expect(list.body.items[0]).toMatchObject({ kind: 'adjustment', reason: 'Contagem', userName: 'Helena Administradora' });
    expect(list.body.items[1]).toMatchObject({ reason: 'Quebra na prateleira', userName: 'Carlos Funcionário' });
    expect(list.body.items[2]).toMatchObject({ kind: 'initial' });
    const page2 = await staff.get(`/api/admin/stock-movements?productId=${p.id}&page=2&pageSize=2`);
    expect(page2.body.items).toHaveLength(1);
    expect((await auditRows(t, 'product', p.id)).some((a) => a.action === 'stock_adjustment')).toBe(true);
  });

  it('refuses to go negative, a zero quantity and a missing reason', async () => {
    const p = await postProduct(staff, { initialQuantity: '2' });
    const neg = await staff.post(`/api/admin/products/${p.id}/stock-adjustments`, { quantity: -3, reason: 'Perda' });
    expect(neg.status).toBe(409);
    expect(neg.body.error.message).toContain('O estoque não pode ficar negativo');
    const zero = await staff.post(`/api/admin/products/${p.id}/stock-adjustments`, { quantity: 0, reason: 'x' });
    expect(zero.status).toBe(400);
    const noReason = await staff.post(`/api/admin/products/${p.id}/stock-adjustments`, { quantity: 1, reason: ' ' });
    expect(noReason.body.error.message).toBe('Informe o motivo do ajuste.');
    const [row] = await t.ctx.database.db.select().from(products).where(eq(products.id, p.id));
    expect(row!.stock).toBe(2);
  });
});

describe('list and summary', () => {
  it('summary matches a sum over every active product, at price and at cost', async () => {
    const res = await staff.get('/api/admin/products/summary');
    expect(res.status).toBe(200);
    const all = (await t.ctx.database.db.select().from(products)).filter((p) => !p.archivedAt);
    expect(res.body).toEqual({
      totalItems: all.length,
      totalUnits: all.reduce((n, p) => n + p.stock, 0),
      stockValueCents: stockValueCents(all),
      stockCostValueCents: all.reduce((n, p) => n + p.costPriceCents * p.stock, 0),
      lowStockCount: all.filter((p) => p.stock <= p.minStock).length,
      outOfStockCount: all.filter((p) => p.stock === 0).length,
    });
    expect(res.body.outOfStockCount).toBeGreaterThan(0);
    expect(res.body.lowStockCount).toBeGreaterThan(res.body.outOfStockCount);
  });

  it('searches names without accents or case, and codes', async () => {
    const byName = await staff.get('/api/admin/products?search=TERCO%20madeira');
    expect(byName.status).toBe(200);
    expect(byName.body.items.map((p: { name: string }) => p.name)).toContain('Terço de Nossa Senhora Aparecida em Madeira');
    for (const item of byName.body.items) expect(item.name.toLowerCase()).toMatch(/terço|terco/);
    const byCode = await staff.get('/api/admin/products?search=ter-00');
    expect(byCode.body.items.length).toBeGreaterThan(0);
    for (const item of byCode.body.items) expect(item.code.toLowerCase()).toContain('ter-00');
    const none = await staff.get('/api/admin/products?search=xyzzy%25');
    expect(none.body).toMatchObject({ items: [], total: 0 });
  });

  it('filters by stock situation and category, and paginates', async () => {
    const all = (await t.ctx.database.db.select().from(products)).filter((p) => !p.archivedAt);
    const out = await staff.get('/api/admin/products?stock=out&pageSize=100');
    expect(out.body.total).toBe(all.filter((p) => p.stock === 0).length);
    for (const item of out.body.items) expect(item.stock).toBe(0);
    const low = await staff.get('/api/admin/products?stock=low&pageSize=100');
    expect(low.body.total).toBe(all.filter((p) => p.stock <= p.minStock).length);
    const cat = await staff.get('/api/admin/products?categoryId=1&pageSize=100');
    expect(cat.body.total).toBe(all.filter((p) => p.categoryId === 1).length);

    const page1 = await staff.get('/api/admin/products?pageSize=5&page=1');
    const page2 = await staff.get('/api/admin/products?pageSize=5&page=2');
    expect(page1.body.total).toBe(all.length);
    expect(page1.body.items).toHaveLength(5);
    const ids1 = page1.body.items.map((p: { id: number }) => p.id);
    for (const p of page2.body.items) expect(ids1).not.toContain(p.id);
    // Alphabetical as people read it: case and accents do not reorder names.
    const keys: string[] = page1.body.items.map((p: { name: string }) => normalizeSearchText(p.name));
    expect(keys).toEqual([...keys].sort());
    expect((await staff.get('/api/admin/products?pageSize=1000')).status).toBe(400);
    expect((await staff.get('/api/admin/products?stock=some')).status).toBe(400);
  });

  it('lists 10,000 products in two queries per page', async () => {
    const db = t.ctx.database.db;
    await db.execute(sql`
      INSERT INTO products (name, code, price_cents, stock, min_stock, category_id)
      SELECT 'Produto em massa ' || g, 'MASS-' || g, 100 + g, g % 20, 5, 1 FROM generate_series(1, 10000) g`);
    const before = t.ctx.database.queryCount();
    const page = await listAdminProducts(db, adminProductListQuerySchema.parse({ search: 'massa 9999' }));
    expect(t.ctx.database.queryCount() - before).toBe(2);
    expect(page.items.map((p) => p.code)).toEqual(['MASS-9999']);
    const res = await staff.get('/api/admin/products?search=mass&page=500&pageSize=20');
    expect(res.body.total).toBe(10000);
    expect(res.body.items).toHaveLength(20);
    const summary = await staff.get('/api/admin/products/summary');
    const [sums] = (await db.execute<{ v: string }>(sql`SELECT sum(price_cents::bigint * stock)::text AS v FROM products WHERE archived_at IS NULL`)).rows;
    expect(summary.body.stockValueCents).toBe(Number(sums!.v));
    await db.execute(sql`DELETE FROM products WHERE code LIKE 'MASS-%'`);
  });
});

describe('internal barcode and options', () => {
  it('gives a product without barcode a valid internal EAN-13, once', async () => {
    const p = await postProduct(staff);
    const res = await staff.post(`/api/admin/products/${p.id}/internal-barcode`);
    expect(res.status).toBe(200);
    expect(res.body.barcode).toMatch(/^789\d{10}$/);
    const { isValidEan13 } = await import('@/domain/barcode');
    expect(isValidEan13(res.body.barcode)).toBe(true);
    const again = await staff.post(`/api/admin/products/${p.id}/internal-barcode`);
    expect(again.status).toBe(409);
    const other = await postProduct(staff);
    const second = await staff.post(`/api/admin/products/${other.id}/internal-barcode`);
    expect(second.body.barcode).not.toBe(res.body.barcode);
  });

  it('lists the form options', async () => {
    const res = await staff.get('/api/admin/products/options');
    expect(res.body.categories.map((c: { name: string }) => c.name)).toContain('Terços');
    expect(res.body.units).toEqual(['Unidade', 'Caixa', 'Pacote', 'Dúzia', 'Kg', 'Litro', 'Metro']);
    expect(res.body.suppliers.length).toBeGreaterThan(0);
  });

  it('is closed to customers', async () => {
    const customer = await t.as('customer');
    expect((await customer.get('/api/admin/products')).status).toBe(403);
    expect((await customer.post('/api/admin/products', productForm())).status).toBe(403);
  });
});

import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shortCustomerId, shortOrderId } from '@/domain/ids';
import { formatBRL } from '@/domain/money';
import { orderSearchDoc } from '@/server/modules/orders/list-orders';
import { UNPAID_SHIPPING_MESSAGE } from '@/server/modules/orders/set-order-status';
import { reserveStock } from '@/server/modules/stock';
import { createProduct, creditCard, newCustomer, productRow, settlePayments } from '../support/app-fixtures';
import { orderBody } from '../support/fixtures';
import { setUpTestApp, signInForSuite, type TestClient } from '../support/test-app';

/** A status change as the dialog sends it: with the version it loaded. */
async function changeStatus(client: TestClient, id: string, status: string, note?: string) {
  const current = await client.get(`/api/admin/orders/${id}`);
  return client.patch(`/api/admin/orders/${id}/status`, { status, note, version: current.body.order?.version ?? 1 });
}

const tag = Math.random().toString(36).slice(2, 7);
type Placed = { id: string; totalCents: number; userId: string };
let ana: Placed; // pix, Terço de Cristal ×2
let joao: Placed; // credit card, Vela Votiva ×3 + Terço ×1
let joaoPix: Placed; // pix, Medalha ×1
let cristal: { id: number; name: string };
let vela: { id: number; name: string };
let medalha: { id: number; name: string };
/** Orders the demo seed already holds. */
let seeded = 0;

async function place(client: TestClient, name: string, items: { productId: number; quantity: number }[], payment?: Record<string, unknown>) {
  const res = await client.post(
    '/api/store/orders',
    orderBody(items, payment, { customer: { name, email: 'pedido@example.com', phone: '(11) 98765-4321', document: '111.444.777-35' } }),
  );
  if (res.status !== 201) throw new Error(`order: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.order.id as string, totalCents: res.body.order.totalCents as number, userId: '' };
}

const t = setUpTestApp();
const admin = signInForSuite(t, 'admin');
const staff = signInForSuite(t, 'staff');
beforeAll(async () => {
  seeded = (await admin.get('/api/admin/orders')).body.total;
  cristal = await createProduct(t, { stock: 20, priceCents: 4990, name: `Terço de Cristal Azul ${tag}` });
  vela = await createProduct(t, { stock: 20, priceCents: 1250, name: `Vela Votiva Branca ${tag}` });
  medalha = await createProduct(t, { stock: 5, priceCents: 3000, name: `Medalha Milagrosa ${tag}` });
  const a = await newCustomer(t, 'ana');
  const j = await newCustomer(t, 'joao');
  ana = { ...(await place(a.client, `Ana Beatriz Conceição ${tag}`, [{ productId: cristal.id, quantity: 2 }])), userId: a.user.id };
  joao = {
    ...(await place(
      j.client,
      `João Pereira ${tag}`,
      [
        { productId: vela.id, quantity: 3 },
        { productId: cristal.id, quantity: 1 },
      ],
      creditCard(t),
    )),
    userId: j.user.id,
  };
  joaoPix = { ...(await place(j.client, `João Pereira ${tag}`, [{ productId: medalha.id, quantity: 1 }])), userId: j.user.id };
  // The card's approval reaches its order through the sandbox's notification.
  await settlePayments(t);
});

const ids = (res: { body: { items: { id: string }[] } }) => res.body.items.map((o) => o.id);
const search = (q: string, extra = '') => admin.get(`/api/admin/orders?search=${encodeURIComponent(q)}${extra}`);

describe('listing orders', () => {
  it('lists orders newest first with the columns of the screen', async () => {
    const res = await admin.get('/api/admin/orders');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(seeded + 3);
    expect(ids(res).slice(0, 3)).toEqual([joaoPix.id, joao.id, ana.id]);
    const dates = res.body.items.map((o: { createdAt: string }) => o.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(res.body.items[1]).toEqual({
      id: joao.id,
      createdAt: expect.any(String),
      userId: joao.userId,
      customerName: `João Pereira ${tag}`,
      totalCents: 3 * 1250 + 4990,
      // The approved card moved it on.
      status: 'processing',
      paymentMethod: 'credit',
      paymentStatus: 'paid',
      itemCount: 4,
      // Placed, its charge recorded, paid by the notification.
      version: 3,
      deliveryMethod: 'shipping',
    });
  });

  it('finds an order by its short id (as shown, with #), its full id and its customer id', async () => {
    expect(ids(await search(`#${shortOrderId(ana.id)}`))).toEqual([ana.id]);
    expect(ids(await search(shortOrderId(joao.id).toLowerCase()))).toEqual([joao.id]);
    expect(ids(await search(ana.id.toUpperCase()))).toEqual([ana.id]);
    expect(ids(await search(shortCustomerId(joao.userId)))).toEqual([joaoPix.id, joao.id]);
  });

  it('finds orders by customer name or item name, ignoring case and accents', async () => {
    expect(ids(await search(`joao pereira ${tag}`))).toEqual([joaoPix.id, joao.id]);
    expect(ids(await search(`CONCEICAO ${tag}`))).toEqual([ana.id]);
    expect(ids(await search(`cristal azul ${tag}`))).toEqual([joao.id, ana.id]);
    expect(ids(await search(`TERÇO DE CRISTAL AZUL ${tag.toUpperCase()}`))).toEqual([joao.id, ana.id]);
    expect(ids(await search(`medalha milagrosa ${tag}`))).toEqual([joaoPix.id]);
    expect((await search('produto-que-ninguem-comprou')).body).toEqual({ items: [], total: 0 });
    expect((await search('%')).body.total).toBe(0);
    // Blank searches are ignored (requirements §5).
    expect((await search('   ')).body.total).toBe(seeded + 3);
  });

  it('searches through the trigram indexes (fast with 100,000 orders)', async () => {
    // Tiny test tables favour sequential scans; with them off, the plan shows the query's
    // expression matches the index's, which is what keeps large tables fast.
    const plans = await t.ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const plan = async (query: ReturnType<typeof sql>) =>
        (await tx.execute<Record<string, string>>(sql`EXPLAIN ${query}`)).rows.map((r) => Object.values(r)[0]).join('\n');
      return {
        orders: await plan(sql`SELECT count(*) FROM orders WHERE ${orderSearchDoc} LIKE '%cristal%'`),
        users: await plan(sql`SELECT count(*) FROM "user" WHERE f_unaccent(lower("user"."name" || ' ' || "user"."email")) LIKE '%maria%'`),
      };
    });
    expect(plans.orders).toContain('orders_admin_search_trgm_idx');
    expect(plans.users).toContain('user_name_email_trgm_idx');
  });

  it('filters by status and combines it with the search', async () => {
    await changeStatus(admin, joao.id, 'shipped');
    const shipped = await admin.get('/api/admin/orders?status=shipped&pageSize=100');
    expect(ids(shipped)).toContain(joao.id);
    expect(shipped.body.items.every((o: { status: string }) => o.status === 'shipped')).toBe(true);
    expect(shipped.body.total).toBe(shipped.body.items.length);
    expect(ids(await search(tag, '&status=shipped'))).toEqual([joao.id]);
    expect(ids(await search(tag, '&status=pending'))).toEqual([joaoPix.id, ana.id]);
    expect(ids(await search(`joao pereira ${tag}`, '&status=pending'))).toEqual([joaoPix.id]);
    expect((await search(tag, '&status=delivered')).body).toEqual({ items: [], total: 0 });
    expect((await admin.get('/api/admin/orders?status=')).body.total).toBe(seeded + 3);
    const bad = await admin.get('/api/admin/orders?status=perdido');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Selecione um status válido.');
  });

  it('paginates on the server, keeping the total', async () => {
    const first = await admin.get('/api/admin/orders?pageSize=2&page=1');
    const second = await admin.get('/api/admin/orders?pageSize=2&page=2');
    const all = await admin.get('/api/admin/orders?pageSize=4');
    expect(first.body.total).toBe(seeded + 3);
    expect(second.body.total).toBe(seeded + 3);
    expect(first.body.items).toHaveLength(2);
    expect([...ids(first), ...ids(second)]).toEqual(ids(all));
    expect((await admin.get('/api/admin/orders?pageSize=500')).status).toBe(400);
  });

  it('is open to staff as well as administrators', async () => {
    expect((await staff.get('/api/admin/orders')).body.total).toBe(seeded + 3);
  });
});

describe('order details', () => {
  it('shows customer, items, payment (never the card number) and history', async () => {
    const res = await admin.get(`/api/admin/orders/${joao.id}`);
    expect(res.status).toBe(200);
    const order = res.body.order;
    expect(order.customer).toEqual({ id: joao.userId, name: `João Pereira ${tag}`, email: 'pedido@example.com', phone: '(11) 98765-4321' });
    expect(order.items).toEqual([
      { productId: vela.id, name: vela.name, unitPriceCents: 1250, quantity: 3 },
      { productId: cristal.id, name: cristal.name, unitPriceCents: 4990, quantity: 1 },
    ]);
    expect(order.totalCents).toBe(joao.totalCents);
    expect(order.payment).toMatchObject({ method: 'credit', status: 'paid', installments: 1, cardLast4: '1111' });
    expect(JSON.stringify(res.body)).not.toContain('4111111111111111');
    expect(order.shippingAddress).toMatchObject({ cep: '01310-100', state: 'SP' });
    expect(order.history[0]).toMatchObject({ fromStatus: null, toStatus: 'pending' });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc']) {
      const res = await admin.get(`/api/admin/orders/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Pedido não encontrado.');
    }
  });
});

describe('changing the status', () => {
  it('records who changed it and when, in the history and the audit log', async () => {
    const res = await changeStatus(staff, ana.id, 'processing');
    expect(res.status).toBe(200);
    expect(res.body.order.status).toBe('processing');
    const last = res.body.order.history.at(-1);
    expect(last).toMatchObject({ fromStatus: 'pending', toStatus: 'processing', userName: 'Carlos Funcionário' });
    expect(Date.parse(last.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const audit = await admin.get(`/api/admin/audit?entity=order&entityId=${ana.id}`);
    expect(audit.body.items[0]).toMatchObject({ userName: 'Carlos Funcionário', before: { status: 'pending' }, after: { status: 'processing' } });
  });

  it('returns the stock on cancelling and refuses to re-open when it is gone', async () => {
    const before = await productRow(t, medalha.id);
    const cancel = await changeStatus(admin, joaoPix.id, 'cancelled');
    expect(cancel.status).toBe(200);
    expect((await productRow(t, medalha.id)).stock).toBe(before.stock + 1);
    // Someone else holds the last units meanwhile (a transfer being separated, another order).
    const left = (await productRow(t, medalha.id)).stock;
    await t.ctx.database.db.transaction((tx) => reserveStock(tx, [{ productId: medalha.id, quantity: left }]));
    const reopen = await changeStatus(admin, joaoPix.id, 'pending');
    expect(reopen.status).toBe(409);
    expect(reopen.body.error.message).toContain(medalha.name);
    const after = await admin.get(`/api/admin/orders/${joaoPix.id}`);
    expect(after.body.order.status).toBe('cancelled');
  });

  it('answers 400 for an unknown status and 404 for an unknown order', async () => {
    const bad = await changeStatus(admin, ana.id, 'extraviado');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Selecione um status válido.');
    expect((await admin.patch('/api/admin/orders/00000000-0000-4000-8000-000000000000/status', { status: 'shipped', version: 1 })).status).toBe(404);
    const noVersion = await admin.patch(`/api/admin/orders/${ana.id}/status`, { status: 'shipped' });
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.error.message).toBe('Recarregue o pedido e tente novamente.');
  });
});

describe('two people changing one order', () => {
  it('accepts the first save and answers 409 to the one made on the old version', async () => {
    const seen = (await admin.get(`/api/admin/orders/${joao.id}`)).body.order;
    const [a, b] = await Promise.all([
      staff.patch(`/api/admin/orders/${joao.id}/status`, { status: 'processing', version: seen.version }),
      admin.patch(`/api/admin/orders/${joao.id}/status`, { status: 'delivered', version: seen.version }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.error.message).toBe('Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.');
    const after = (await admin.get(`/api/admin/orders/${joao.id}`)).body.order;
    expect(after.version).toBe(seen.version + 1);
    // One move, one history row: the refused save left no trace.
    expect(after.history).toHaveLength(seen.history.length + 1);
  });
});

describe('payments and receipts', () => {
  it("marks a Pix order as paid, once, through the sandbox's approval and its notification", async () => {
    const before = (await admin.get(`/api/admin/orders/${ana.id}`)).body.order.status;
    const res = await staff.post(`/api/admin/orders/${ana.id}/mark-paid`);
    expect(res.status).toBe(200);
    // The sandbox holds the payment: 'Marcar como pago' approves it there ('Aprovar pagamento'), and
    // the order follows its notification, as with Mercado Pago.
    expect(res.body.order.payment.status).toBe('pending');
    await settlePayments(t);
    const order = (await admin.get(`/api/admin/orders/${ana.id}`)).body.order;
    expect(order.payment).toMatchObject({ status: 'paid' });
    // A pending order moves on to 'processing'; one further along keeps its status.
    const after = before === 'pending' ? 'processing' : before;
    expect(order.status).toBe(after);
    expect(order.history.at(-1)).toMatchObject({ fromStatus: before, toStatus: after, note: 'Pagamento aprovado pelo sandbox de pagamentos', userName: null });
    expect((await staff.post(`/api/admin/orders/${ana.id}/mark-paid`)).status).toBe(409);
  });

  it('prints a receipt with the shop, the customer, the items and the total', async () => {
    const res = await admin.get(`/api/admin/orders/${joao.id}/receipt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = res.body as string;
    expect(html).toContain(`Recibo do Pedido #${shortOrderId(joao.id)}`);
    expect(html).toContain('Luz da Fé');
    expect(html).toContain(`João Pereira ${tag}`);
    expect(html).toContain(vela.name);
    expect(html).toContain(formatBRL(joao.totalCents));
    expect(html).toContain('Cartão de Crédito');
    expect(html).toContain('@media print');
    expect(html).not.toContain('4111111111111111');
  });

  it('escapes what customers typed', async () => {
    const { client } = await newCustomer(t, 'xss');
    const evil = await place(client, '<script>alert(1)</script> Hacker', [{ productId: vela.id, quantity: 1 }]);
    const html = (await admin.get(`/api/admin/orders/${evil.id}/receipt`)).body as string;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Hacker');
  });
});

describe('shipping needs a settled payment (issue 33, item 5)', () => {
  it('refuses Enviado and Entregue while the payment is pending, and allows them once it is confirmed', async () => {
    const { client } = await newCustomer(t, 'unpaid');
    const unpaid = await place(client, `Cliente Sem Pagamento ${tag}`, [{ productId: vela.id, quantity: 1 }]);
    for (const status of ['shipped', 'delivered']) {
      const res = await changeStatus(admin, unpaid.id, status);
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({ code: 'PAYMENT_NOT_SETTLED', message: UNPAID_SHIPPING_MESSAGE });
    }
    const after = (await admin.get(`/api/admin/orders/${unpaid.id}`)).body.order;
    // Placed and its charge recorded: nothing else moved it.
    expect(after).toMatchObject({ status: 'pending', version: 2 });
    // Processando is not past it: staff may start separating the items.
    expect((await changeStatus(admin, unpaid.id, 'processing')).status).toBe(200);
    expect((await changeStatus(admin, unpaid.id, 'shipped')).status).toBe(409);
    expect((await staff.post(`/api/admin/orders/${unpaid.id}/mark-paid`)).status).toBe(200);
    await settlePayments(t);
    expect((await changeStatus(admin, unpaid.id, 'shipped')).status).toBe(200);
    expect((await changeStatus(admin, unpaid.id, 'delivered')).status).toBe(200);
  });
});

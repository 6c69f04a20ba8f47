import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderStatusHistory, orders } from '@/server/db/schema';
import { EXPIRED_ORDER_NOTE, expireUnpaidOrders } from '@/server/modules/orders/expire-unpaid-orders';
import { unpaidOrdersCountSql } from '@/server/modules/orders/order-write-sql';
import { createProduct, creditCard, ledgerViolations, newCustomer, productRow, settlePayments } from '../support/app-fixtures';
import { BOLETO, orderBody } from '../support/fixtures';
import { checkStockBalancesAfterEach } from '../support/stock-balances';
import { setUpTestApp } from '../support/test-app';

// Unpaid Pix and boleto orders hold stock only until their deadline, and a customer holds only a
// few at once. The clock is a parameter of the sweep: nothing here sleeps.
const t = setUpTestApp({ env: { MAX_UNPAID_ORDERS: '2', PIX_EXPIRY_MINUTES: '30', BOLETO_CLEARING_DAYS: '2' } });
checkStockBalancesAfterEach(t);

const MINUTE = 60_000;
const orderRow = async (id: string) => (await t.ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('payment deadlines', () => {
  it('gives a Pix order 30 minutes and shows the deadline to its customer; cards have none', async () => {
    const { client } = await newCustomer(t, 'prazo');
    const p = await createProduct(t, { stock: 5 });
    const pix = await client.post('/api/store/orders', orderBody([{ productId: p.id, quantity: 1 }]));
    expect(pix.status).toBe(201);
    const deadline = new Date(pix.body.order.paymentDeadline).getTime();
    expect(deadline - new Date(pix.body.order.createdAt).getTime()).toBe(30 * MINUTE);
    const listed = await client.get('/api/store/orders');
    expect(listed.body.orders[0].paymentDeadline).toBe(pix.body.order.paymentDeadline);
    const card = await client.post('/api/store/orders', orderBody([{ productId: p.id, quantity: 1 }], creditCard(t)));
    expect(card.body.order.paymentDeadline).toBeNull();
  });

  it('gives a boleto its due date (3 business days) plus the clearing days', async () => {
    const { client } = await newCustomer(t, 'boleto');
    const p = await createProduct(t, { stock: 5 });
    const res = await client.post('/api/store/orders', orderBody([{ productId: p.id, quantity: 1 }], BOLETO));
    const created = new Date(res.body.order.createdAt);
    const deadline = new Date(res.body.order.paymentDeadline);
    // 3 + 2 business days on the São Paulo calendar, at the time of day of the order: the days it
    // moves over hold five weekdays (more when a national holiday falls among them, never above 7
    // in nine days), and it lands on a weekday. Placed on a Saturday, that is six calendar days.
    const weekday = (d: Date) => new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', weekday: 'short' }).format(d);
    const calendarDays = (deadline.getTime() - created.getTime()) / (24 * 60 * MINUTE);
    expect(Number.isInteger(calendarDays)).toBe(true);
    const weekdays = Array.from({ length: calendarDays }, (_, i) => weekday(new Date(created.getTime() + (i + 1) * 24 * 60 * MINUTE))).filter(
      (d) => d !== 'Sat' && d !== 'Sun',
    ).length;
    expect(weekdays).toBeGreaterThanOrEqual(5);
    expect(weekdays).toBeLessThanOrEqual(7);
    expect(['Sat', 'Sun']).not.toContain(weekday(deadline));
    expect(deadline.getTime()).toBeGreaterThan(new Date(res.body.boleto.dueDate).getTime());
  });
});

describe('expiring unpaid orders', () => {
  it('cancels a Pix order only after its deadline, returns its stock through the ledger, and audits it', async () => {
    const { client } = await newCustomer(t, 'expira');
    const p = await createProduct(t, { stock: 3 });
    const res = await client.post('/api/store/orders', orderBody([{ productId: p.id, quantity: 2 }]));
    const id = res.body.order.id as string;
    const placedAt = new Date(res.body.order.createdAt).getTime();
    expect((await productRow(t, p.id)).stock).toBe(1);

    expect(await expireUnpaidOrders(t.ctx.database.db, new Date(placedAt + 29 * MINUTE))).not.toContain(id);
    expect((await orderRow(id)).status).toBe('pending');

    expect(await expireUnpaidOrders(t.ctx.database.db, new Date(placedAt + 31 * MINUTE))).toContain(id);
    const row = await orderRow(id);
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'expired' });
    expect((await productRow(t, p.id)).stock).toBe(3);
    const history = await t.ctx.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id));
    expect(history.at(-1)).toMatchObject({ fromStatus: 'pending', toStatus: 'cancelled', note: EXPIRED_ORDER_NOTE, userId: null });
    const audit = await t.ctx.database.db.execute<{ user_name: string; after: { status: string; paymentStatus: string } }>(
      sql`SELECT user_name, after FROM audit_log WHERE entity = 'order' AND entity_id = ${id}`,
    );
    expect(audit.rows[0]).toMatchObject({ user_name: 'Sistema (automático)', after: { status: 'cancelled', paymentStatus: 'expired' } });
    expect(await ledgerViolations(t)).toEqual([]);
    // Run again: nothing left to do.
    expect(await expireUnpaidOrders(t.ctx.database.db, new Date(placedAt + 60 * MINUTE))).not.toContain(id);
  });

  it('leaves paid orders alone, whatever the clock says', async () => {
    const { client } = await newCustomer(t, 'pago');
    const p = await createProduct(t, { stock: 2 });
    const res = await client.post('/api/store/orders', orderBody([{ productId: p.id, quantity: 1 }]));
    const admin = await t.as('admin');
    // 'Marcar como pago' approves the sandbox's Pix; its notification pays the order.
    expect((await admin.post(`/api/admin/orders/${res.body.order.id}/mark-paid`)).status).toBe(200);
    await settlePayments(t);
    const later = new Date(new Date(res.body.order.createdAt).getTime() + 24 * 60 * MINUTE);
    expect(await expireUnpaidOrders(t.ctx.database.db, later)).not.toContain(res.body.order.id);
    // Confirming the payment moved it on.
    expect((await orderRow(res.body.order.id)).status).toBe('processing');
  });
});

describe('unpaid orders per customer', () => {
  it('refuses a third unpaid Pix or boleto order with a pt-BR message, takes no stock, and still accepts a card', async () => {
    const { client } = await newCustomer(t, 'limite');
    const p = await createProduct(t, { stock: 10 });
    const line = [{ productId: p.id, quantity: 1 }];
    expect((await client.post('/api/store/orders', orderBody(line))).status).toBe(201);
    expect((await client.post('/api/store/orders', orderBody(line, BOLETO))).status).toBe(201);
    const third = await client.post('/api/store/orders', orderBody(line));
    expect(third.status).toBe(409);
    expect(third.body.error.message).toBe(
      'Você já tem 2 pedidos aguardando pagamento por Pix ou boleto. Pague ou aguarde o vencimento antes de fazer outro, ou pague com cartão.',
    );
    expect((await productRow(t, p.id)).stock).toBe(8);
    expect((await client.post('/api/store/orders', orderBody(line, creditCard(t)))).status).toBe(201);
  });

  it('holds the limit when the orders arrive together', async () => {
    const { client } = await newCustomer(t, 'rajada');
    const p = await createProduct(t, { stock: 10 });
    const results = await Promise.all(Array.from({ length: 6 }, () => client.post('/api/store/orders', orderBody([{ productId: p.id, quantity: 1 }]))));
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect((await productRow(t, p.id)).stock).toBe(8);
  });

  it('holds the limit when orders for different products arrive together, without deadlocks', async () => {
    const { client } = await newCustomer(t, 'rajada-varios');
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => createProduct(t, { stock: 10 })));
    // No product row is shared by every order: only the customer's advisory lock queues them all.
    const carts = [[a!], [b!], [c!], [a!, b!], [b!, c!], [c!, a!]].map((ps) => ps.map((p) => ({ productId: p.id, quantity: 1 })));
    const results = await Promise.all(carts.map((cart) => client.post('/api/store/orders', orderBody(cart))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    expect(results.filter((r) => r.status === 409).map((r) => r.body.error.code)).toEqual(Array(4).fill('TOO_MANY_UNPAID_ORDERS'));
  });
});

describe('the unpaid-orders count behind the limit', () => {
  it("reads the customer's own orders even when the statistics have not seen a rush of pending orders", async () => {
    const { client, user } = await newCustomer(t, 'estatisticas');
    const p = await createProduct(t, { stock: 10 });
    expect((await client.post('/api/store/orders', orderBody([{ productId: p.id, quantity: 1 }]))).status).toBe(201);
    const other = await newCustomer(t, 'rajada-de-pix');
    const rolledBack = new Error('rolled back');
    // All in one transaction, statistics included, and rolled back: nothing of it stays.
    const outcome = await t.ctx.database.db
      .transaction(async (tx) => {
        // Statistics taken while no order waits for a Pix or boleto payment...
        const held = await tx.execute<{ id: string }>(sql`UPDATE orders SET payment_deadline = NULL WHERE payment_deadline IS NOT NULL RETURNING id`);
        await tx.execute(sql`ANALYZE orders`);
        await tx.execute(
          sql`UPDATE orders SET payment_deadline = now() + interval '30 minutes' WHERE id = ANY(${`{${held.rows.map((r) => r.id).join(',')}}`}::uuid[])`,
        );
        // ...then 3,000 of another customer's arrive, unseen by them.
        await tx.execute(sql`INSERT INTO orders SELECT (jsonb_populate_record(NULL::orders, to_jsonb(o) || jsonb_build_object(
            'id', gen_random_uuid(), 'user_id', ${other.user.id}::text, 'idempotency_key', NULL))).*
          FROM orders o, generate_series(1, 3000) WHERE o.user_id = ${user.id}`);
        const plan = await tx.execute(sql`EXPLAIN (FORMAT JSON) SELECT ${unpaidOrdersCountSql(user.id)} AS unpaid`);
        const counted = await tx.execute<{ unpaid: number }>(sql`SELECT ${unpaidOrdersCountSql(user.id)} AS unpaid`);
        throw Object.assign(rolledBack, { plan: JSON.stringify(plan.rows), unpaid: Number(counted.rows[0]!.unpaid) });
      })
      .catch((err) => err);
    expect(outcome).toBe(rolledBack);
    expect(outcome.plan).not.toContain('orders_unpaid_deadline_idx');
    expect(outcome.unpaid).toBe(1);
  });
});

describe('order input edges', () => {
  it('refuses a total above R$ 21.474.836,47 with a message instead of failing', async () => {
    const { client } = await newCustomer(t, 'grande');
    const p = await createProduct(t, { stock: 100, priceCents: 99_999_999 });
    const res = await client.post('/api/store/orders', orderBody([{ productId: p.id, quantity: 30 }], creditCard(t)));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('R$ 21.474.836,47');
    expect((await productRow(t, p.id)).stock).toBe(100);
  });

  it('answers 409 when an idempotency key comes back with another cart', async () => {
    const { client } = await newCustomer(t, 'chave');
    const a = await createProduct(t, { stock: 5 });
    const b = await createProduct(t, { stock: 5 });
    const first = await client.post('/api/store/orders', orderBody([{ productId: a.id, quantity: 1 }], creditCard(t), { idempotencyKey: 'chave-reusada-01' }));
    expect(first.status).toBe(201);
    const other = await client.post('/api/store/orders', orderBody([{ productId: b.id, quantity: 2 }], creditCard(t), { idempotencyKey: 'chave-reusada-01' }));
    expect(other.status).toBe(409);
    expect(other.body.error.message).toContain('chave de idempotência já foi usada');
    expect((await productRow(t, b.id)).stock).toBe(5);
    const same = await client.post('/api/store/orders', orderBody([{ productId: a.id, quantity: 1 }], creditCard(t), { idempotencyKey: 'chave-reusada-01' }));
    expect(same.status).toBe(200);
    expect(same.body.order.id).toBe(first.body.order.id);
  });
});

import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PICKUP_ALREADY_READY_MESSAGE,
  PICKUP_NOT_PAID_MESSAGE,
  PICKUP_STORE_UNAVAILABLE_MESSAGE,
  TOO_MANY_PICKUP_CODES_MESSAGE,
  WRONG_PICKUP_CODE_MESSAGE,
} from '@/domain/pickups';
import { orders, outbox, paymentRefunds, payments, pickupCodeAttempts, stockMovements } from '@/server/db/schema';
import { DEFAULT_SHOP, writeSetting } from '@/server/db/settings-store';
import { PICKUP_THROUGH_RETIRADAS_MESSAGE, setOrderStatus } from '@/server/modules/orders/set-order-status';
import { cancelUncollectedPickups } from '@/server/modules/pickups';
import { changeStock } from '@/server/modules/stock';
import { createProduct, creditCard, newCustomer, placeBalance, settlePayments, signedInStaff, staffUser, storePlace } from '../support/app-fixtures';
import { dbLabel } from '../support/databases';
import { orderBody } from '../support/fixtures';
import { setUpStockSuite } from '../support/stock-balances';

// 'Retirar na loja' (issue 37, decision 070): checkout at a store that has the items, the order
// reserves there; the store's staff make it ready (the code e-mailed once) and hand it over against
// the code (the reservation leaves with one sale movement at the store); not collected in the
// shop's term, the job cancels it and refunds it through the provider, once.
process.env.AUTH_RATE_LIMIT = 'off';
const { t, admin, db } = setUpStockSuite();

type Place = { storeId: number; locationId: number; name: string };
let filial: Place;
let matriz: Place;
let online: number;
let filialClerk: Awaited<ReturnType<typeof signedInStaff>>;
let matrizClerk: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  filial = await storePlace(t, 'Filial');
  matriz = await storePlace(t, 'Matriz');
  const o = await db().execute<{ id: number }>(sql`INSERT INTO stores (name, address, type) VALUES ('Loja Virtual', '', 'Online') RETURNING id`);
  online = Number(o.rows[0]!.id);
  filialClerk = await signedInStaff(t, admin, 'Funcionário', { storeId: filial.storeId });
  matrizClerk = await signedInStaff(t, admin, 'Funcionário', { storeId: matriz.storeId });
});

/** A product with `atStore` units at the Filial (and 10 at the warehouse). */
async function productAtFilial(atStore: number, name?: string) {
  const p = await createProduct(t, { stock: 10, name });
  if (atStore > 0) await db().transaction((tx) => changeStock(tx, [{ productId: p.id, locationId: filial.locationId, quantity: atStore, kind: 'initial' }]));
  return p;
}

const orderMoves = async (orderId: string) =>
  (
    await db()
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.refType, 'order'), eq(stockMovements.refId, orderId)))
  ).map((m) => `${m.kind}:${m.quantity}@${m.locationId}`);
const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const mailsTo = async (to: string, kindOf: string) =>
  await db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, kindOf)));

/** A customer's pickup order at the Filial paid by card (settled through the sandbox's notification). */
async function paidPickup(productId: number, quantity: number, tag: string) {
  const customer = await newCustomer(t, tag);
  const res = await customer.client.post('/api/store/orders', orderBody([{ productId, quantity }], creditCard(t), { pickupStoreId: filial.storeId }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await settlePayments(t);
  return { id: res.body.order.id as string, customer };
}

describe(`checkout with 'Retirar na loja' (${dbLabel})`, () => {
  it('lists only the physical stores holding every item, without stock figures', async () => {
    const a = await productAtFilial(3);
    const b = await productAtFilial(1);
    const client = (await newCustomer(t, 'lojas')).client;
    const both = await client.post('/api/store/pickups/stores', {
      items: [
        { productId: a.id, quantity: 2 },
        { productId: b.id, quantity: 1 },
      ],
    });
    expect(both.status, JSON.stringify(both.body)).toBe(200);
    expect(both.body.stores).toEqual([{ id: filial.storeId, name: filial.name, address: expect.any(String) }]);
    // Lines of one product add up: 2 + 2 > 3 at the Filial.
    const tooMany = await client.post('/api/store/pickups/stores', {
      items: [
        { productId: a.id, quantity: 2 },
        { productId: a.id, quantity: 2 },
      ],
    });
    expect(tooMany.body.stores).toEqual([]);
    const bad = await client.post('/api/store/pickups/stores', { items: [] });
    expect(bad.status).toBe(400);
  });

  it('places the order at the store: reserved there, no shipping, the warehouse untouched; the confirmation names the store', async () => {
    const p = await productAtFilial(2);
    const customer = await newCustomer(t, 'retira');
    const res = await customer.client.post(
      '/api/store/orders',
      orderBody([{ productId: p.id, quantity: 2 }], { paymentMethod: 'pix' }, { pickupStoreId: filial.storeId }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.order.pickup).toEqual({ storeName: filial.name, storeAddress: expect.any(String), code: null, collectBy: null });
    const row = await orderRow(res.body.order.id);
    expect([row.deliveryMethod, row.fulfilmentLocationId, row.shippingCents, row.stockState]).toEqual(['pickup', filial.locationId, 0, 'reserved']);
    expect(await placeBalance(t, p.id, filial.locationId)).toEqual({ onHand: 2, reserved: 2, stock: 10 });
    expect(await placeBalance(t, p.id)).toEqual({ onHand: 10, reserved: 0, stock: 10 });
    const [mail] = await mailsTo(customer.user.email, 'order-confirmation');
    expect(mail!.text).toContain(`Retirar na loja: ${filial.name}`);
    expect(mail!.text).not.toContain('Entrega em:');
  });

  it('refuses a store without the stock (the sold-out message), the Online store and an unknown one', async () => {
    const p = await productAtFilial(1, 'Terço da Retirada');
    const { client } = await newCustomer(t, 'sem-estoque');
    const short = await client.post(
      '/api/store/orders',
      orderBody([{ productId: p.id, quantity: 2 }], { paymentMethod: 'pix' }, { pickupStoreId: filial.storeId }),
    );
    expect([short.status, short.body.error.code]).toEqual([409, 'INSUFFICIENT_STOCK']);
    expect(short.body.error.message).toBe(`Estoque insuficiente para "Terço da Retirada" em ${filial.name}: disponível 1, solicitado 2.`);
    const atMatriz = await client.post(
      '/api/store/orders',
      orderBody([{ productId: p.id, quantity: 1 }], { paymentMethod: 'pix' }, { pickupStoreId: matriz.storeId }),
    );
    expect(atMatriz.status).toBe(409);
    for (const storeId of [online, 999_999]) {
      const res = await client.post('/api/store/orders', orderBody([{ productId: p.id, quantity: 1 }], { paymentMethod: 'pix' }, { pickupStoreId: storeId }));
      expect([res.status, res.body.error.message]).toEqual([409, PICKUP_STORE_UNAVAILABLE_MESSAGE]);
    }
    const typo = await client.post('/api/store/orders', orderBody([{ productId: p.id, quantity: 1 }], { paymentMethod: 'pix' }, { pickupStoreId: 'x' }));
    expect(typo.status).toBe(400);
    expect(await placeBalance(t, p.id, filial.locationId)).toEqual({ onHand: 1, reserved: 0, stock: 10 });
  });

  it('two customers racing for the last unit at the store: one order, the other the sold-out message', async () => {
    const p = await productAtFilial(1);
    const buyers = await Promise.all([newCustomer(t, 'corrida-1'), newCustomer(t, 'corrida-2')]);
    const answers = await Promise.all(
      buyers.map((b) =>
        b.client.post('/api/store/orders', orderBody([{ productId: p.id, quantity: 1 }], { paymentMethod: 'pix' }, { pickupStoreId: filial.storeId })),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await placeBalance(t, p.id, filial.locationId)).toEqual({ onHand: 1, reserved: 1, stock: 10 });
  });
});

describe(`Retiradas: ready, then handed over against the code (${dbLabel})`, () => {
  it('goes from checkout to Retirado at the chosen store; the code is e-mailed once and consumed once', async () => {
    const p = await productAtFilial(3);
    const { id, customer } = await paidPickup(p.id, 2, 'fluxo');
    const listed = await filialClerk.client.get('/api/admin/pickups');
    expect(listed.status).toBe(200);
    const item = listed.body.orders.find((o: { id: string }) => o.id === id);
    expect(item).toMatchObject({ status: 'processing', paymentStatus: 'paid', storeId: filial.storeId, itemCount: 2 });
    expect(JSON.stringify(listed.body)).not.toContain('pickupCode');
    const details = (await admin.get(`/api/admin/orders/${id}`)).body.order;
    expect([details.deliveryMethod, details.pickupStoreName]).toEqual(['pickup', filial.name]);

    const ready = await filialClerk.client.post(`/api/admin/pickups/${id}/ready`, { version: item.version });
    expect(ready.status, JSON.stringify(ready.body)).toBe(200);
    const again = await filialClerk.client.post(`/api/admin/pickups/${id}/ready`, {});
    expect([again.status, again.body.error.message]).toEqual([409, PICKUP_ALREADY_READY_MESSAGE]);
    const mails = await mailsTo(customer.user.email, 'pickup-ready');
    expect(mails).toHaveLength(1);
    const code = (await orderRow(id)).pickupCode!;
    expect(code).toMatch(/^\d{6}$/);
    expect(mails[0]!.text).toContain(`Código de retirada: ${code}`);
    // The customer sees it in Meu Perfil › Pedidos.
    const mine = await customer.client.get(`/api/store/orders/${id}`);
    expect(mine.body.order).toMatchObject({ status: 'ready_for_pickup', pickup: { storeName: filial.name, code } });

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await filialClerk.client.post(`/api/admin/pickups/${id}/hand-over`, { code: wrongCode });
    expect([wrong.status, wrong.body.error.message]).toEqual([400, WRONG_PICKUP_CODE_MESSAGE]);
    const malformed = await filialClerk.client.post(`/api/admin/pickups/${id}/hand-over`, { code: '12a' });
    expect(malformed.status).toBe(400);
    expect(await orderMoves(id)).toEqual([]);

    const done = await filialClerk.client.post(`/api/admin/pickups/${id}/hand-over`, { code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const twice = await filialClerk.client.post(`/api/admin/pickups/${id}/hand-over`, { code });
    expect(twice.status).toBe(409);
    expect(await orderMoves(id)).toEqual([`sale:-2@${filial.locationId}`]);
    expect(await placeBalance(t, p.id, filial.locationId)).toEqual({ onHand: 1, reserved: 0, stock: 10 });
    expect((await orderRow(id)).stockState).toBe('consumed');
    const after = await customer.client.get(`/api/store/orders/${id}`);
    expect(after.body.order).toMatchObject({ status: 'picked_up', pickup: { code: null } });
  });

  it("another store's clerk gets 404 on the order's actions and does not see it; an unpaid order is not made ready", async () => {
    const p = await productAtFilial(2);
    const { id } = await paidPickup(p.id, 1, 'escopo');
    expect((await matrizClerk.client.post(`/api/admin/pickups/${id}/ready`, {})).status).toBe(404);
    expect((await matrizClerk.client.post(`/api/admin/pickups/${id}/hand-over`, { code: '123456' })).status).toBe(404);
    const theirs = await matrizClerk.client.get('/api/admin/pickups');
    expect(theirs.body.orders.map((o: { id: string }) => o.id)).not.toContain(id);
    expect((await admin.get('/api/admin/pickups')).body.orders.map((o: { id: string }) => o.id)).toContain(id);

    const unpaid = await newCustomer(t, 'nao-pago');
    const res = await unpaid.client.post(
      '/api/store/orders',
      orderBody([{ productId: p.id, quantity: 1 }], { paymentMethod: 'pix' }, { pickupStoreId: filial.storeId }),
    );
    const notPaid = await filialClerk.client.post(`/api/admin/pickups/${res.body.order.id}/ready`, {});
    expect([notPaid.status, notPaid.body.error.message]).toEqual([409, PICKUP_NOT_PAID_MESSAGE]);
  });

  it('five wrong codes for an order within 15 minutes refuse its next attempts (429), the right code too, until the window passes; another order is unaffected', async () => {
    const p = await productAtFilial(2);
    const { id } = await paidPickup(p.id, 1, 'tentativas');
    const { id: other } = await paidPickup(p.id, 1, 'tentativas-outro');
    for (const orderId of [id, other]) {
      const ready = await filialClerk.client.post(`/api/admin/pickups/${orderId}/ready`, {});
      expect(ready.status, JSON.stringify(ready.body)).toBe(200);
    }
    const code = (await orderRow(id)).pickupCode!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const wrong = await filialClerk.client.post(`/api/admin/pickups/${id}/hand-over`, { code: wrongCode });
      expect([wrong.status, wrong.body.error.message], `attempt ${i + 1}`).toEqual([400, WRONG_PICKUP_CODE_MESSAGE]);
    }
    const refused = await filialClerk.client.post(`/api/admin/pickups/${id}/hand-over`, { code });
    expect(refused.status, JSON.stringify(refused.body)).toBe(429);
    expect(refused.body.error.message).toBe(TOO_MANY_PICKUP_CODES_MESSAGE);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await orderRow(id)).status).toBe('ready_for_pickup');
    // Each wrong code is kept with who typed it; the refused attempt compared nothing and adds none.
    const tried = await db().select().from(pickupCodeAttempts).where(eq(pickupCodeAttempts.orderId, id));
    expect(tried.map((a) => [a.userId, a.userName])).toEqual(Array(5).fill([filialClerk.id, expect.any(String)]));
    expect(tried.every((a) => a.userName.length > 0)).toBe(true);

    // The same clerk, right after, hands over another order.
    const otherDone = await filialClerk.client.post(`/api/admin/pickups/${other}/hand-over`, { code: (await orderRow(other)).pickupCode });
    expect(otherDone.status, JSON.stringify(otherDone.body)).toBe(200);

    // Once the wrong codes are older than 15 minutes, the right code hands the order over.
    await db().execute(sql`UPDATE pickup_code_attempts SET created_at = created_at - interval '15 minutes' WHERE order_id = ${id}`);
    const done = await filialClerk.client.post(`/api/admin/pickups/${id}/hand-over`, { code });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
  });

  it('a pickup order never takes Enviado, a delivery never the pickup statuses, and those only through Retiradas', async () => {
    const me = await staffUser(t);
    const p = await productAtFilial(2);
    const { id } = await paidPickup(p.id, 1, 'estados');
    await expect(setOrderStatus(db(), { orderId: id, status: 'shipped', user: me })).rejects.toMatchObject({ status: 409 });
    await expect(setOrderStatus(db(), { orderId: id, status: 'ready_for_pickup', user: me })).rejects.toMatchObject({
      message: PICKUP_THROUGH_RETIRADAS_MESSAGE,
    });
    const patched = await admin.patch(`/api/admin/orders/${id}/status`, { status: 'picked_up', version: (await orderRow(id)).version });
    expect(patched.status).toBe(409);
    const { client } = await newCustomer(t, 'entrega');
    const shipped = await client.post('/api/store/orders', orderBody([{ productId: p.id, quantity: 1 }]));
    await expect(setOrderStatus(db(), { orderId: shipped.body.order.id, status: 'picked_up', user: me })).rejects.toMatchObject({ status: 409 });
    expect((await admin.post(`/api/admin/pickups/${shipped.body.order.id}/ready`, {})).status).toBe(404);
  });
});

describe(`not collected in the term: cancelled and refunded once (${dbLabel})`, () => {
  it('the job cancels after N days from ready, refunds through the provider, lets the reservation go and e-mails once', async () => {
    await writeSetting(db(), 'shop', { ...DEFAULT_SHOP, pickupDays: 3 }, null);
    const p = await productAtFilial(2);
    const { id, customer } = await paidPickup(p.id, 2, 'prazo');
    expect((await filialClerk.client.post(`/api/admin/pickups/${id}/ready`, {})).status).toBe(200);
    const readyAt = (await orderRow(id)).pickupReadyAt!;
    const day = 24 * 60 * 60 * 1000;
    expect(await cancelUncollectedPickups(t.ctx, new Date(readyAt.getTime() + 2 * day))).toEqual([]);
    expect((await orderRow(id)).status).toBe('ready_for_pickup');

    const later = new Date(readyAt.getTime() + 3 * day + 60_000);
    expect(await cancelUncollectedPickups(t.ctx, later)).toEqual([id]);
    const row = await orderRow(id);
    expect([row.status, row.paymentStatus, row.stockState]).toEqual(['cancelled', 'refunded', 'released']);
    expect(await placeBalance(t, p.id, filial.locationId)).toEqual({ onHand: 2, reserved: 0, stock: 10 });
    expect(await orderMoves(id)).toEqual([]);
    // Run again: nothing refunded, cancelled or e-mailed twice.
    expect(await cancelUncollectedPickups(t.ctx, later)).toEqual([]);
    const refunds = await db()
      .select({ status: paymentRefunds.status, kind: paymentRefunds.kind, amountCents: paymentRefunds.amountCents })
      .from(paymentRefunds)
      .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
      .where(eq(payments.orderId, id));
    expect(refunds.map((r) => [r.status, r.kind, r.amountCents])).toEqual([['done', 'cancel', row.totalCents]]);
    const mails = await mailsTo(customer.user.email, 'pickup-expired');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('não foi retirado');
    await writeSetting(db(), 'shop', DEFAULT_SHOP, null);
  });
});

import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { placeRemoteOrderSchema } from '@/domain/schemas/remote-checkout';
import { TRANSIT_LOCATION_ID, WAREHOUSE_LOCATION_ID } from '@/domain/stock-locations';
import { fiscalInvoices, orders, products, stockMovements } from '@/server/db/schema';
import { expireUnpaidOrders } from '@/server/modules/orders/expire-unpaid-orders';
import { NOT_A_FULFILMENT_PLACE_MESSAGE, placeOrder } from '@/server/modules/orders/place-order';
import { setOrderStatus } from '@/server/modules/orders/set-order-status';
import { changeStock } from '@/server/modules/stock';
import { createProduct, newCustomer, placeBalance, productRow, raceForLastUnit, staffUser } from '../support/app-fixtures';
import { orderBody } from '../support/fixtures';
import { checkStockBalancesAfterEach } from '../support/stock-balances';
import { setUpTestApp, signInForSuite } from '../support/test-app';

// Issue 36, decision 069: an online order reserves at the place that fulfils it when placed, is
// consumed (its 'sale' movement) when it ships — label bought or Enviado, whichever comes first,
// once — and released when cancelled, expired or withdrawn. Orders placed before reservations
// ('taken') keep the behaviour they had.
process.env.AUTH_RATE_LIMIT = 'off';
const kind = process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite';
const t = setUpTestApp();
checkStockBalancesAfterEach(t);
const admin = signInForSuite(t, 'admin');
const staff = signInForSuite(t, 'staff');
const db = () => t.ctx.database.db;

const MEASURES = { weightGrams: 120, heightCm: 4, widthCm: 11, lengthCm: 16 };
let keySeq = 0;
let filialPlace: number;
let filialName: string;

beforeAll(async () => {
  const r = await db().execute<{ place: number; name: string }>(
    sql`SELECT l.id AS place, s.name FROM stores s JOIN stock_locations l ON l.store_id = s.id WHERE s.type = 'Filial' ORDER BY s.id LIMIT 1`,
  );
  filialPlace = Number(r.rows[0]!.place);
  filialName = r.rows[0]!.name;
});

const orderMoves = async (orderId: string) =>
  (
    await db()
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.refType, 'order'), eq(stockMovements.refId, orderId)))
  )
    .sort((a, b) => a.id - b.id)
    .map((m) => `${m.kind}:${m.quantity}@${m.locationId}`);
const stockState = async (orderId: string) =>
  (await db().select({ s: orders.stockState, at: orders.fulfilmentLocationId }).from(orders).where(eq(orders.id, orderId)))[0]!;

/** What the places hold in reservations for these products = the open documents that hold them (orders 'reserved', transfers 'Separado'). */
async function reservationsMatchDocuments(productIds: number[]) {
  const r = await db().execute<{ product_id: number; location_id: number; reserved: number; held: number }>(sql`
    SELECT b.product_id, b.location_id, b.reserved, coalesce(o.q, 0) + coalesce(tr.q, 0) AS held
    FROM stock_balances b
    LEFT JOIN (SELECT i.product_id, o.fulfilment_location_id AS location_id, sum(i.quantity)::int AS q FROM order_items i
      JOIN orders o ON o.id = i.order_id WHERE o.stock_state = 'reserved' GROUP BY 1, 2) o
      ON o.product_id = b.product_id AND o.location_id = b.location_id
    LEFT JOIN (SELECT i.product_id, tr.from_location_id AS location_id, sum(i.quantity)::int AS q FROM transfer_items i
      JOIN transfers tr ON tr.id = i.transfer_id WHERE tr.status = 'picked' GROUP BY 1, 2) tr
      ON tr.product_id = b.product_id AND tr.location_id = b.location_id
    WHERE b.product_id IN ${productIds}`);
  return r.rows.filter((row) => Number(row.reserved) !== Number(row.held));
}

async function placed(productId: number, quantity: number, tag: string) {
  const { client } = await newCustomer(t, tag);
  const res = await client.post('/api/store/orders', orderBody([{ productId, quantity }]));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.order.id as string;
}

/** Paid by hand (as an order of before, no provider involved), with an authorised NF-e so Expedição may buy its label. */
async function markPaidWithInvoice(orderId: string) {
  await db().update(orders).set({ paymentStatus: 'paid', status: 'processing', paidAt: new Date() }).where(eq(orders.id, orderId));
  const key = `35261111222333000181550010000009${String(++keySeq).padStart(11, '0')}9`;
  await db()
    .insert(fiscalInvoices)
    .values({ orderId, status: 'authorized', provider: 'sandbox', environment: 'homologacao', reference: orderId, accessKey: key });
}

describe(`placing an order reserves (${kind})`, () => {
  it('available drops, on hand stays, no movement; the sold counter counts it', async () => {
    const p = await createProduct(t, { stock: 5, name: 'Terço da Reserva' });
    const id = await placed(p.id, 2, 'reserva-1');
    expect(await placeBalance(t, p.id)).toEqual({ onHand: 5, reserved: 2, stock: 3 });
    expect(await orderMoves(id)).toEqual([]);
    expect(await stockState(id)).toEqual({ s: 'reserved', at: WAREHOUSE_LOCATION_ID });
    // The sale leaves units_sold alone (its row changes in stock only, decision 077): the count
    // waits in product_sales_pending for the fold, which productRow runs.
    const raw = await db().execute<{ units_sold: number; pending: number }>(
      sql`SELECT units_sold, (SELECT sum(units)::int FROM product_sales_pending WHERE product_id = ${p.id}) AS pending FROM products WHERE id = ${p.id}`,
    );
    expect(raw.rows.map((r) => [Number(r.units_sold), Number(r.pending)])).toEqual([[0, 2]]);
    expect((await productRow(t, p.id)).unitsSold).toBe(2);
    expect(await reservationsMatchDocuments([p.id])).toEqual([]);
    // The back-office's order details say so.
    expect((await admin.get(`/api/admin/orders/${id}`)).body.order.stock).toEqual({ state: 'reserved', place: 'Almoxarifado' });
    // Estoque por local shows the order's hold as reserved at the warehouse.
    const levels = await admin.get(`/api/admin/stock-levels?search=${encodeURIComponent(p.name)}&locationId=${WAREHOUSE_LOCATION_ID}`);
    expect(levels.body.items.find((r: { productId: number }) => r.productId === p.id)).toMatchObject({ onHand: 5, reserved: 2, available: 3 });
  });
});

describe(`shipping consumes the reservation once (${kind})`, () => {
  it('Enviado writes the sale out of the reservation; Entregue after it writes nothing more; cancelling then returns the goods', async () => {
    const me = await staffUser(t);
    const p = await createProduct(t, { stock: 4, name: 'Vela do Envio' });
    const id = await placed(p.id, 3, 'envio-1');
    await markPaidWithInvoice(id);
    await setOrderStatus(db(), { orderId: id, status: 'shipped', user: me });
    expect(await placeBalance(t, p.id)).toEqual({ onHand: 1, reserved: 0, stock: 1 });
    expect(await orderMoves(id)).toEqual([`sale:-3@${WAREHOUSE_LOCATION_ID}`]);
    await setOrderStatus(db(), { orderId: id, status: 'delivered', user: me });
    await setOrderStatus(db(), { orderId: id, status: 'processing', user: me });
    await setOrderStatus(db(), { orderId: id, status: 'shipped', user: me });
    expect(await orderMoves(id)).toEqual([`sale:-3@${WAREHOUSE_LOCATION_ID}`]);
    expect((await stockState(id)).s).toBe('consumed');
    // A shipped order cancelled: the goods come back with a movement, as cancelling always did.
    await setOrderStatus(db(), { orderId: id, status: 'cancelled', user: me, mayRefund: true });
    expect(await orderMoves(id)).toEqual([`sale:-3@${WAREHOUSE_LOCATION_ID}`, `sale_cancel:3@${WAREHOUSE_LOCATION_ID}`]);
    expect(await placeBalance(t, p.id)).toEqual({ onHand: 4, reserved: 0, stock: 4 });
    expect(await productRow(t, p.id)).toEqual({ stock: 4, unitsSold: 0 });
    expect(await reservationsMatchDocuments([p.id])).toEqual([]);
  });

  it('buying the label consumes; a second click and the tracking’s Enviado and Entregue write nothing more', async () => {
    const p = await createProduct(t, { stock: 10, name: 'Imagem da Etiqueta' });
    await db().update(products).set(MEASURES).where(eq(products.id, p.id));
    const id = await placed(p.id, 2, 'etiqueta-1');
    await markPaidWithInvoice(id);
    const bought = await staff.post(`/api/admin/shipments/orders/${id}/label`, { serviceId: 'sandbox-pac' });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(await orderMoves(id)).toEqual([`sale:-2@${WAREHOUSE_LOCATION_ID}`]);
    expect(await placeBalance(t, p.id)).toEqual({ onHand: 8, reserved: 0, stock: 8 });
    const again = await staff.post(`/api/admin/shipments/orders/${id}/label`, { serviceId: 'sandbox-pac' });
    expect(again.body.shipment).toEqual(bought.body.shipment);
    await staff.post(`/api/admin/shipments/${bought.body.shipment.id}/sandbox-event`, { status: 'posted' });
    await staff.post(`/api/admin/shipments/${bought.body.shipment.id}/sandbox-event`, { status: 'delivered' });
    expect((await db().select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.s).toBe('delivered');
    expect(await orderMoves(id)).toEqual([`sale:-2@${WAREHOUSE_LOCATION_ID}`]);
    expect(await placeBalance(t, p.id)).toEqual({ onHand: 8, reserved: 0, stock: 8 });
  });
});

describe(`cancelling and expiring release (${kind})`, () => {
  it('a cancelled order lets its reservation go without a movement; re-opened, it reserves again', async () => {
    const me = await staffUser(t);
    const p = await createProduct(t, { stock: 3 });
    const id = await placed(p.id, 2, 'cancela-1');
    await setOrderStatus(db(), { orderId: id, status: 'cancelled', user: me });
    expect(await placeBalance(t, p.id)).toEqual({ onHand: 3, reserved: 0, stock: 3 });
    expect(await productRow(t, p.id)).toEqual({ stock: 3, unitsSold: 0 });
    expect((await stockState(id)).s).toBe('released');
    await setOrderStatus(db(), { orderId: id, status: 'pending', user: me });
    expect(await placeBalance(t, p.id)).toEqual({ onHand: 3, reserved: 2, stock: 1 });
    expect(await orderMoves(id)).toEqual([]);
    expect(await reservationsMatchDocuments([p.id])).toEqual([]);
  });

  it('an unpaid Pix order past its deadline releases its reservation', async () => {
    const p = await createProduct(t, { stock: 2 });
    const id = await placed(p.id, 2, 'expira-1');
    expect((await productRow(t, p.id)).stock).toBe(0);
    expect(await expireUnpaidOrders(db(), new Date(Date.now() + 24 * 60 * 60_000))).toContain(id);
    expect(await placeBalance(t, p.id)).toEqual({ onHand: 2, reserved: 0, stock: 2 });
    expect(await orderMoves(id)).toEqual([]);
    expect((await stockState(id)).s).toBe('released');
  });

  it('an order placed before reservations (its sale already written) still returns its stock with a movement when cancelled', async () => {
    const me = await staffUser(t);
    const p = await createProduct(t, { stock: 5 });
    const id = await placed(p.id, 2, 'legado-1');
    // What the old checkout left: the sale movement at placement, nothing reserved, state 'taken'.
    await db().transaction(async (tx) => {
      await changeStock(tx, [{ productId: p.id, quantity: -2, kind: 'sale', fromReserved: true, refType: 'order', refId: id }]);
      await tx.update(orders).set({ stockState: 'taken' }).where(eq(orders.id, id));
    });
    expect(await placeBalance(t, p.id)).toEqual({ onHand: 3, reserved: 0, stock: 3 });
    await setOrderStatus(db(), { orderId: id, status: 'processing', user: me });
    expect(await orderMoves(id)).toEqual([`sale:-2@${WAREHOUSE_LOCATION_ID}`]);
    await setOrderStatus(db(), { orderId: id, status: 'cancelled', user: me });
    expect(await orderMoves(id)).toEqual([`sale:-2@${WAREHOUSE_LOCATION_ID}`, `sale_cancel:2@${WAREHOUSE_LOCATION_ID}`]);
    expect(await productRow(t, p.id)).toEqual({ stock: 5, unitsSold: 0 });
  });
});

describe(`the race for the last unit (${kind})`, () => {
  it("checkout, a transfer's Separado and another checkout: one wins, nothing goes negative", async () => {
    const p = await raceForLastUnit(t, admin, filialPlace, 'Última Medalha R');
    expect(await placeBalance(t, p.id)).toEqual({ onHand: 1, reserved: 1, stock: 0 });
    expect(await reservationsMatchDocuments([p.id])).toEqual([]);
  });
});

describe(`an order fulfilled by a store (${kind})`, () => {
  const input = (productId: number, quantity: number, fulfilmentLocationId: number) => ({
    ...placeRemoteOrderSchema.parse(orderBody([{ productId, quantity }])),
    fulfilmentLocationId,
  });

  it("reserves at the store's place, leaves the warehouse alone, and is refused at a place that does not sell", async () => {
    const p = await createProduct(t, { stock: 4, name: 'Terço da Filial' });
    const { user } = await newCustomer(t, 'retira-1');
    const short = await placeOrder(t.ctx, user, input(p.id, 1, filialPlace)).catch((e) => e);
    expect([short.status, short.message]).toEqual([409, `Estoque insuficiente para "Terço da Filial" em ${filialName}: disponível 0, solicitado 1.`]);
    await db().transaction((tx) => changeStock(tx, [{ productId: p.id, quantity: 2, kind: 'adjustment', locationId: filialPlace, reason: 'teste' }]));
    const { order } = await placeOrder(t.ctx, user, input(p.id, 2, filialPlace));
    expect(await placeBalance(t, p.id, filialPlace)).toEqual({ onHand: 2, reserved: 2, stock: 4 });
    expect(await placeBalance(t, p.id)).toEqual({ onHand: 4, reserved: 0, stock: 4 });
    expect(await stockState(order.id)).toEqual({ s: 'reserved', at: filialPlace });
    const virtual = await placeOrder(t.ctx, user, input(p.id, 1, TRANSIT_LOCATION_ID)).catch((e) => e);
    expect([virtual.status, virtual.message]).toEqual([400, NOT_A_FULFILMENT_PLACE_MESSAGE]);
    await setOrderStatus(db(), { orderId: order.id, status: 'cancelled', user: await staffUser(t) });
    expect(await placeBalance(t, p.id, filialPlace)).toEqual({ onHand: 2, reserved: 0, stock: 4 });
    expect(await reservationsMatchDocuments([p.id])).toEqual([]);
  });
});

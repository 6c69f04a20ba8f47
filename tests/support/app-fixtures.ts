// Factories on a test app (tests/support/test-app.ts) for integration tests: products written
// with their ledger, customers and staff signed in, rows read back. The data they send is
// tests/support/fixtures.ts, shared with unit and e2e tests.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { JobTitle } from '@/domain/roles';
import { DEFAULT_SHIPPING_POLICY } from '@/domain/shipping';
import { WAREHOUSE_LOCATION_ID } from '@/domain/stock-locations';
import { createUserWithPassword } from '@/server/auth/create-user';
import type { SessionUser } from '@/server/context';
import { products } from '@/server/db/schema';
import { writeSetting } from '@/server/db/settings-store';
import { runDueJobs } from '@/server/job-runner/job-runner';
import { SHOP_JOB_HANDLERS } from '@/server/job-runner/shop-jobs';
import { sandboxCardToken } from '@/server/modules/payments/sandbox-card-token';
import { changeStock, foldUnitsSold, stockBalanceMismatches } from '@/server/modules/stock';
import { futureExpiry, orderBody, productForm, uniqueTag } from './fixtures';
import type { TestApp, TestClient } from './test-app';

/** A product of its own for one test, with its initial stock moved into the warehouse through the ledger. */
export async function createProduct(t: TestApp, opts: { stock: number; priceCents?: number; name?: string; online?: boolean }) {
  const { db } = t.ctx.database;
  const tag = uniqueTag();
  const name = opts.name ?? `Produto de Teste ${tag}`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({
        name,
        code: `TST-${tag}`,
        priceCents: opts.priceCents ?? 1990,
        initialQuantity: opts.stock,
        availableOnline: opts.online ?? true,
      })
      .returning();
    if (opts.stock > 0) await changeStock(tx, [{ productId: row.id, quantity: opts.stock, kind: 'initial' }]);
    return { ...row, stock: opts.stock };
  });
}

export async function productRow(t: TestApp, id: number) {
  // 'Mais vendidos' counts through the job's fold (decision 077): run it, as the minute's turn would.
  await foldUnitsSold(t.ctx.database.db);
  const result = await t.ctx.database.db.execute<{ stock: number; units_sold: number }>(sql`SELECT stock, units_sold FROM products WHERE id = ${id}`);
  const row = result.rows[0]!;
  return { stock: Number(row.stock), unitsSold: Number(row.units_sold) };
}

/** A product's balance at a place (the warehouse unless named): on hand, reserved, and products.stock beside it. */
export async function placeBalance(t: TestApp, productId: number, locationId = WAREHOUSE_LOCATION_ID) {
  const result = await t.ctx.database.db.execute<{ on_hand: number | null; reserved: number | null; stock: number }>(sql`
    SELECT b.on_hand, b.reserved, p.stock FROM products p
    LEFT JOIN stock_balances b ON b.product_id = p.id AND b.location_id = ${locationId}
    WHERE p.id = ${productId}`);
  const row = result.rows[0]!;
  return { onHand: Number(row.on_hand ?? 0), reserved: Number(row.reserved ?? 0), stock: Number(row.stock) };
}

/** The stock place of the first store of this type ('Filial', 'Matriz'…) in the demo registries. */
export async function storePlace(t: TestApp, type: string) {
  const r = await t.ctx.database.db.execute<{ id: number; store_id: number; name: string }>(
    sql`SELECT l.id, l.store_id, s.name FROM stock_locations l JOIN stores s ON s.id = l.store_id WHERE s.type = ${type} ORDER BY s.id LIMIT 1`,
  );
  return { storeId: Number(r.rows[0]!.store_id), locationId: Number(r.rows[0]!.id), name: r.rows[0]!.name };
}

/** Moves stock at a place directly through the ledger (what transfers and the stores' sales do). */
export async function moveStockAt(t: TestApp, productId: number, locationId: number, quantity: number, kind: 'initial' | 'store_sale' = 'initial') {
  await t.ctx.database.db.transaction((tx) => changeStock(tx, [{ productId, locationId, quantity, kind }]));
}

/**
 * The race for a product's last unit: a transfer of it from the warehouse to `toLocationId` is
 * separated while two customers check it out; exactly one of the three wins, the others get 409.
 * Returns the product, for the test to look at its balances.
 */
export async function raceForLastUnit(t: TestApp, admin: TestClient, toLocationId: number, name: string) {
  const p = await createProduct(t, { stock: 1, name });
  const c = await admin.post('/api/admin/transfers', { fromLocationId: WAREHOUSE_LOCATION_ID, toLocationId, items: [{ productId: p.id, quantity: 1 }] });
  expect(c.status, JSON.stringify(c.body)).toBe(201);
  const buyers = await Promise.all([newCustomer(t, 'ultima-1'), newCustomer(t, 'ultima-2')]);
  const outcomes = await Promise.all([
    buyers[0]!.client.post('/api/store/orders', orderBody([{ productId: p.id, quantity: 1 }])).then((r) => r.status),
    admin.post(`/api/admin/transfers/${c.body.transfer.id}/separate`, { version: 1 }).then((r) => r.status),
    buyers[1]!.client.post('/api/store/orders', orderBody([{ productId: p.id, quantity: 1 }])).then((r) => r.status),
  ]);
  expect(outcomes.filter((s) => s === 200 || s === 201)).toHaveLength(1);
  expect(outcomes.filter((s) => s === 409)).toHaveLength(2);
  return p;
}

/**
 * Where the ledger does not hold: negative stock, a balance per (product, place) that is not the
 * sum of its movements, or products.stock that is not the warehouse's available stock. Must be empty.
 */
export async function ledgerViolations(t: TestApp) {
  const { db } = t.ctx.database;
  const negative = await db.execute<{ id: number; stock: number }>(sql`SELECT id, stock FROM products WHERE stock < 0`);
  return [...negative.rows, ...(await stockBalanceMismatches(db))];
}

export async function countRows(t: TestApp, table: 'orders' | 'outbox' | 'stock_movements' | 'order_items') {
  const result = await t.ctx.database.db.execute<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
  return Number(result.rows[0]!.n);
}

/** A new signed-in customer with the gate pass. */
export async function newCustomer(t: TestApp, tag: string): Promise<{ client: TestClient; user: SessionUser }> {
  const email = `cliente-${tag}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const name = `Cliente ${tag}`;
  const { id } = await createUserWithPassword(t.ctx, { name, email, password: 'segredo123', role: 'customer', phone: '(11) 97777-0000', emailVerified: true });
  const client = t.client();
  await client.unlockGate();
  await client.signIn(email, 'segredo123');
  return { client, user: { id, name, email, role: 'customer', phone: '(11) 97777-0000', emailVerified: true } };
}

export function staffUser(t: TestApp, role: 'admin' | 'staff' = 'admin'): Promise<SessionUser> {
  const email = role === 'admin' ? 'admin@luzdafe.test' : 'funcionario@luzdafe.test';
  return t.ctx.database.db.query.user.findFirst({ where: (u, { eq }) => eq(u.email, email) }).then((u) => ({
    id: u!.id,
    name: u!.name,
    email: u!.email,
    role,
    phone: u!.phone,
    emailVerified: true,
  }));
}

/** A product made through the back-office API by `client` (the product routes are what the test is about). */
export async function postProduct(client: TestClient, overrides: Record<string, unknown> = {}) {
  const res = await client.post('/api/admin/products', productForm(overrides));
  if (res.status !== 201) throw new Error(`create product: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.product as { id: number; code: string; stock: number; name: string };
}

/** Raw bytes of an answer (PDF, CSV) that the JSON client would decode as text. */
export async function rawRequest(t: TestApp, client: TestClient, method: string, path: string, body?: BodyInit, headers: Record<string, string> = {}) {
  const res = await t.app.request(`http://localhost${path}`, {
    method,
    headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '), ...headers },
    body,
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

export async function auditRows(t: TestApp, entity: string, entityId: number | string) {
  const r = await t.ctx.database.db.execute<{ action: string; user_name: string; before: unknown; after: unknown }>(
    sql`SELECT action, user_name, before, after FROM audit_log WHERE entity = ${entity} AND entity_id = ${String(entityId)} ORDER BY id`,
  );
  return r.rows;
}

let made = 0;

/**
 * A new staff member with this job title (and store, if any), created by the administrator, and
 * a client signed in as them (with the gate pass).
 */
export async function signedInStaff(t: TestApp, admin: TestClient, jobTitle: JobTitle, opts: { storeId?: number | null; name?: string } = {}) {
  made += 1;
  const email = `equipe-${made}-${Date.now()}@luzdafe.test`;
  const created = await admin.post('/api/admin/staff', {
    name: opts.name ?? `Equipe ${made}`,
    email,
    password: 'senha-forte-123',
    jobTitle,
    storeId: opts.storeId ?? null,
  });
  if (created.status !== 201) throw new Error(`staff: ${created.status} ${JSON.stringify(created.body)}`);
  const client = t.client();
  await client.unlockGate();
  await client.signIn(email, 'senha-forte-123');
  return { client, id: created.body.staff.id as string, email };
}

/**
 * A card payment as the checkout sends it: the sandbox's card form turns the card into a token
 * (POST /api/store/payment-provider/card-token, decision 060), made here with the shop's secret.
 */
export const creditCard = (t: Pick<TestApp, 'ctx'>, overrides: Record<string, unknown> = {}) => {
  const card = { cardNumber: '4111 1111 1111 1111', cardName: 'MARIA CLIENTE', cardExpiry: futureExpiry(), cardCvv: '123', ...overrides };
  const { cardNumber, cardName, cardExpiry, cardCvv, paymentMethod = 'credit', installments = 1, ...rest } = card as Record<string, string>;
  return {
    paymentMethod,
    ...sandboxCardToken(t.ctx.config.appSecret, { cardNumber: cardNumber.replace(/\s/g, ''), cardName, cardExpiry, cardCvv }),
    ...(paymentMethod === 'credit' ? { installments } : {}),
    ...rest,
  };
};

/** A test card tokenised by the sandbox's card form on the shop the client talks to (the checkout's way). */
export async function tokenisedCard(client: { request: (method: string, path: string, body?: unknown) => Promise<{ status: number; body: any }> }) {
  const res = await client.request('POST', '/api/store/payment-provider/card-token', {
    cardNumber: '4111111111111111',
    cardName: 'MARIA CLIENTE',
    cardExpiry: futureExpiry(),
    cardCvv: '123',
  });
  if (res.status !== 200) throw new Error(`card-token ${res.status}: ${JSON.stringify(res.body)}`);
  return { paymentMethod: 'credit', ...res.body, installments: 1 };
}

/**
 * Runs the due jobs until none is left: the sandbox's notifications, then their settling. Jobs of
 * the `hold` kinds queued meanwhile (the NF-e queued at payment, say) are left waiting, due an hour
 * later, for a test that needs them to run after something else; `releaseHeldJobs` makes them due.
 */
export async function settlePayments(t: Pick<TestApp, 'ctx'>, opts: { hold?: string[] } = {}) {
  const { db } = t.ctx.database;
  const hold = async () => {
    if (opts.hold?.length) await db.execute(sql`UPDATE jobs SET run_at = now() + interval '1 hour' WHERE status = 'pending' AND kind IN ${opts.hold}`);
  };
  for (let i = 0; i < 10; i++) {
    await hold();
    if ((await runDueJobs(t.ctx, SHOP_JOB_HANDLERS, { instanceId: 'test', recurring: [], backoffMs: 0 })) === 0) break;
  }
  await hold();
}

/** Makes the jobs `settlePayments` held due now. */
export async function releaseHeldJobs(t: Pick<TestApp, 'ctx'>, kinds: string[]) {
  await t.ctx.database.db.execute(sql`UPDATE jobs SET run_at = now() WHERE status = 'pending' AND kind IN ${kinds}`);
}

/** The shop's shipping policy from São Paulo's Sé: free-shipping minimums per region (the rest as default) and the fallback days. */
export function setShippingPolicy(t: TestApp, minimums: Partial<typeof DEFAULT_SHIPPING_POLICY.freeShippingMinimumCents>, fallbackDays = 10) {
  return writeSetting(
    t.ctx.database.db,
    'shipping',
    {
      ...DEFAULT_SHIPPING_POLICY,
      fallbackDays,
      originCep: '01001-000',
      freeShippingMinimumCents: { ...DEFAULT_SHIPPING_POLICY.freeShippingMinimumCents, ...minimums },
    },
    null,
  );
}

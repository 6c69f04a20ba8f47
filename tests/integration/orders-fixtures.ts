import { sql } from 'drizzle-orm';
import { createUserWithPassword } from '@/server/auth/create-user';
import type { SessionUser } from '@/server/context';
import { products } from '@/server/db/schema';
import { runDueJobs } from '@/server/jobs/job-runner';
import { SHOP_JOB_HANDLERS } from '@/server/jobs/shop-jobs';
import { sandboxCardToken } from '@/server/modules/payments/sandbox-card-token';
import { changeStock, stockBalanceMismatches } from '@/server/modules/stock';
import type { TestApp, TestClient } from '../support/test-app';

/** A card expiry two years ahead, as 'MM/AA'. */
export function futureExpiry(): string {
  const now = new Date();
  return `${String(now.getMonth() + 1).padStart(2, '0')}/${String((now.getFullYear() + 2) % 100).padStart(2, '0')}`;
}

export const ADDRESS = {
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: '',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

/** A second place, in Rio, as a customer's form sends it (no complement). */
export const COPACABANA = { cep: '22070-011', street: 'Avenida Atlântica', number: '500', neighborhood: 'Copacabana', city: 'Rio de Janeiro', state: 'RJ' };

// document: the buyer's CPF the NF-e needs (issue 28), asked at checkout for every payment method.
export const CUSTOMER = { name: 'Maria Cliente', email: 'cliente@luzdafe.test', phone: '(11) 98888-0003', document: '529.982.247-25' };

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

/** A boleto as the checkout sends it: registered in the payer's CPF (the sandbox, as Mercado Pago, requires it). */
export const BOLETO = { paymentMethod: 'boleto', payerCpf: '529.982.247-25' };

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

/** Runs the due jobs until none is left: the sandbox's notifications, then their settling. */
export async function settlePayments(t: Pick<TestApp, 'ctx'>) {
  for (let i = 0; i < 10; i++) {
    if ((await runDueJobs(t.ctx, SHOP_JOB_HANDLERS, { instanceId: 'test', recurring: [], backoffMs: 0 })) === 0) return;
  }
}

/** The lines of an order or a stock document: each product with its quantity, in order. */
export const lineItems = (...lines: [product: { id: number }, quantity: number][]) => lines.map(([product, quantity]) => ({ productId: product.id, quantity }));

export function orderBody(
  items: { productId: number; quantity: number }[],
  payment: Record<string, unknown> = { paymentMethod: 'pix' },
  extra: Record<string, unknown> = {},
) {
  return { items, customer: CUSTOMER, address: ADDRESS, payment, ...extra };
}

let sequence = 0;

/** A product of its own for one test, with its initial stock moved into the warehouse through the ledger. */
export async function createProduct(t: TestApp, opts: { stock: number; priceCents?: number; name?: string; online?: boolean }) {
  const { db } = t.ctx.database;
  sequence++;
  const name = opts.name ?? `Produto de Teste ${sequence} ${Math.random().toString(36).slice(2, 6)}`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({
        name,
        code: `TST-${Date.now()}-${sequence}-${Math.random().toString(36).slice(2, 6)}`,
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
  const result = await t.ctx.database.db.execute<{ stock: number; units_sold: number }>(sql`SELECT stock, units_sold FROM products WHERE id = ${id}`);
  const row = result.rows[0]!;
  return { stock: Number(row.stock), unitsSold: Number(row.units_sold) };
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

/** CRC16-CCITT (poly 0x1021, init 0xFFFF) over the payload up to and including '6304'. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

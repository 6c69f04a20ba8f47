import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses, favorites, orderItems, orderStatusHistory, orders, user } from '@/server/db/schema';
import { COPACABANA } from '../support/fixtures';
import { gatePassedClients, setUpTestApp, type TestClient } from '../support/test-app';

const t = setUpTestApp();

/** A new browser that already passed the site gate. */
const unlockedClient = gatePassedClients(t);

type Customer = { client: TestClient; id: string; email: string; password: string };

let seq = 0;
async function newCustomer(name: string): Promise<Customer> {
  const client = await unlockedClient();
  seq += 1;
  const email = `conta-${seq}@example.com`;
  const password = 'segredo1';
  const res = await client.signUp({ name, email, phone: '(21) 99876-5432', password });
  expect(res.status).toBe(200);
  return { client, id: res.body.user.id, email, password };
}

/** An order placed earlier (inserted directly: the checkout is not what is under test here). */
async function placeOrder(customer: Customer, itemName: string) {
  const db = t.ctx.database.db;
  const product = (await db.query.products.findMany({ limit: 1 }))[0];
  const [order] = await db
    .insert(orders)
    .values({
      userId: customer.id,
      subtotalCents: 4990,
      totalCents: 4990,
      paymentMethod: 'pix',
      customerName: 'Nome no Pedido',
      customerEmail: customer.email,
      customerPhone: '(21) 99876-5432',
      shippingAddress: { ...COPACABANA, complement: '' },
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values({ orderId: order.id, productId: product.id, name: itemName, unitPriceCents: 4990, quantity: 1 });
  await db.insert(orderStatusHistory).values({ orderId: order.id, toStatus: 'pending', userId: customer.id });
  return { orderId: order.id, productId: product.id };
}

const address = { label: 'Casa', ...COPACABANA };

describe('download my data', () => {
  it('sends my profile, addresses, orders with items and favourites as a JSON file, and nobody else’s', async () => {
    const me = await newCustomer('Maria Exportação');
    const other = await newCustomer('Outra Pessoa');
    await me.client.post('/api/store/addresses', address);
    await other.client.post('/api/store/addresses', { ...address, street: 'Rua Secreta do Outro' });
    const mine = await placeOrder(me, 'Terço de Madeira Exportado');
    const theirs = await placeOrder(other, 'Item Do Outro Cliente');
    await t.ctx.database.db.insert(favorites).values({ userId: me.id, productId: mine.productId });

    const res = await me.client.get('/api/store/account/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="meus-dados-luz-da-fe.json"');
    expect(res.headers.get('content-type')).toContain('application/json');
    const data = res.body;
    expect(data.profile).toMatchObject({ id: me.id, name: 'Maria Exportação', email: me.email, phone: '(21) 99876-5432' });
    expect(data.addresses).toEqual([expect.objectContaining({ street: 'Avenida Atlântica', isDefault: true })]);
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({
      id: mine.orderId,
      totalCents: 4990,
      paymentMethod: 'pix',
      status: 'pending',
      items: [{ productId: mine.productId, name: 'Terço de Madeira Exportado', unitPriceCents: 4990, quantity: 1 }],
      statusHistory: [expect.objectContaining({ toStatus: 'pending' })],
    });
    expect(data.favorites).toEqual([expect.objectContaining({ productId: mine.productId })]);

    const text = JSON.stringify(data);
    for (const foreign of [other.id, other.email, theirs.orderId, 'Item Do Outro Cliente', 'Rua Secreta do Outro']) {
      expect(text).not.toContain(foreign);
    }
    // No password hashes, sessions or tokens in the file.
    expect(text).not.toMatch(/password|token/i);
  });

  it('is refused to visitors and staff', async () => {
    expect((await (await t.as('anonymous')).get('/api/store/account/export')).status).toBe(401);
    expect((await (await t.as('staff')).get('/api/store/account/export')).status).toBe(403);
  });
});

describe('delete my account', () => {
  it('refuses a wrong password with 401 (WRONG_PASSWORD, as the gate) and a missing one with 400, and changes nothing', async () => {
    const me = await newCustomer('Pedro Cauteloso');
    const wrong = await me.client.request('DELETE', '/api/store/account', { password: 'errada' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe('WRONG_PASSWORD');
    expect(wrong.body.error.message).toBe('Senha incorreta.');
    const missing = await me.client.request('DELETE', '/api/store/account', {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Informe sua senha.');
    expect((await me.client.get('/api/me')).body.user).toMatchObject({ email: me.email, name: 'Pedro Cauteloso' });
  });

  it('anonymises the profile, keeps the orders, ends every session and the old password no longer signs in', async () => {
    const me = await newCustomer('Ana Que Sai');
    const otherDevice = await unlockedClient();
    await otherDevice.signIn(me.email, me.password);
    await me.client.post('/api/store/addresses', address);
    const { orderId, productId } = await placeOrder(me, 'Vela Votiva');
    await t.ctx.database.db.insert(favorites).values({ userId: me.id, productId });
    const sessionCookies = new Map(me.client.cookies);

    const res = await me.client.request('DELETE', '/api/store/account', { password: me.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(res.headers.getSetCookie().some((c) => c.startsWith('better-auth.session_token=') && /max-age=0/i.test(c))).toBe(true);

    // Signed out here, on the other device, and with the old cookie replayed.
    expect((await me.client.get('/api/me')).body.user).toBeNull();
    expect((await otherDevice.get('/api/me')).body.user).toBeNull();
    const replay = t.client();
    replay.cookies = sessionCookies;
    expect((await replay.get('/api/me')).body.user).toBeNull();
    expect((await replay.get('/api/store/addresses')).status).toBe(401);

    const signIn = await t.client().post('/api/auth/sign-in/email', { email: me.email, password: me.password });
    expect(signIn.status).toBe(401);

    const db = t.ctx.database.db;
    const [row] = await db.select().from(user).where(eq(user.id, me.id));
    expect(row.name).toBe('Usuário removido');
    expect(row.email).not.toContain('conta-');
    expect(row.phone).toBe('');
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(await db.select().from(addresses).where(eq(addresses.userId, me.id))).toEqual([]);
    expect(await db.select().from(favorites).where(eq(favorites.userId, me.id))).toEqual([]);
    // The order record stays for the shop's fiscal duties.
    const kept = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(kept).toHaveLength(1);
    expect(kept[0].userId).toBe(me.id);
    expect(await db.select().from(orderItems).where(eq(orderItems.orderId, orderId))).toHaveLength(1);

    // The e-mail address is free again for a new account.
    const again = await t.client().signUp({ name: 'Ana Nova', email: me.email, phone: '(21) 99876-5432', password: 'outra123' });
    expect(again.status).toBe(200);
    expect(again.body.user.id).not.toBe(me.id);
  });

  it('slows down password guessing', async () => {
    const me = await newCustomer('Tentativas');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await me.client.request('DELETE', '/api/store/account', { password: `errada${i}` })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await me.client.request('DELETE', '/api/store/account', { password: me.password })).status).toBe(429);
    expect((await me.client.get('/api/me')).body.user).not.toBeNull();
  });

  it('is refused to staff', async () => {
    const staff = await t.as('staff');
    expect((await staff.request('DELETE', '/api/store/account', { password: 'demo1234' })).status).toBe(403);
  });
});

describe('change password (Better Auth, as the profile calls it)', () => {
  it('changes it, ends the other sessions, and only the new password signs in', async () => {
    const me = await newCustomer('Troca Senha');
    const otherDevice = await unlockedClient();
    await otherDevice.signIn(me.email, me.password);

    const wrong = await me.client.post('/api/auth/change-password', { currentPassword: 'errada1', newPassword: 'novasenha1', revokeOtherSessions: true });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('Senha inválida.');

    const res = await me.client.post('/api/auth/change-password', { currentPassword: me.password, newPassword: 'novasenha1', revokeOtherSessions: true });
    expect(res.status).toBe(200);
    expect((await me.client.get('/api/me')).body.user?.email).toBe(me.email);
    expect((await otherDevice.get('/api/me')).body.user).toBeNull();
    expect((await t.client().post('/api/auth/sign-in/email', { email: me.email, password: me.password })).status).toBe(401);
    await t.client().signIn(me.email, 'novasenha1');
  });
});

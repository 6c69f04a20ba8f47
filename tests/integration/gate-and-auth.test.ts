import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../support/test-app';

const t = setUpTestApp();

describe('site gate', () => {
  it('starts locked and refuses a wrong password with the requirements message', async () => {
    const c = t.client();
    expect((await c.get('/api/gate')).body).toEqual({ enabled: true, unlocked: false });
    const wrong = await c.post('/api/gate/unlock', { password: 'errada' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.message).toBe('A senha para acessar o site está incorreta.');
    expect((await c.get('/api/gate')).body.unlocked).toBe(false);
  });

  it('answers 400 in Portuguese for an empty password', async () => {
    const res = await t.client().post('/api/gate/unlock', { password: '  ' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Informe a senha de acesso.');
  });

  it('sets an httpOnly signed cookie on the right password', async () => {
    const c = t.client();
    const res = await c.post('/api/gate/unlock', { password: 'luzdafe' });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((l) => l.startsWith('ldf_gate='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await c.get('/api/gate')).body.unlocked).toBe(true);
  });

  it('does not accept a forged (unsigned) cookie', async () => {
    const c = t.client();
    c.cookies.set('ldf_gate', 'v1');
    expect((await c.get('/api/gate')).body.unlocked).toBe(false);
  });

  it('lets signed-in staff through without the password', async () => {
    const c = t.client();
    await c.signIn('funcionario@luzdafe.test', 'demo1234');
    expect((await c.get('/api/gate')).body.unlocked).toBe(true);
  });
});

describe('accounts', () => {
  it('registers a customer (role forced to customer) and queues the verification e-mail', async () => {
    const c = t.client();
    const res = await c.signUp({ name: 'João Teste', email: 'joao@example.com', phone: '(11) 98765-4321', password: 'segredo1', role: 'admin' });
    expect(res.status).toBe(200);
    const me = await c.get('/api/me');
    expect(me.body.user).toMatchObject({ email: 'joao@example.com', role: 'customer', phone: '(11) 98765-4321' });
    const mails = await t.ctx.database.db.query.outbox.findMany();
    expect(mails.some((m) => m.to === 'joao@example.com' && m.kind === 'verify-email')).toBe(true);
  });

  it('rejects a short password and mismatched confirmation with the requirements messages', async () => {
    const c = t.client();
    const short = await c.signUp({ name: 'A', email: 'a@example.com', password: '123' });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe('A senha deve ter pelo menos 6 caracteres');
    const differ = await c.signUp({ name: 'A', email: 'a@example.com', password: '1234567', confirmPassword: '7654321' });
    expect(differ.status).toBe(400);
    expect(differ.body.error.message).toBe('As senhas não coincidem');
  });

  it('answers a wrong password in Portuguese', async () => {
    const res = await t.client().post('/api/auth/sign-in/email', { email: 'admin@luzdafe.test', password: 'errada' });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('E-mail ou senha inválidos.');
  });

  it('sends a password reset link through the outbox, and the link resets the password', async () => {
    const c = t.client();
    await c.signUp({ name: 'Rita', email: 'rita@example.com', password: 'antiga1' });
    const res = await c.post('/api/auth/request-password-reset', { email: 'rita@example.com', redirectTo: '/loja/redefinir-senha' });
    expect(res.status).toBe(200);
    const mail = (await t.ctx.database.db.query.outbox.findMany()).find((m) => m.kind === 'password-reset');
    expect(mail?.to).toBe('rita@example.com');
    const token = mail!.text.match(/reset-password\/([^?\s]+)/)?.[1];
    expect(token).toBeTruthy();
    const reset = await c.post('/api/auth/reset-password', { token, newPassword: 'novasenha1' });
    expect(reset.status).toBe(200);
    await t.client().signIn('rita@example.com', 'novasenha1');
    expect((await t.client().post('/api/auth/sign-in/email', { email: 'rita@example.com', password: 'antiga1' })).status).toBe(401);
    await t
      .client()
      .post('/api/auth/reset-password', { token, newPassword: 'outra' })
      .then((r) => expect(r.status).toBe(400));
  });

  it('lets a user update only their own name and phone', async () => {
    const c = await t.as('staff');
    const res = await c.patch('/api/me', { name: 'Carlos Atualizado', phone: '(11) 97777-6666' });
    expect(res.status).toBe(200);
    expect((await c.get('/api/me')).body.user).toMatchObject({ name: 'Carlos Atualizado', phone: '(11) 97777-6666' });
    const bad = await c.patch('/api/me', { name: '', phone: '123' });
    expect(bad.status).toBe(400);
  });

  it('refuses state-changing requests from a foreign origin', async () => {
    const res = await t.client().post('/api/gate/unlock', { password: 'luzdafe' }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('FOREIGN_ORIGIN');
  });
});

describe('dashboard', () => {
  it('computes figures from the database', async () => {
    const c = await t.as('admin');
    const res = await c.get('/api/admin/dashboard');
    expect(res.status).toBe(200);
    const products = await t.ctx.database.db.query.products.findMany();
    expect(res.body.products.value).toBe(products.length);
    const low = products.filter((p) => p.stock <= p.minStock);
    expect(res.body.lowStock.count).toBe(low.length);
    expect(res.body.lowStock.items).toHaveLength(Math.min(5, low.length));
    expect(res.body.lowStock.items[0].stock).toBe(Math.min(...low.map((p) => p.stock)));
    const orders = await t.ctx.database.db.query.orders.findMany({ orderBy: (o, { desc }) => [desc(o.createdAt)], limit: 5 });
    expect(res.body.recentOrders.map((o: { id: string }) => o.id)).toEqual(orders.map((o) => o.id));
    const revenue = (await t.ctx.database.db.query.orders.findMany()).filter((o) => o.status !== 'cancelled').reduce((n, o) => n + o.totalCents, 0);
    expect(res.body.revenueCents.value).toBe(revenue);
  });

  it('is closed to customers and visitors', async () => {
    expect((await (await t.as('customer')).get('/api/admin/dashboard')).status).toBe(403);
    expect((await t.client().get('/api/admin/dashboard')).status).toBe(401);
  });
});

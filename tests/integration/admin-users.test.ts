import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, staffMembers, user } from '@/server/db/schema';
import { createProduct, newCustomer } from '../support/app-fixtures';
import { orderBody } from '../support/fixtures';
import { madeForSuite, setUpTestApp, signInForSuite, type TestClient } from '../support/test-app';

const t = setUpTestApp();
const admin = signInForSuite(t, 'admin');
const staff = signInForSuite(t, 'staff');
const adminUser = madeForSuite('the admin user', async () => (await admin.get('/api/me')).body.user as { id: string });

let seq = 0;
async function addUser(client: TestClient, body: Partial<{ name: string; email: string; password: string; role: string }> = {}) {
  seq++;
  return client.post('/api/admin/users', {
    name: `Usuário ${seq}`,
    email: `usuario${seq}-${Math.random().toString(36).slice(2, 6)}@example.com`,
    password: 'segredo1',
    role: 'customer',
    ...body,
  });
}

async function signedIn(email: string, password: string) {
  const c = t.client();
  await c.unlockGate();
  await c.signIn(email, password);
  return c;
}

describe('listing users', () => {
  it('lists the accounts with the columns of the screen, newest first', async () => {
    const res = await admin.get('/api/admin/users');
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThanOrEqual(3);
    const helena = res.body.items.find((u: { email: string }) => u.email === 'admin@luzdafe.test');
    expect(helena).toMatchObject({ name: 'Helena Administradora', role: 'admin' });
    expect(Object.keys(helena).sort()).toEqual(['createdAt', 'email', 'id', 'lastLoginAt', 'name', 'role']);
    // The admin signed in for this test, so the last login is known.
    expect(Date.parse(helena.lastLoginAt)).toBeGreaterThan(Date.now() - 600_000);
    const created = res.body.items.map((u: { createdAt: string }) => u.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('searches name or e-mail ignoring case and accents, filters by role and paginates on the server', async () => {
    const tag = Math.random().toString(36).slice(2, 7);
    await addUser(admin, { name: `José Conceição ${tag}`, email: `jose.${tag}@example.com` });
    await addUser(admin, { name: `Ana Conceicao ${tag}`, email: `ana.${tag}@example.com`, role: 'staff' });
    await addUser(admin, { name: `Bruno Lima ${tag}`, email: `bruno.${tag}@conceicao.com.br` });

    const byName = await admin.get(`/api/admin/users?search=${encodeURIComponent(`JOSE CONCEICAO ${tag}`)}`);
    expect(byName.body.items.map((u: { name: string }) => u.name)).toEqual([`José Conceição ${tag}`]);

    const both = await admin.get(`/api/admin/users?search=${encodeURIComponent('conceição')}`);
    expect(both.body.total).toBe(3);

    const byEmail = await admin.get(`/api/admin/users?search=bruno.${tag}@`);
    expect(byEmail.body.items).toHaveLength(1);

    const staffOnly = await admin.get('/api/admin/users?search=conceicao&role=staff');
    expect(staffOnly.body.items.map((u: { name: string }) => u.name)).toEqual([`Ana Conceicao ${tag}`]);

    const all = await admin.get('/api/admin/users?search=conceicao&role=');
    expect(all.body.total).toBe(3);

    const page1 = await admin.get('/api/admin/users?search=conceicao&pageSize=2&page=1');
    const page2 = await admin.get('/api/admin/users?search=conceicao&pageSize=2&page=2');
    expect(page1.body.total).toBe(3);
    expect(page1.body.items).toHaveLength(2);
    expect(page2.body.items).toHaveLength(1);
    expect(page2.body.items[0].id).not.toBe(page1.body.items[0].id);

    const none = await admin.get('/api/admin/users?search=ninguem-com-este-nome');
    expect(none.body).toEqual({ items: [], total: 0 });

    // A '%' typed in the box is a character, not a wildcard.
    expect((await admin.get('/api/admin/users?search=%25')).body.total).toBe(0);
  });

  it('answers a bad filter with 400 in Portuguese', async () => {
    const res = await admin.get('/api/admin/users?role=superuser');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Selecione uma função válida.');
    expect((await admin.get('/api/admin/users?page=0')).status).toBe(400);
  });

  it("lists the accounts' names and e-mails only to those who manage users (decision 054)", async () => {
    const res = await staff.get('/api/admin/users');
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Você não tem permissão para gerenciar usuários, funções e permissões.');
  });
});

describe('adding users', () => {
  it('creates a staff account with its staff record, and the new user can sign in', async () => {
    const email = `novo.funcionario.${Math.random().toString(36).slice(2, 6)}@example.com`;
    const res = await addUser(admin, { name: 'Novo Funcionário', email: email.toUpperCase(), password: 'senha123', role: 'staff' });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ name: 'Novo Funcionário', email, role: 'staff', lastLoginAt: null });
    const [record] = await t.ctx.database.db.select().from(staffMembers).where(eq(staffMembers.userId, res.body.user.id));
    expect(record.jobTitle).toBe('Funcionário');
    const c = await signedIn(email, 'senha123');
    expect((await c.get('/api/me')).body.user).toMatchObject({ email, role: 'staff' });
    expect((await c.get('/api/admin/dashboard')).status).toBe(200);
  });

  it('lets staff add customers but not staff or administrators', async () => {
    const customer = await addUser(staff, { role: 'customer' });
    expect(customer.status).toBe(201);
    const [record] = await t.ctx.database.db.select().from(staffMembers).where(eq(staffMembers.userId, customer.body.user.id));
    expect(record).toBeUndefined();
    for (const role of ['staff', 'admin']) {
      const res = await addUser(staff, { role });
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('Apenas administradores podem criar funcionários ou administradores.');
    }
  });

  it('refuses a taken e-mail, a short password and missing fields with pt-BR messages', async () => {
    const dup = await addUser(admin, { email: 'cliente@luzdafe.test' });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toBe('Já existe um usuário com este e-mail.');
    const short = await addUser(admin, { password: '12345' });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe('A senha deve ter pelo menos 6 caracteres');
    const missing = await admin.post('/api/admin/users', { name: '', email: 'x@example.com', password: 'segredo1', role: 'customer' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Preencha todos os campos obrigatórios.');
    const badEmail = await addUser(admin, { email: 'nao-e-email' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error.message).toBe('Informe um e-mail válido.');
  });
});

describe('changing roles', () => {
  it('is for administrators only', async () => {
    const target = (await addUser(admin)).body.user;
    const res = await staff.patch(`/api/admin/users/${target.id}/role`, { role: 'admin' });
    expect(res.status).toBe(403);
    const del = await staff.delete(`/api/admin/users/${target.id}`);
    expect(del.status).toBe(403);
    const [row] = await t.ctx.database.db.select().from(user).where(eq(user.id, target.id));
    expect(row.role).toBe('customer');
    expect(row.deletedAt).toBeNull();
  });

  it('refuses to change your own role', async () => {
    const res = await admin.patch(`/api/admin/users/${adminUser.id}/role`, { role: 'staff' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Você não pode alterar a sua própria função.');
    expect((await admin.get('/api/me')).body.user.role).toBe('admin');
  });

  it('changes the role, creates the staff record and ends the user’s sessions', async () => {
    const email = `promovido.${Math.random().toString(36).slice(2, 6)}@example.com`;
    const target = (await addUser(admin, { email, password: 'segredo1' })).body.user;
    const victim = await signedIn(email, 'segredo1');
    expect((await victim.get('/api/me')).body.user.role).toBe('customer');

    const res = await admin.patch(`/api/admin/users/${target.id}/role`, { role: 'staff' });
    expect(res.status).toBe(200);
    // The old cookie no longer opens anything that needs an account.
    expect((await victim.get('/api/me')).body.user).toBeNull();
    expect((await victim.patch('/api/me', { name: 'X', phone: '(11) 98765-4321' })).status).toBe(401);

    const list = await admin.get(`/api/admin/users?search=${email}`);
    expect(list.body.items[0].role).toBe('staff');
    const [record] = await t.ctx.database.db.select().from(staffMembers).where(eq(staffMembers.userId, target.id));
    expect(record.jobTitle).toBe('Funcionário');

    const again = await signedIn(email, 'segredo1');
    expect((await again.get('/api/admin/dashboard')).status).toBe(200);
    await admin.patch(`/api/admin/users/${target.id}/role`, { role: 'customer' });
    expect((await again.get('/api/admin/dashboard')).status).toBe(401);
  });

  it('answers 400 for an unknown role and 404 for an unknown user', async () => {
    const target = (await addUser(admin)).body.user;
    const bad = await admin.patch(`/api/admin/users/${target.id}/role`, { role: 'rei' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Selecione uma função válida.');
    const unknown = await admin.patch('/api/admin/users/nao-existe/role', { role: 'staff' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Usuário não encontrado.');
  });
});

describe('deleting users', () => {
  it('refuses to delete yourself', async () => {
    const res = await admin.delete(`/api/admin/users/${adminUser.id}`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Você não pode excluir a si mesmo.');
    expect((await admin.get('/api/me')).body.user).not.toBeNull();
  });

  it('anonymises a customer, keeps their orders and ends their sessions', async () => {
    const product = await createProduct(t, { stock: 10, priceCents: 2500 });
    const { client: customer, user: who } = await newCustomer(t, 'excluir');
    const placed = await customer.post('/api/store/orders', orderBody([{ productId: product.id, quantity: 2 }]));
    expect(placed.status).toBe(201);
    const orderId = placed.body.order.id;

    const res = await admin.delete(`/api/admin/users/${who.id}`);
    expect(res.status).toBe(200);

    const [row] = await t.ctx.database.db.select().from(user).where(eq(user.id, who.id));
    expect(row.deletedAt).not.toBeNull();
    expect(row.name).toBe('Usuário removido');
    expect(row.email).not.toContain('example.com');
    const kept = await t.ctx.database.db.select().from(orders).where(eq(orders.userId, who.id));
    expect(kept.map((o) => o.id)).toEqual([orderId]);
    expect((await admin.get(`/api/admin/orders/${orderId}`)).status).toBe(200);

    expect((await customer.get('/api/store/orders')).status).toBe(401);
    const login = await t.client().post('/api/auth/sign-in/email', { email: who.email, password: 'segredo123' });
    expect(login.status).toBe(401);
    const list = await admin.get(`/api/admin/users?search=${encodeURIComponent(who.email)}`);
    expect(list.body.total).toBe(0);
    expect((await admin.get('/api/admin/users?search=usuario removido')).body.total).toBe(0);
    // Deleting twice: the account is gone.
    expect((await admin.delete(`/api/admin/users/${who.id}`)).status).toBe(404);
  });

  it('removes a staff account’s staff record and access', async () => {
    const email = `sai.${Math.random().toString(36).slice(2, 6)}@example.com`;
    const target = (await addUser(admin, { email, role: 'staff' })).body.user;
    const victim = await signedIn(email, 'segredo1');
    expect((await victim.get('/api/admin/dashboard')).status).toBe(200);
    expect((await admin.delete(`/api/admin/users/${target.id}`)).status).toBe(200);
    expect((await victim.get('/api/admin/dashboard')).status).toBe(401);
    const records = await t.ctx.database.db.select().from(staffMembers).where(eq(staffMembers.userId, target.id));
    expect(records).toEqual([]);
    const [row] = await t.ctx.database.db.select().from(user).where(eq(user.id, target.id));
    expect(row.role).toBe('customer');
  });

  it('records role changes and deletions in the audit log without personal data', async () => {
    const target = (await addUser(admin, { name: 'Pessoa Auditada' })).body.user;
    await admin.patch(`/api/admin/users/${target.id}/role`, { role: 'admin' });
    await admin.delete(`/api/admin/users/${target.id}`);
    const log = await admin.get(`/api/admin/audit?entity=user&entityId=${target.id}`);
    expect(log.body.items.map((e: { action: string }) => e.action)).toEqual(['delete', 'update', 'create']);
    const [deletion, roleChange, creation] = log.body.items;
    expect(roleChange).toMatchObject({ userName: 'Helena Administradora', before: { role: 'customer' }, after: { role: 'admin' } });
    expect(creation.after).toMatchObject({ name: 'Pessoa Auditada', role: 'customer' });
    expect(JSON.stringify([deletion.before, deletion.after])).not.toContain('Pessoa Auditada');
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PERMISSIONS, EDITABLE_JOB_TITLES, noPermissionMessage, STORE_STAFF_STOCK_MESSAGE } from '@/domain/permissions';
import { STAFF_CREATES_CUSTOMERS_MESSAGE } from '@/domain/schemas/admin-users';
import { PASSWORD_NOT_HERE_MESSAGE } from '@/domain/schemas/staff';
import { auditLog, staffMembers, stores, suppliers } from '@/server/db/schema';
import { OTHER_STORE_MESSAGE } from '@/server/modules/permissions/store-scope';
import { SELF_APPROVAL_MESSAGE } from '@/server/modules/receiving/verify-supervisor';
import { OWN_CONTACT_ONLY_MESSAGE, OWN_JOB_TITLE_MESSAGE } from '@/server/modules/staff/staff-access';
import { createProduct, productRow, signedInStaff } from '../support/app-fixtures';
import { merchandiseRequestForm, specialOrderForm, staffForm } from '../support/fixtures';
import { madeForSuite, setUpTestApp, signInForSuite } from '../support/test-app';

const t = setUpTestApp();
const admin = signInForSuite(t, 'admin');
const clerk = madeForSuite('a Funcionário', () => signedInStaff(t, admin, 'Funcionário', { name: 'Caio Balconista' }));
const colleague = madeForSuite('another Funcionário', () => signedInStaff(t, admin, 'Funcionário', { name: 'Rita Colega' }));
const manager = madeForSuite('a Gerente', () => signedInStaff(t, admin, 'Gerente', { name: 'Glória Gerente' }));

const recordOf = async (id: string) => (await admin.get(`/api/admin/staff/${id}`)).body.staff;

describe('issue 26 attacks', () => {
  it('refuses a clerk promoting themselves to Supervisor through their own staff record', async () => {
    const mine = await recordOf(clerk.id);
    const res = await clerk.client.put(`/api/admin/staff/${clerk.id}`, { ...staffForm(mine), jobTitle: 'Supervisor' });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(OWN_CONTACT_ONLY_MESSAGE);
    expect((await recordOf(clerk.id)).jobTitle).toBe('Funcionário');
  });

  it('refuses a clerk creating a Gerente with a password of their choice', async () => {
    const res = await clerk.client.post('/api/admin/staff', {
      name: 'Gerente Falso',
      email: 'falso@luzdafe.test',
      password: 'escolhida1',
      jobTitle: 'Gerente',
    });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(noPermissionMessage('staff.manage'));
    expect((await admin.get('/api/admin/staff?search=falso')).body.staff).toEqual([]);
  });

  it("refuses a clerk setting another staff member's password", async () => {
    const theirs = await recordOf(colleague.id);
    const res = await clerk.client.put(`/api/admin/staff/${colleague.id}`, { ...staffForm(theirs), password: 'tomada123' });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(noPermissionMessage('staff.manage'));
    const takeover = await t.client().post('/api/auth/sign-in/email', { email: colleague.email, password: 'tomada123' });
    expect(takeover.status).toBe(401);
  });
});

describe('staff records', () => {
  it("lets a clerk edit their own contact data, and nothing else of anyone's", async () => {
    const mine = await recordOf(clerk.id);
    const ok = await clerk.client.put(`/api/admin/staff/${clerk.id}`, {
      ...staffForm(mine),
      name: 'Caio B. Balconista',
      phone: '(11) 97777-1234',
      address: 'Rua Nova, 10',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.staff).toMatchObject({ name: 'Caio B. Balconista', phone: '(11) 97777-1234', address: 'Rua Nova, 10', jobTitle: 'Funcionário' });
    const email = await clerk.client.put(`/api/admin/staff/${clerk.id}`, { ...staffForm(ok.body.staff), email: 'outro@luzdafe.test' });
    expect(email.status).toBe(403);
    expect(email.body.error.message).toBe(OWN_CONTACT_ONLY_MESSAGE);
  });

  it("keeps colleagues' records to those who manage staff", async () => {
    const other = await clerk.client.get(`/api/admin/staff/${colleague.id}`);
    expect(other.status).toBe(403);
    expect(other.body.error.message).toBe(noPermissionMessage('staff.manage'));
    expect((await clerk.client.get(`/api/admin/staff/${colleague.id}/reports`)).status).toBe(403);
    expect((await clerk.client.get(`/api/admin/staff/${clerk.id}`)).status).toBe(200);
    const list = await clerk.client.get('/api/admin/staff');
    expect(list.body.staff.map((m: { id: string }) => m.id)).toEqual([clerk.id]);
    expect((await manager.client.get(`/api/admin/staff/${colleague.id}`)).status).toBe(200);
    expect((await manager.client.get('/api/admin/staff')).body.staff.length).toBeGreaterThan(2);
  });

  it('never sets a password through the record, not even for an administrator', async () => {
    const theirs = await recordOf(colleague.id);
    for (const editor of [admin, manager.client]) {
      const res = await editor.put(`/api/admin/staff/${colleague.id}`, { ...staffForm(theirs), password: 'nova-senha-1' });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(PASSWORD_NOT_HERE_MESSAGE);
    }
    expect((await t.client().post('/api/auth/sign-in/email', { email: colleague.email, password: 'nova-senha-1' })).status).toBe(401);
  });

  it('lets a manager change a clerk’s job title but not their own, and send a reset link instead of a password', async () => {
    const theirs = await recordOf(colleague.id);
    const promoted = await manager.client.put(`/api/admin/staff/${colleague.id}`, { ...staffForm(theirs), jobTitle: 'Almoxarife' });
    expect(promoted.status).toBe(200);
    expect(promoted.body.staff.jobTitle).toBe('Almoxarife');
    const mine = await recordOf(manager.id);
    const self = await manager.client.put(`/api/admin/staff/${manager.id}`, { ...staffForm(mine), jobTitle: 'Supervisor' });
    expect(self.status).toBe(403);
    expect(self.body.error.message).toBe(OWN_JOB_TITLE_MESSAGE);

    const sent = await manager.client.post(`/api/admin/staff/${colleague.id}/password-reset`);
    expect(sent.status).toBe(200);
    const mails = (await t.ctx.database.db.query.outbox.findMany()).filter((m) => m.kind === 'password-reset' && m.to === colleague.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`${t.ctx.config.publicUrl}/api/auth/reset-password/`);
    const refused = await clerk.client.post(`/api/admin/staff/${colleague.id}/password-reset`);
    expect(refused.status).toBe(403);
    const adminRecord = (await admin.get('/api/admin/staff?search=helena')).body.staff[0];
    expect((await manager.client.post(`/api/admin/staff/${adminRecord.id}/password-reset`)).status).toBe(403);
  });

  it('creates staff accounts only with users.manage, like POST /api/admin/users', async () => {
    const body = { name: 'Nova Pessoa', email: 'nova.pessoa@luzdafe.test', password: 'senha-forte-1', jobTitle: 'Funcionário' };
    const byManager = await manager.client.post('/api/admin/staff', body);
    expect(byManager.status).toBe(403);
    expect(byManager.body.error.message).toBe(STAFF_CREATES_CUSTOMERS_MESSAGE);
    const viaUsers = await manager.client.post('/api/admin/users', { name: 'Nova Pessoa', email: body.email, password: body.password, role: 'staff' });
    expect(viaUsers.status).toBe(403);
    expect(viaUsers.body.error.message).toBe(STAFF_CREATES_CUSTOMERS_MESSAGE);
    expect((await admin.post('/api/admin/staff', body)).status).toBe(201);
  });
});

describe('Configurações → Permissões', () => {
  it('shows the defaults, saves a change with its audit entry, and applies it at once', async () => {
    const before = await admin.get('/api/admin/permissions');
    expect(before.status).toBe(200);
    expect(before.body.matrix.Supervisor).toContain('receiving.approve');
    expect(before.body.matrix.Funcionário).toEqual([...DEFAULT_PERMISSIONS.Funcionário]);

    expect((await clerk.client.post('/api/admin/requests/purchases', {})).status).not.toBe(403);
    const matrix = Object.fromEntries(EDITABLE_JOB_TITLES.map((title) => [title, [...DEFAULT_PERMISSIONS[title]]]));
    matrix.Funcionário = matrix.Funcionário!.filter((p) => p !== 'requests.create');
    const saved = await admin.put('/api/admin/permissions', { matrix });
    expect(saved.status).toBe(200);
    expect(saved.body.matrix.Funcionário).not.toContain('requests.create');
    const refused = await clerk.client.post('/api/admin/requests/purchases', {});
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Você não tem permissão para criar solicitações e encomendas especiais.');
    expect((await clerk.client.get('/api/me/permissions')).body.permissions).not.toContain('requests.create');

    const [entry] = await t.ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'permissions'));
    expect(entry).toMatchObject({ action: 'update' });
    expect((entry!.before as Record<string, string[]>).Funcionário).toContain('requests.create');
    expect((entry!.after as Record<string, string[]>).Funcionário).not.toContain('requests.create');

    const back = await admin.put('/api/admin/permissions', { matrix: { ...matrix, Funcionário: [...DEFAULT_PERMISSIONS.Funcionário] } });
    expect(back.status).toBe(200);
    expect((await clerk.client.post('/api/admin/requests/purchases', {})).status).not.toBe(403);
  });

  it('refuses an unknown permission or job title with a pt-BR 400, and the matrix to those without users.manage', async () => {
    const bad = await admin.put('/api/admin/permissions', { matrix: { Funcionário: ['tudo'], Almoxarife: [], Supervisor: [], Gerente: [] } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Permissões inválidas: marque apenas permissões da lista para cada cargo.');
    const missing = await admin.put('/api/admin/permissions', { matrix: { Funcionário: [] } });
    expect(missing.status).toBe(400);
    const byManager = await manager.client.put('/api/admin/permissions', { matrix: Object.fromEntries(EDITABLE_JOB_TITLES.map((title) => [title, []])) });
    expect(byManager.status).toBe(403);
    expect(byManager.body.error.message).toBe(noPermissionMessage('users.manage'));
  });

  it('keeps every permission for the admin role whatever the matrix says', async () => {
    const mine = await admin.get('/api/me/permissions');
    expect(mine.body.permissions).toContain('users.manage');
    const [row] = await t.ctx.database.db.select().from(staffMembers).where(eq(staffMembers.userId, clerk.id));
    expect(row!.jobTitle).toBe('Funcionário');
  });
});

describe('supervisor approval of a receiving check with a divergence', () => {
  const supervisor = madeForSuite('a Supervisor', () => signedInStaff(t, admin, 'Supervisor', { name: 'Sara Supervisora' }));
  let seq = 0;
  const divergentCheck = async (approverEmail: string, password: string) => {
    const [supplier] = await t.ctx.database.db.select().from(suppliers).limit(1);
    const p = await createProduct(t, { stock: 0 });
    return {
      productId: p.id,
      body: {
        lines: [{ productId: p.id, expectedQuantity: 10, receivedQuantity: 8 }],
        number: `26${Date.now() % 1_000_000}${++seq}`,
        series: '1',
        emissionDate: '2026-11-20',
        receptionDate: '2026-11-23',
        supplierId: supplier!.id,
        receiverName: 'Ana Recebedora',
        autoEntry: true,
        supervisorEmail: approverEmail,
        supervisorPassword: password,
      },
    };
  };

  it("is refused to one's own check, whatever the password", async () => {
    const { body, productId } = await divergentCheck(supervisor.email, 'senha-forte-123');
    const res = await supervisor.client.post('/api/admin/receiving-checks', body);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(SELF_APPROVAL_MESSAGE);
    expect((await productRow(t, productId)).stock).toBe(0);
  });

  it("follows the matrix: without 'receiving.approve' a Supervisor's password no longer approves", async () => {
    const matrix = Object.fromEntries(EDITABLE_JOB_TITLES.map((title) => [title, [...DEFAULT_PERMISSIONS[title]]]));
    matrix.Supervisor = matrix.Supervisor!.filter((p) => p !== 'receiving.approve');
    expect((await admin.put('/api/admin/permissions', { matrix })).status).toBe(200);
    try {
      const { body, productId } = await divergentCheck(supervisor.email, 'senha-forte-123');
      const refused = await clerk.client.post('/api/admin/receiving-checks', body);
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toBe('Senha do Supervisor inválida para entrada com divergência.');
      expect((await productRow(t, productId)).stock).toBe(0);
    } finally {
      expect((await admin.put('/api/admin/permissions', { matrix: { ...matrix, Supervisor: [...DEFAULT_PERMISSIONS.Supervisor] } })).status).toBe(200);
    }
    const { body, productId } = await divergentCheck(supervisor.email, 'senha-forte-123');
    const approved = await clerk.client.post('/api/admin/receiving-checks', body);
    expect(approved.status).toBe(201);
    expect(approved.body.check.approvedByName).toBe('Sara Supervisora');
    expect((await productRow(t, productId)).stock).toBe(8);
  });

  it("does not let one clerk's wrong passwords lock the supervisor out for another clerk", async () => {
    const clerkA = await signedInStaff(t, admin, 'Funcionário');
    const clerkB = await signedInStaff(t, admin, 'Funcionário');
    for (let i = 0; i < 5; i++) {
      const wrong = await clerkA.client.post('/api/admin/receiving-checks', (await divergentCheck(supervisor.email, `errada-${i}`)).body);
      expect(wrong.status).toBe(403);
    }
    const blocked = await clerkA.client.post('/api/admin/receiving-checks', (await divergentCheck(supervisor.email, 'senha-forte-123')).body);
    expect(blocked.status).toBe(429);
    const { body, productId } = await divergentCheck(supervisor.email, 'senha-forte-123');
    const other = await clerkB.client.post('/api/admin/receiving-checks', body);
    expect(other.status).toBe(201);
    expect((await productRow(t, productId)).stock).toBe(8);
  });
});

describe('store scope (the demo store clerk loja@luzdafe.test, Funcionário at the Filial)', () => {
  const loja = madeForSuite('the store clerk', async () => {
    const c = t.client();
    await c.unlockGate();
    await c.signIn('loja@luzdafe.test', 'demo1234');
    return c;
  });
  const storesOf = async () => {
    const all = await t.ctx.database.db.select().from(stores);
    return { filial: all.find((s) => s.type === 'Filial')!, other: all.find((s) => s.type !== 'Filial')! };
  };
  /**
   * The clerk creates at `path` for its own store and is refused another store's; of the admin's
   * document for that other store it neither lists nor opens anything. Both documents are returned.
   */
  const ownStoreOnly = async (path: string, body: (storeId: number) => unknown, key: 'request' | 'order') => {
    const { filial, other } = await storesOf();
    const own = await loja.post(path, body(filial.id));
    expect(own.status).toBe(201);
    const foreign = await loja.post(path, body(other.id));
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.message).toBe(OTHER_STORE_MESSAGE);
    const theirs = (await admin.post(path, body(other.id))).body[key];
    const listed = (await loja.get(`${path}?pageSize=100`)).body.items.map((i: { id: number }) => i.id);
    expect(listed).toContain(own.body[key].id);
    expect(listed).not.toContain(theirs.id);
    expect((await loja.get(`${path}/${theirs.id}`)).status).toBe(404);
    return { own: own.body[key], theirs };
  };

  it('knows its store and never posts warehouse stock, whatever the job title holds', async () => {
    const { filial } = await storesOf();
    const mine = (await loja.get('/api/me/permissions')).body;
    expect(mine).toMatchObject({ storeId: filial.id, storeName: filial.name });
    expect(mine.permissions).not.toContain('stock.post');
    const p = await createProduct(t, { stock: 5 });
    const entry = await loja.post('/api/admin/stock-entries', { productId: p.id, quantity: 1, entryDate: '2026-11-20' });
    expect(entry.status).toBe(403);
    expect(entry.body.error.message).toBe(STORE_STAFF_STOCK_MESSAGE);
    const exit = await loja.post('/api/admin/stock-exits', { storeId: filial.id, exitDate: '2026-11-22', items: [{ productId: p.id, quantity: 1 }] });
    expect(exit.status).toBe(403);
    expect((await loja.post('/api/admin/receiving-checks', {})).status).toBe(403);
    expect((await productRow(t, p.id)).stock).toBe(5);
  });

  it('sees and creates merchandise requests and special orders for its own store only', async () => {
    const p = await createProduct(t, { stock: 5 });
    const body = (storeId: number) => merchandiseRequestForm(storeId, [{ productId: p.id, quantity: 1 }]);
    const { own, theirs } = await ownStoreOnly('/api/admin/requests/merchandise', body, 'request');
    expect((await admin.get('/api/admin/requests/merchandise?pageSize=100')).body.items.map((i: { id: number }) => i.id)).toContain(theirs.id);
    // The hub counts the clerk's own store only.
    const [mine, all] = [(await loja.get('/api/admin/requests/summary')).body, (await admin.get('/api/admin/requests/summary')).body];
    expect(mine.merchandise).toBeGreaterThan(0);
    expect(mine.merchandise).toBeLessThan(all.merchandise);
    expect(mine.purchase).toBe(all.purchase);
    // Even given 'requests.manage', a store clerk cannot move, mark or print another store's request.
    const defaults = Object.fromEntries(EDITABLE_JOB_TITLES.map((title) => [title, [...DEFAULT_PERMISSIONS[title]]]));
    expect(
      (await admin.put('/api/admin/permissions', { matrix: { ...defaults, Funcionário: [...DEFAULT_PERMISSIONS.Funcionário, 'requests.manage'] } })).status,
    ).toBe(200);
    try {
      const move = await loja.patch(`/api/admin/requests/merchandise/${theirs.id}/status`, { status: 'Em Análise', version: theirs.version });
      expect(move.status).toBe(404);
      expect((await loja.patch(`/api/admin/requests/merchandise/${theirs.id}/items/bulk`, { status: 'Item em Falta', version: theirs.version })).status).toBe(
        404,
      );
      expect((await loja.get(`/api/admin/requests/merchandise/${theirs.id}/separation.pdf`)).status).toBe(404);
      expect((await admin.get(`/api/admin/requests/merchandise/${theirs.id}`)).body.request.status).toBe('Recebida');
      expect((await loja.get(`/api/admin/requests/merchandise/${own.id}/separation.pdf`)).status).toBe(200);
    } finally {
      await admin.put('/api/admin/permissions', { matrix: defaults });
    }

    const order = (storeId: number | null) => specialOrderForm(storeId, p.id);
    await ownStoreOnly('/api/admin/special-orders', order, 'order');
  });

  it('sees the exits to its own store only', async () => {
    const { filial, other } = await storesOf();
    const p = await createProduct(t, { stock: 10 });
    const exitTo = async (storeId: number) =>
      (await admin.post('/api/admin/stock-exits', { storeId, exitDate: '2026-11-22', items: [{ productId: p.id, quantity: 1 }] })).body.exit;
    const toFilial = await exitTo(filial.id);
    const toOther = await exitTo(other.id);
    const listed = (await loja.get('/api/admin/stock-exits?pageSize=100')).body.items.map((e: { id: number }) => e.id);
    expect(listed).toContain(toFilial.id);
    expect(listed).not.toContain(toOther.id);
    expect((await loja.get(`/api/admin/stock-exits/${toOther.id}`)).status).toBe(404);
    expect((await loja.get(`/api/admin/stock-exits/${toFilial.id}`)).status).toBe(200);
    const csv = await loja.get('/api/admin/stock-exits/export.csv');
    expect(csv.status).toBe(200);
    expect(String(csv.body)).not.toContain(toOther.code);
  });
});

describe('files keep their own policy and honest names', () => {
  it('answers a staff document with its own sandboxed CSP, named by its sniffed type without bidi characters', async () => {
    const form = new FormData();
    form.set('type', 'Contrato');
    form.set('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')]), 'contrato\u202Egnp.exe');
    const added = await admin.post(`/api/admin/staff/${clerk.id}/documents`, form);
    expect(added.status).toBe(201);
    expect(added.body.document.fileName).toBe('contratognp.pdf');
    const res = await t.app.request(`http://localhost${added.body.document.downloadUrl}`, {
      headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    // Pages keep the app's own policy.
    const page = await admin.get('/api/health');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});

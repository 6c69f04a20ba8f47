import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_NOT_HERE_MESSAGE } from '@/domain/schemas/staff';
import { createUserWithPassword } from '@/server/auth/create-user';
import { auditLog, generatedReports, session, staffDocuments, staffMembers, user } from '@/server/db/schema';
import { setUpTestApp, signInForSuite, type TestClient } from '../support/test-app';

// These tests sign in far more often than Better Auth's 10-per-minute limit allows.
process.env.AUTH_RATE_LIMIT = 'off';
const t = setUpTestApp();
const staff = signInForSuite(t, 'staff');
const admin = signInForSuite(t, 'admin');

const REQUIRED = 'Nome, email e senha (para novos) são obrigatórios.';
const newMember = (over: Record<string, unknown> = {}) => ({
  name: 'Beatriz Almeida',
  email: `beatriz.${Math.random().toString(36).slice(2, 8)}@luzdafe.test`,
  password: 'senha-inicial',
  phone: '11987654321',
  address: 'Rua das Flores, 10',
  jobTitle: 'Almoxarife',
  hireDate: '2025-01-20',
  ...over,
});

async function canSignIn(email: string, password: string) {
  const res = await t.client().post('/api/auth/sign-in/email', { email, password });
  return res.status === 200;
}

/** Raw bytes of a download (the JSON test client decodes bodies as text). */
async function download(client: TestClient, url: string) {
  const res = await t.app.request(`http://localhost${url}`, {
    headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

function upload(client: TestClient, staffId: string, file: Blob | null, name: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set('type', fields.type ?? 'Contrato');
  form.set('date', fields.date ?? '2025-02-01');
  form.set('description', fields.description ?? 'Contrato de trabalho');
  if (file) form.set('file', file, name);
  return client.post(`/api/admin/staff/${staffId}/documents`, form);
}

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n'), Buffer.from([0xe2, 0xe3, 0xcf, 0xd3, 0x00, 0xff]), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('staff list and detail', () => {
  it('lists staff and admins (never customers) with job title, and searches', async () => {
    const res = await admin.get('/api/admin/staff');
    expect(res.status).toBe(200);
    const byEmail = Object.fromEntries(res.body.staff.map((s: { email: string }) => [s.email, s]));
    expect(byEmail['admin@luzdafe.test']).toMatchObject({ role: 'admin', jobTitle: 'Administrador', hireDate: '2023-02-01' });
    expect(byEmail['funcionario@luzdafe.test']).toMatchObject({ role: 'staff', jobTitle: 'Supervisor', name: 'Carlos Funcionário' });
    expect(byEmail['cliente@luzdafe.test']).toBeUndefined();
    const found = await admin.get('/api/admin/staff?search=carlos funcionario');
    expect(found.body.staff.map((s: { email: string }) => s.email)).toEqual(['funcionario@luzdafe.test']);
    expect((await admin.get('/api/admin/staff?search=supervisor')).body.staff).toHaveLength(1);
    // Without 'staff.manage' (a Supervisor by default) the list is one's own record.
    expect((await staff.get('/api/admin/staff')).body.staff.map((s: { email: string }) => s.email)).toEqual(['funcionario@luzdafe.test']);
  });

  it('answers 404 with the requirements message for an unknown id, and for a customer account', async () => {
    const res = await staff.get('/api/admin/staff/nao-existe');
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Funcionário não encontrado.');
    const [customer] = await t.ctx.database.db.select().from(user).where(eq(user.email, 'cliente@luzdafe.test'));
    expect((await staff.get(`/api/admin/staff/${customer!.id}`)).status).toBe(404);
  });

  it('shows an empty conference history and report list', async () => {
    const [carlos] = (await staff.get('/api/admin/staff?search=carlos')).body.staff;
    const detail = await staff.get(`/api/admin/staff/${carlos.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ staff: { id: carlos.id, jobTitle: 'Supervisor' }, conferences: [], documents: [] });
    expect((await staff.get(`/api/admin/staff/${carlos.id}/reports`)).body).toEqual({ reports: [] });
  });
});

describe('creating staff', () => {
  it('requires name, e-mail and password with the requirements message', async () => {
    for (const body of [newMember({ name: '' }), newMember({ email: '' }), newMember({ password: '' }), {}]) {
      const res = await admin.post('/api/admin/staff', body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(REQUIRED);
    }
    const short = await admin.post('/api/admin/staff', newMember({ password: '123' }));
    expect(short.body.error.message).toBe('A senha deve ter pelo menos 6 caracteres');
    const title = await admin.post('/api/admin/staff', newMember({ jobTitle: 'Diretor' }));
    expect(title.body.error.message).toBe('Selecione um cargo válido.');
  });

  it('creates the account and the staff record; the new member signs in to the back-office', async () => {
    const body = newMember();
    const res = await admin.post('/api/admin/staff', body);
    expect(res.status).toBe(201);
    expect(res.body.staff).toMatchObject({
      name: 'Beatriz Almeida',
      email: body.email,
      role: 'staff',
      jobTitle: 'Almoxarife',
      phone: '(11) 98765-4321',
      address: 'Rua das Flores, 10',
      hireDate: '2025-01-20',
    });
    const member = t.client();
    await member.signIn(body.email, 'senha-inicial');
    expect((await member.get('/api/me')).body.user).toMatchObject({ role: 'staff', name: 'Beatriz Almeida' });
    expect((await member.get('/api/admin/staff')).body.staff.map((m: { email: string }) => m.email)).toEqual([body.email]);
    const audit = await t.ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, res.body.staff.id));
    expect(audit.map((a) => [a.entity, a.action])).toEqual([['staff', 'create']]);
    expect(JSON.stringify(audit[0]!.after)).not.toContain('senha-inicial');
  });

  it('refuses an e-mail already in use by any account (409)', async () => {
    for (const email of ['cliente@luzdafe.test', 'ADMIN@luzdafe.test']) {
      const res = await admin.post('/api/admin/staff', newMember({ email }));
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe('Já existe um usuário com este e-mail.');
    }
  });

  it('lets only administrators create an Administrador, who gets the admin role', async () => {
    const refused = await staff.post('/api/admin/staff', newMember({ jobTitle: 'Administrador' }));
    expect(refused.status).toBe(403);
    const body = newMember({ jobTitle: 'Administrador' });
    const created = await admin.post('/api/admin/staff', body);
    expect(created.status).toBe(201);
    expect(created.body.staff.role).toBe('admin');
    // …and staff cannot edit that administrator afterwards (password takeover).
    const edit = await staff.put(`/api/admin/staff/${created.body.staff.id}`, { ...body, jobTitle: 'Funcionário', password: 'tomada123' });
    expect(edit.status).toBe(403);
    expect(await canSignIn(body.email, 'tomada123')).toBe(false);
  });
});

describe('editing staff', () => {
  it('keeps the password when left blank and refuses a new one (issue 26: a reset link instead)', async () => {
    const body = newMember();
    const { id } = (await admin.post('/api/admin/staff', body)).body.staff;
    const member = t.client();
    await member.signIn(body.email, 'senha-inicial');

    const blank = await admin.put(`/api/admin/staff/${id}`, { ...body, name: 'Beatriz A. Souza', jobTitle: 'Gerente', password: '' });
    expect(blank.status).toBe(200);
    expect(blank.body.staff).toMatchObject({ name: 'Beatriz A. Souza', jobTitle: 'Gerente', role: 'staff' });
    expect(await canSignIn(body.email, 'senha-inicial')).toBe(true);
    expect((await member.get('/api/me')).body.user?.name).toBe('Beatriz A. Souza');

    const changed = await admin.put(`/api/admin/staff/${id}`, { ...body, password: 'nova-senha-1' });
    expect(changed.status).toBe(400);
    expect(changed.body.error.message).toBe(PASSWORD_NOT_HERE_MESSAGE);
    expect(await canSignIn(body.email, 'nova-senha-1')).toBe(false);
    expect((await member.get('/api/me')).body.user?.id).toBe(id);
  });

  it('lets a member change their own password signed in, ending their other sessions', async () => {
    const body = newMember();
    const { id } = (await admin.post('/api/admin/staff', body)).body.staff;
    const me = t.client();
    await me.unlockGate();
    await me.signIn(body.email, 'senha-inicial');
    const elsewhere = t.client();
    await elsewhere.signIn(body.email, 'senha-inicial');
    const res = await me.post('/api/auth/change-password', { currentPassword: 'senha-inicial', newPassword: 'minha-nova', revokeOtherSessions: true });
    expect(res.status).toBe(200);
    expect((await me.get('/api/me')).body.user?.id).toBe(id);
    expect((await elsewhere.get('/api/me')).body.user).toBeNull();
    expect(await canSignIn(body.email, 'minha-nova')).toBe(true);
  });

  it('refuses an e-mail of another account and a blank name', async () => {
    const body = newMember();
    const { id } = (await admin.post('/api/admin/staff', body)).body.staff;
    const taken = await admin.put(`/api/admin/staff/${id}`, { ...body, email: 'cliente@luzdafe.test', password: '' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe('Já existe um usuário com este e-mail.');
    const missing = await admin.put(`/api/admin/staff/${id}`, { ...body, name: '' });
    expect(missing.body.error.message).toBe(REQUIRED);
    expect((await admin.put('/api/admin/staff/nao-existe', body)).status).toBe(404);
  });

  it('promotes with the Administrador title (admins only) and ends the promoted sessions', async () => {
    const body = newMember();
    const { id } = (await admin.post('/api/admin/staff', body)).body.staff;
    const member = t.client();
    await member.signIn(body.email, 'senha-inicial');
    expect((await staff.put(`/api/admin/staff/${id}`, { ...body, password: '', jobTitle: 'Administrador' })).status).toBe(403);
    const promoted = await admin.put(`/api/admin/staff/${id}`, { ...body, password: '', jobTitle: 'Administrador' });
    expect(promoted.body.staff.role).toBe('admin');
    expect((await member.get('/api/me')).body.user).toBeNull();
  });

  it('does not let an administrator demote themselves', async () => {
    const [helena] = (await admin.get('/api/admin/staff?search=helena')).body.staff;
    const res = await admin.put(`/api/admin/staff/${helena.id}`, { name: helena.name, email: helena.email, jobTitle: 'Gerente' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Você não pode remover sua própria função de administrador.');
  });
});

describe('deleting staff', () => {
  it('is admin only and refuses to delete oneself', async () => {
    const [helena] = (await admin.get('/api/admin/staff?search=helena')).body.staff;
    const self = await admin.delete(`/api/admin/staff/${helena.id}`);
    expect(self.status).toBe(400);
    expect(self.body.error.message).toBe('Você não pode excluir a si mesmo.');
    const body = newMember();
    const { id } = (await admin.post('/api/admin/staff', body)).body.staff;
    expect((await staff.delete(`/api/admin/staff/${id}`)).status).toBe(403);
    expect((await admin.delete('/api/admin/staff/nao-existe')).status).toBe(404);
  });

  it('removes the record and documents, anonymises the account and ends its sessions', async () => {
    const body = newMember();
    const { id } = (await admin.post('/api/admin/staff', body)).body.staff;
    const member = t.client();
    await member.signIn(body.email, 'senha-inicial');
    const doc = await upload(admin, id, new Blob([PDF]), 'contrato.pdf');
    expect(doc.status).toBe(201);
    const [stored] = await t.ctx.database.db.select().from(staffDocuments).where(eq(staffDocuments.id, doc.body.document.id));
    expect(await t.ctx.storage.get(stored!.storageKey)).not.toBeNull();

    expect((await admin.delete(`/api/admin/staff/${id}`)).body).toEqual({ ok: true });
    expect((await staff.get(`/api/admin/staff/${id}`)).status).toBe(404);
    expect((await staff.get('/api/admin/staff')).body.staff.some((s: { id: string }) => s.id === id)).toBe(false);
    const [row] = await t.ctx.database.db.select().from(user).where(eq(user.id, id));
    expect(row).toMatchObject({ role: 'customer', name: 'Usuário removido' });
    expect(row!.deletedAt).not.toBeNull();
    expect(await t.ctx.database.db.select().from(session).where(eq(session.userId, id))).toEqual([]);
    expect((await member.get('/api/me')).body.user).toBeNull();
    expect(await canSignIn(body.email, 'senha-inicial')).toBe(false);
    expect(await t.ctx.storage.get(stored!.storageKey)).toBeNull();
    // The e-mail is free again for a future hire.
    expect((await admin.post('/api/admin/staff', body)).status).toBe(201);
  });
});

describe('staff documents', () => {
  let memberId: string;
  beforeAll(async () => {
    memberId = (await admin.post('/api/admin/staff', newMember())).body.staff.id;
  });

  it('refuses a file whose content is not PDF, PNG, JPEG or WebP, whatever its name', async () => {
    const res = await upload(admin, memberId, new Blob(['MZ this is an executable'], { type: 'application/pdf' }), 'contrato.pdf');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Tipo de arquivo não permitido.');
    const html = await upload(admin, memberId, new Blob(['<html><script>alert(1)</script>']), 'foto.png');
    expect(html.body.error.message).toBe('Tipo de arquivo não permitido.');
  });

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    PDF.copy(big);
    const res = await upload(admin, memberId, new Blob([big]), 'grande.pdf');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('O arquivo deve ter no máximo 10 MB.');
  });

  it('requires a type and a file', async () => {
    const noFile = await upload(admin, memberId, null, '');
    expect(noFile.status).toBe(400);
    expect(noFile.body.error.message).toBe('Selecione um arquivo.');
    const noType = await upload(admin, memberId, new Blob([PDF]), 'a.pdf', { type: '' });
    expect(noType.body.error.message).toBe('Informe o tipo do documento.');
    const json = await admin.post(`/api/admin/staff/${memberId}/documents`, { type: 'Contrato' });
    expect(json.status).toBe(400);
    expect((await upload(admin, 'nao-existe', new Blob([PDF]), 'a.pdf')).status).toBe(404);
  });

  it('stores under a server key and downloads the same bytes with the original name', async () => {
    const res = await upload(admin, memberId, new Blob([PDF]), '../../Contrato de Trabalho – Beatriz.pdf');
    expect(res.status).toBe(201);
    expect(res.body.document).toMatchObject({
      type: 'Contrato',
      date: '2025-02-01',
      description: 'Contrato de trabalho',
      fileName: 'Contrato de Trabalho – Beatriz.pdf',
      mimeType: 'application/pdf',
      sizeBytes: PDF.length,
    });
    const [row] = await t.ctx.database.db.select().from(staffDocuments).where(eq(staffDocuments.id, res.body.document.id));
    expect(row!.storageKey).toMatch(/^staff-documents\/[0-9a-f-]{36}$/);

    const detail = await admin.get(`/api/admin/staff/${memberId}`);
    expect(detail.body.documents.map((d: { id: number }) => d.id)).toContain(res.body.document.id);

    const file = await download(admin, res.body.document.downloadUrl);
    expect(file.status).toBe(200);
    expect(file.bytes.equals(PDF)).toBe(true);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain('attachment;');
    expect(file.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('Contrato de Trabalho – Beatriz.pdf')}`);

    const png = await upload(admin, memberId, new Blob([PNG]), 'rg', { type: 'RG' });
    expect(png.body.document).toMatchObject({ mimeType: 'image/png', fileName: 'rg.png' });
  });

  it('serves downloads to staff only, and only under the right staff member', async () => {
    const { document } = (await upload(admin, memberId, new Blob([PDF]), 'a.pdf')).body;
    const customer = await t.as('customer');
    expect((await download(customer, document.downloadUrl)).status).toBe(403);
    expect((await download(t.client(), document.downloadUrl)).status).toBe(401);
    const [carlos] = (await staff.get('/api/admin/staff?search=carlos')).body.staff;
    expect((await download(admin, `/api/admin/staff/${carlos.id}/documents/${document.id}/download`)).status).toBe(404);
  });

  it("keeps a member's documents to that member and the admins", async () => {
    const { document } = (await upload(admin, memberId, new Blob([PDF]), 'pessoal.pdf')).body;
    // Carlos (staff, not the owner) neither reads, downloads, adds nor deletes Beatriz's documents;
    // a manager reads her record but not her documents.
    expect((await staff.get(`/api/admin/staff/${memberId}`)).status).toBe(403);
    const detail = await admin.get(`/api/admin/staff/${memberId}`);
    expect(detail.body.documents).not.toBeNull();
    // Someone else's documents are answered as missing; adding one is refused with the reason.
    expect((await download(staff, document.downloadUrl)).status).toBe(404);
    expect((await staff.delete(`/api/admin/staff/${memberId}/documents/${document.id}`)).status).toBe(404);
    expect((await upload(staff, memberId, new Blob([PDF]), 'intruso.pdf')).status).toBe(403);
    expect((await download(admin, document.downloadUrl)).status).toBe(200);
    expect((await upload(staff, memberId, new Blob([PDF]), 'intruso.pdf')).body.error.message).toBe(
      'Os documentos de um funcionário são vistos só por ele e pelos administradores.',
    );
    // His own documents are his to handle.
    const me = (await staff.get('/api/me')).body.user.id as string;
    const mine = await upload(staff, me, new Blob([PDF]), 'meu.pdf');
    expect(mine.status).toBe(201);
    expect((await download(staff, mine.body.document.downloadUrl)).status).toBe(200);
    expect((await staff.get(`/api/admin/staff/${me}`)).body.documents.map((d: { id: number }) => d.id)).toContain(mine.body.document.id);
  });

  it('deletes a document and its file', async () => {
    const { document } = (await upload(admin, memberId, new Blob([PDF]), 'apagar.pdf')).body;
    const [row] = await t.ctx.database.db.select().from(staffDocuments).where(eq(staffDocuments.id, document.id));
    expect((await admin.delete(`/api/admin/staff/${memberId}/documents/${document.id}`)).body).toEqual({ ok: true });
    expect(await t.ctx.storage.get(row!.storageKey)).toBeNull();
    expect((await download(admin, document.downloadUrl)).status).toBe(404);
    expect((await admin.delete(`/api/admin/staff/${memberId}/documents/${document.id}`)).status).toBe(404);
  });

  it('treats an account promoted elsewhere as staff and gives it a record on the first document', async () => {
    const { id } = await createUserWithPassword(t.ctx, { name: 'Zé Promovido', email: 'ze@luzdafe.test', password: 'senha-ze', role: 'staff' });
    const listed = (await admin.get('/api/admin/staff?search=promovido')).body.staff;
    expect(listed).toEqual([expect.objectContaining({ id, jobTitle: 'Funcionário', hireDate: null })]);
    expect(await t.ctx.database.db.select().from(staffMembers).where(eq(staffMembers.userId, id))).toEqual([]);
    expect((await upload(admin, id, new Blob([PDF]), 'a.pdf')).status).toBe(201);
    expect(await t.ctx.database.db.select().from(staffMembers).where(eq(staffMembers.userId, id))).toHaveLength(1);
    // An administrator's record is for administrators to change.
    const [helena] = (await admin.get('/api/admin/staff?search=helena')).body.staff;
    expect((await upload(staff, helena.id, new Blob([PDF]), 'a.pdf')).status).toBe(403);
  });
});

describe('generated reports', () => {
  it('lists the reports a staff member generated and downloads them', async () => {
    const [carlos] = (await staff.get('/api/admin/staff?search=carlos')).body.staff;
    await t.ctx.storage.put('reports/test.csv', Buffer.from('\uFEFFa;b\n1;2\n'));
    const [report] = await t.ctx.database.db
      .insert(generatedReports)
      .values({
        userId: carlos.id,
        title: 'Relatório de Entradas',
        kind: 'entries',
        storageKey: 'reports/test.csv',
        fileName: 'entradas.csv',
        mimeType: 'text/csv; charset=utf-8',
      })
      .returning();
    const list = await staff.get(`/api/admin/staff/${carlos.id}/reports`);
    expect(list.body.reports).toEqual([
      expect.objectContaining({ id: report!.id, title: 'Relatório de Entradas', downloadUrl: `/api/admin/reports/${report!.id}/download` }),
    ]);
    const file = await download(admin, list.body.reports[0].downloadUrl);
    expect(file.status).toBe(200);
    expect(file.bytes.toString('utf8')).toBe('\uFEFFa;b\n1;2\n');
    expect((await download(await t.as('customer'), list.body.reports[0].downloadUrl)).status).toBe(403);
    expect((await download(staff, '/api/admin/reports/999999/download')).status).toBe(404);
    // Carlos made it: he downloads it; another staff member does not even see it exists.
    expect((await download(staff, list.body.reports[0].downloadUrl)).status).toBe(200);
    const other = await admin.post('/api/admin/staff', newMember());
    const someone = t.client();
    await someone.unlockGate();
    await someone.signIn(other.body.staff.email, 'senha-inicial');
    expect((await download(someone, list.body.reports[0].downloadUrl)).status).toBe(404);
  });
});

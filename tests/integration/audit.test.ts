import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayIso, toIsoDate } from '@/domain/dates';
import { setUpTestApp, signInForSuite } from '../support/test-app';

let adminId: string;
let staffId: string;
let createdId: string;
const t = setUpTestApp();
const admin = signInForSuite(t, 'admin');
const staff = signInForSuite(t, 'staff');
beforeAll(async () => {
  adminId = (await admin.get('/api/me')).body.user.id;
  staffId = (await staff.get('/api/me')).body.user.id;
  // A few back-office writes by two people.
  createdId = (await admin.post('/api/admin/users', { name: 'Auditada', email: 'auditada@example.com', password: 'segredo1', role: 'customer' })).body.user.id;
  await admin.patch(`/api/admin/users/${createdId}/role`, { role: 'staff' });
  await staff.post('/api/admin/users', { name: 'Cliente do Balcão', email: 'balcao@example.com', password: 'segredo1', role: 'customer' });
  const settings = (await admin.get('/api/admin/settings')).body.shop;
  await admin.put('/api/admin/settings', { ...settings, contactPhone: '(11) 3333-4444' });
  // An old entry, to prove the date filter.
  await t.ctx.database.db.execute(sql`
    INSERT INTO audit_log (user_id, user_name, action, entity, entity_id, before, after, created_at)
    VALUES (${adminId}, 'Helena Administradora', 'update', 'product', '1', '{"priceCents": 100}', '{"priceCents": 200}', '2025-03-10T15:00:00Z')`);
});

const list = (query = '') => admin.get(`/api/admin/audit${query}`);

describe('audit log', () => {
  it('lists back-office writes newest first with who, what, when and before/after', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThanOrEqual(5);
    const [latest] = res.body.items;
    expect(latest).toMatchObject({
      userId: adminId,
      userName: 'Helena Administradora',
      action: 'update',
      entity: 'settings',
      entityId: 'shop',
      before: { contactPhone: '(11) 99999-9999' },
      after: { contactPhone: '(11) 3333-4444' },
    });
    expect(Date.parse(latest.createdAt)).toBeGreaterThan(Date.now() - 600_000);
    const dates = res.body.items.map((e: { createdAt: string }) => e.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters by entity, action, person and entity id', async () => {
    const users = await list('?entity=user');
    expect(users.body.items.every((e: { entity: string }) => e.entity === 'user')).toBe(true);
    expect(users.body.total).toBe(3);
    const creations = await list('?entity=user&action=create');
    expect(creations.body.items.map((e: { after: { name: string } }) => e.after.name).sort()).toEqual(['Auditada', 'Cliente do Balcão']);
    const byStaff = await list(`?userId=${staffId}`);
    expect(byStaff.body.items.map((e: { userName: string }) => e.userName)).toEqual(['Carlos Funcionário']);
    const one = await list(`?entity=user&entityId=${createdId}`);
    expect(one.body.items.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
    expect(one.body.items[0]).toMatchObject({ before: { role: 'customer' }, after: { role: 'staff' } });
    // The list names what the id stands for.
    expect(one.body.items[0].entityLabel).toBe(one.body.items[1].after.name);
  });

  it('filters by São Paulo days, inclusive on both ends', async () => {
    const today = todayIso();
    const todays = await list(`?from=${today}&to=${today}`);
    expect(todays.body.items.some((e: { entity: string }) => e.entity === 'product')).toBe(false);
    const all = (await list('?pageSize=100')).body.items as { createdAt: string }[];
    expect(todays.body.total).toBe(all.filter((e) => toIsoDate(e.createdAt) === today).length);
    expect(todays.body.total).toBeGreaterThanOrEqual(4);
    const march = await list('?from=2025-03-10&to=2025-03-10');
    expect(march.body.items.map((e: { entity: string }) => e.entity)).toEqual(['product']);
    expect((await list('?from=2025-03-11&to=2025-03-31')).body.total).toBe(0);
    expect((await list('?to=2025-03-09')).body.total).toBe(0);
  });

  it('paginates on the server', async () => {
    const total = (await list()).body.total;
    const first = await list('?pageSize=2&page=1');
    const second = await list('?pageSize=2&page=2');
    expect(first.body.total).toBe(total);
    expect(first.body.items).toHaveLength(2);
    expect(second.body.items[0].id).not.toBe(first.body.items[0].id);
    expect(second.body.items[0].id).toBeLessThan(first.body.items[1].id);
  });

  it('offers the values the filters can take', async () => {
    const res = await admin.get('/api/admin/audit/filters');
    expect(res.status).toBe(200);
    expect(res.body.entities).toEqual(expect.arrayContaining(['product', 'settings', 'user']));
    expect(res.body.actions).toEqual(expect.arrayContaining(['create', 'update']));
    expect(res.body.users).toEqual(
      expect.arrayContaining([
        { id: adminId, name: 'Helena Administradora' },
        { id: staffId, name: 'Carlos Funcionário' },
      ]),
    );
  });

  it('refuses bad dates in Portuguese and is for administrators only', async () => {
    const bad = await list('?from=10/03/2025');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Data inválida.');
    const reversed = await list('?from=2025-03-11&to=2025-03-10');
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.message).toBe('A data inicial (De) não pode ser depois da final (Até).');
    expect((await staff.get('/api/admin/audit')).status).toBe(403);
    expect((await staff.get('/api/admin/audit/filters')).status).toBe(403);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, products } from '@/server/db/schema';
import { setUpTestApp, signInForSuite } from '../support/test-app';

const t = setUpTestApp();
const staff = signInForSuite(t, 'staff');
const admin = signInForSuite(t, 'admin');

const auditOf = async (entity: string, id: number) =>
  (await t.ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, entity))).filter((a) => a.entityId === String(id));

describe('categories', () => {
  it('lists the seeded categories in name order and searches without accents', async () => {
    const all = await staff.get('/api/admin/categories');
    expect(all.status).toBe(200);
    expect(all.body.items.map((c: { name: string }) => c.name)).toEqual(['Crucifixos', 'Imagens', 'Kits de Presente', 'Livros', 'Medalhas', 'Terços', 'Velas']);
    const found = await staff.get('/api/admin/categories?search=TERCO');
    expect(found.body.items.map((c: { name: string }) => c.name)).toEqual(['Terços']);
    const byDescription = await staff.get(`/api/admin/categories?search=${encodeURIComponent('oração terço')}`);
    expect(byDescription.body.items.map((c: { name: string }) => c.name)).toEqual(['Terços']);
    expect((await staff.get('/api/admin/categories?search=%20%20')).body.items).toHaveLength(7);
    expect((await staff.get('/api/admin/categories?search=100%25')).body.items).toEqual([]);
  });

  it('requires a name with the requirements message', async () => {
    const res = await staff.post('/api/admin/categories', { name: '   ', description: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('O nome da categoria é obrigatório.');
    expect((await staff.post('/api/admin/categories', 'not json')).status).toBe(400);
  });

  it('creates with a slug from the name, audits it, and keeps the slug on rename', async () => {
    const res = await staff.post('/api/admin/categories', { name: 'Artigos de Primeira Comunhão', description: 'Lembranças' });
    expect(res.status).toBe(201);
    expect(res.body.item).toMatchObject({ name: 'Artigos de Primeira Comunhão', slug: 'artigos-de-primeira-comunhao', description: 'Lembranças' });
    const id = res.body.item.id;
    const renamed = await staff.put(`/api/admin/categories/${id}`, { name: 'Primeira Comunhão', description: '' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.item).toMatchObject({ name: 'Primeira Comunhão', slug: 'artigos-de-primeira-comunhao', description: '' });
    const audit = await auditOf('category', id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audit[1]!.userName).toBe('Carlos Funcionário');
    expect(audit[1]!.before).toMatchObject({ name: 'Artigos de Primeira Comunhão' });
    expect(audit[1]!.after).toMatchObject({ name: 'Primeira Comunhão' });
  });

  it('refuses a duplicate name, whatever its case or accents (409)', async () => {
    for (const name of ['Velas', 'velas', 'TERCOS', 'Terços']) {
      const res = await staff.post('/api/admin/categories', { name });
      expect(res.status, name).toBe(409);
      expect(res.body.error.message).toBe('Já existe uma categoria com este nome.');
    }
    const [velas] = (await staff.get('/api/admin/categories?search=velas')).body.items;
    const clash = await staff.put(`/api/admin/categories/${velas.id}`, { name: 'Livros' });
    expect(clash.status).toBe(409);
    // Saving a category under its own name is not a clash.
    expect((await staff.put(`/api/admin/categories/${velas.id}`, { name: 'Velas', description: 'Velas de todo tipo' })).status).toBe(200);
  });

  it('refuses to delete a category that products use, with the count', async () => {
    const [velas] = (await staff.get('/api/admin/categories?search=velas')).body.items;
    const used = await t.ctx.database.db.select().from(products).where(eq(products.categoryId, velas.id));
    expect(used.length).toBeGreaterThan(0);
    const res = await staff.delete(`/api/admin/categories/${velas.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(`Não é possível excluir: existem ${used.length} produto(s) nesta categoria.`);
    expect((await staff.get('/api/admin/categories?search=velas')).body.items).toHaveLength(1);
  });

  it('deletes an unused category (audited) and answers 404 for unknown ids', async () => {
    const created = await admin.post('/api/admin/categories', { name: 'Temporária' });
    const id = created.body.item.id;
    expect((await admin.delete(`/api/admin/categories/${id}`)).body).toEqual({ ok: true });
    expect((await auditOf('category', id)).map((a) => a.action)).toEqual(['create', 'delete']);
    const again = await admin.delete(`/api/admin/categories/${id}`);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('Categoria não encontrada.');
    expect((await admin.put(`/api/admin/categories/${id}`, { name: 'X' })).status).toBe(404);
    expect((await admin.delete('/api/admin/categories/abc')).status).toBe(400);
  });
});

describe('classifications', () => {
  it('validates, refuses duplicates and deletes only when unused', async () => {
    const empty = await staff.post('/api/admin/classifications', { name: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('O nome da classificação é obrigatório.');
    const dup = await staff.post('/api/admin/classifications', { name: 'consumivel' });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toBe('Já existe uma classificação com este nome.');

    const [religioso] = (await staff.get('/api/admin/classifications?search=religioso')).body.items;
    const used = await t.ctx.database.db.select().from(products).where(eq(products.classificationId, religioso.id));
    const refused = await staff.delete(`/api/admin/classifications/${religioso.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(`Não é possível excluir: existem ${used.length} produto(s) nesta classificação.`);

    const created = await staff.post('/api/admin/classifications', { name: 'Litúrgico', description: 'Para celebrações' });
    expect(created.status).toBe(201);
    const edited = await staff.put(`/api/admin/classifications/${created.body.item.id}`, { name: 'Litúrgico', description: 'Missa' });
    expect(edited.body.item.description).toBe('Missa');
    expect((await staff.delete(`/api/admin/classifications/${created.body.item.id}`)).status).toBe(200);
  });
});

describe('suppliers', () => {
  const valid = {
    name: 'Rosários do Vale',
    email: 'contato@rosariosdovale.com.br',
    cnpj: '',
    contactPerson: 'Joana',
    phone: '12 3104 0000',
    address: 'Rua A, 1 — Aparecida/SP',
    productCategories: 'Terços, Medalhas',
  };

  it('requires name and e-mail with the requirements message, and a valid e-mail', async () => {
    for (const body of [{ ...valid, name: '' }, { ...valid, email: ' ' }, {}]) {
      const res = await staff.post('/api/admin/suppliers', body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Nome e email do fornecedor são obrigatórios.');
    }
    const bad = await staff.post('/api/admin/suppliers', { ...valid, email: 'contato' });
    expect(bad.body.error.message).toBe('Informe um e-mail válido.');
  });

  it('validates the CNPJ only when given and masks the phone', async () => {
    const wrong = await staff.post('/api/admin/suppliers', { ...valid, cnpj: '12.345.678/0001-00' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('CNPJ inválido.');
    const badPhone = await staff.post('/api/admin/suppliers', { ...valid, phone: '999' });
    expect(badPhone.body.error.message).toBe('Informe um telefone válido.');

    const noCnpj = await staff.post('/api/admin/suppliers', valid);
    expect(noCnpj.status).toBe(201);
    expect(noCnpj.body.item).toMatchObject({ cnpj: null, phone: '(12) 3104-0000', productCategories: 'Terços, Medalhas' });

    const withCnpj = await staff.post('/api/admin/suppliers', { ...valid, name: 'Outro', cnpj: '04252011000110' });
    expect(withCnpj.status).toBe(201);
    expect(withCnpj.body.item.cnpj).toBe('04.252.011/0001-10');
    const dupCnpj = await staff.post('/api/admin/suppliers', { ...valid, name: 'Terceiro', cnpj: '04.252.011/0001-10' });
    expect(dupCnpj.status).toBe(409);
    expect(dupCnpj.body.error.message).toBe('Já existe um fornecedor com este CNPJ.');

    const edited = await staff.put(`/api/admin/suppliers/${withCnpj.body.item.id}`, { ...valid, name: 'Outro Nome', cnpj: '04.252.011/0001-10' });
    expect(edited.status).toBe(200);
    expect(edited.body.item.name).toBe('Outro Nome');
    expect((await staff.get('/api/admin/suppliers?search=04.252')).body.items.map((s: { name: string }) => s.name)).toEqual(['Outro Nome']);
  });

  it('refuses to delete a supplier of products and deletes an unused one', async () => {
    const [velas] = (await staff.get('/api/admin/suppliers?search=luz divina')).body.items;
    const refused = await staff.delete(`/api/admin/suppliers/${velas.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/^Não é possível excluir: existem \d+ produto\(s\) deste fornecedor\.$/);
    const [vale] = (await staff.get('/api/admin/suppliers?search=rosarios')).body.items;
    expect((await staff.delete(`/api/admin/suppliers/${vale.id}`)).status).toBe(200);
  });
});

describe('stores', () => {
  it('requires name and address, accepts only the four types and refuses duplicate names', async () => {
    const before = (await staff.get('/api/admin/stores')).body.items.length;
    const missing = await staff.post('/api/admin/stores', { name: 'Quiosque Shopping', address: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Nome e endereço da loja são obrigatórios.');
    const badType = await staff.post('/api/admin/stores', { name: 'X', address: 'Y', type: 'Depósito' });
    expect(badType.status).toBe(400);
    expect(badType.body.error.message).toBe('Selecione um tipo de loja válido.');

    const created = await staff.post('/api/admin/stores', { name: 'Quiosque Shopping', address: 'Shopping Center, piso 2', type: 'Quiosque' });
    expect(created.status).toBe(201);
    expect(created.body.item).toMatchObject({ name: 'Quiosque Shopping', type: 'Quiosque' });
    const dup = await staff.post('/api/admin/stores', { name: 'quiosque shopping', address: 'Outro', type: 'Filial' });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toBe('Já existe uma loja com este nome.');

    const edited = await staff.put(`/api/admin/stores/${created.body.item.id}`, { name: 'Quiosque Shopping', address: 'Piso 3', type: 'Online' });
    expect(edited.body.item).toMatchObject({ address: 'Piso 3', type: 'Online' });
    expect((await staff.get('/api/admin/stores?search=piso')).body.items).toHaveLength(1);
    expect((await staff.delete(`/api/admin/stores/${created.body.item.id}`)).status).toBe(200);
    expect((await staff.get('/api/admin/stores')).body.items).toHaveLength(before);
  });
});

describe('access', () => {
  it('keeps customers and visitors out of every registry', async () => {
    const customer = await t.as('customer');
    const visitor = await t.as('anonymous');
    for (const r of ['categories', 'classifications', 'suppliers', 'stores']) {
      expect((await customer.get(`/api/admin/${r}`)).status).toBe(403);
      expect((await customer.post(`/api/admin/${r}`, { name: 'X', address: 'Y', email: 'a@b.co' })).status).toBe(403);
      expect((await visitor.get(`/api/admin/${r}`)).status).toBe(401);
    }
  });
});

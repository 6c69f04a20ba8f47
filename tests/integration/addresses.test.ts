import { describe, expect, it } from 'vitest';
import { COPACABANA, EXAMPLE_ADDRESS } from '../support/fixtures';
import { gatePassedClients, setUpTestApp, type TestClient } from '../support/test-app';

const t = setUpTestApp();

/** A new browser that already passed the site gate. */
const unlockedClient = gatePassedClients(t);

let seq = 0;
/** A freshly registered customer, signed in, with the gate pass. */
async function newCustomer(): Promise<TestClient> {
  const c = await unlockedClient();
  seq += 1;
  const res = await c.signUp({ name: `Cliente ${seq}`, email: `cliente-end-${seq}@example.com`, password: 'segredo1' });
  expect(res.status).toBe(200);
  return c;
}

const paulista = EXAMPLE_ADDRESS;
const copacabana = { label: 'Trabalho', ...COPACABANA };
const savassi = { cep: '30140-071', street: 'Rua Pernambuco', number: '12', neighborhood: 'Savassi', city: 'Belo Horizonte', state: 'MG' };

const defaults = (c: TestClient) =>
  c.get('/api/store/addresses').then((r) => r.body.addresses.filter((a: { isDefault: boolean }) => a.isDefault).map((a: { id: number }) => a.id));

describe('addresses', () => {
  it('starts empty, saves normalised fields and makes the first address the default', async () => {
    const c = await newCustomer();
    expect((await c.get('/api/store/addresses')).body).toEqual({ addresses: [] });
    const created = await c.post('/api/store/addresses', paulista);
    expect(created.status).toBe(201);
    expect(created.body.address).toEqual({
      id: expect.any(Number),
      label: 'Casa',
      cep: '01310-100',
      street: 'Avenida Paulista',
      number: '1000',
      complement: 'Apto 12',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      isDefault: true,
    });
    const second = await c.post('/api/store/addresses', copacabana);
    expect(second.body.address).toMatchObject({ isDefault: false, complement: '', label: 'Trabalho' });
    const list = (await c.get('/api/store/addresses')).body.addresses;
    expect(list.map((a: { id: number }) => a.id)).toEqual([created.body.address.id, second.body.address.id]);
  });

  it('keeps exactly one default: a new default, "Tornar padrão" and an edit all move it', async () => {
    const c = await newCustomer();
    const a = (await c.post('/api/store/addresses', paulista)).body.address;
    const b = (await c.post('/api/store/addresses', { ...copacabana, isDefault: true })).body.address;
    expect(b.isDefault).toBe(true);
    expect(await defaults(c)).toEqual([b.id]);

    expect((await c.post(`/api/store/addresses/${a.id}/default`)).body).toEqual({ ok: true });
    expect(await defaults(c)).toEqual([a.id]);
    // Default first in the list.
    expect((await c.get('/api/store/addresses')).body.addresses[0].id).toBe(a.id);

    const edited = await c.patch(`/api/store/addresses/${b.id}`, { ...copacabana, number: '501', isDefault: true });
    expect(edited.status).toBe(200);
    expect(edited.body.address).toMatchObject({ id: b.id, number: '501', isDefault: true });
    expect(await defaults(c)).toEqual([b.id]);

    // Unticking the default does not leave the customer without one.
    await c.patch(`/api/store/addresses/${b.id}`, { ...copacabana, isDefault: false });
    expect(await defaults(c)).toEqual([b.id]);
  });

  it('gives the default to the newest remaining address when the default is deleted', async () => {
    const c = await newCustomer();
    const a = (await c.post('/api/store/addresses', paulista)).body.address;
    const b = (await c.post('/api/store/addresses', copacabana)).body.address;
    const m = (await c.post('/api/store/addresses', savassi)).body.address;
    await c.post(`/api/store/addresses/${b.id}/default`);
    expect((await c.delete(`/api/store/addresses/${b.id}`)).body).toEqual({ ok: true });
    expect(await defaults(c)).toEqual([m.id]);
    // Deleting a non-default address leaves the default alone.
    await c.delete(`/api/store/addresses/${a.id}`);
    expect(await defaults(c)).toEqual([m.id]);
    await c.delete(`/api/store/addresses/${m.id}`);
    expect((await c.get('/api/store/addresses')).body.addresses).toEqual([]);
    // The next first address is the default again.
    expect((await c.post('/api/store/addresses', savassi)).body.address.isDefault).toBe(true);
  });

  it('answers bad input with 400 and the form messages in Portuguese', async () => {
    const c = await newCustomer();
    const mismatch = await c.post('/api/store/addresses', { ...paulista, state: 'RJ' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.message).toBe('O CEP informado não pertence ao estado selecionado.');
    const badCep = await c.post('/api/store/addresses', { ...paulista, cep: '123' });
    expect(badCep.status).toBe(400);
    expect(badCep.body.error.message).toBe('Informe um CEP válido.');
    const missing = await c.post('/api/store/addresses', { ...paulista, street: '  ' });
    expect(missing.body.error.message).toBe('Campo obrigatório.');
    const badUf = await c.post('/api/store/addresses', { ...paulista, state: 'XX' });
    expect(badUf.body.error.message).toBe('Selecione um estado válido.');
    expect((await c.post('/api/store/addresses', '[1, 2')).status).toBe(400);
    expect((await c.patch('/api/store/addresses/abc', paulista)).status).toBe(400);
    const a = (await c.post('/api/store/addresses', paulista)).body.address;
    const editMismatch = await c.patch(`/api/store/addresses/${a.id}`, { ...paulista, cep: '22070-011' });
    expect(editMismatch.status).toBe(400);
    expect(editMismatch.body.error.message).toBe('O CEP informado não pertence ao estado selecionado.');
    expect((await c.get('/api/store/addresses')).body.addresses[0].cep).toBe('01310-100');
  });

  it("never shows or changes another customer's address (404)", async () => {
    const owner = await newCustomer();
    const other = await newCustomer();
    const a = (await owner.post('/api/store/addresses', paulista)).body.address;
    expect((await other.get('/api/store/addresses')).body.addresses).toEqual([]);
    for (const res of [
      await other.patch(`/api/store/addresses/${a.id}`, copacabana),
      await other.delete(`/api/store/addresses/${a.id}`),
      await other.post(`/api/store/addresses/${a.id}/default`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Endereço não encontrado.');
    }
    expect((await owner.get('/api/store/addresses')).body.addresses).toEqual([{ ...a }]);
  });

  it('is for customers only', async () => {
    expect((await t.client().get('/api/store/addresses')).status).toBe(403);
    expect((await (await t.as('anonymous')).get('/api/store/addresses')).status).toBe(401);
    expect((await (await t.as('staff')).post('/api/store/addresses', paulista)).status).toBe(403);
  });

  it('keeps one default when addresses are created at the same time', async () => {
    const c = await newCustomer();
    const results = await Promise.all([paulista, copacabana, savassi, paulista].map((a) => c.post('/api/store/addresses', a)));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(await defaults(c)).toHaveLength(1);
  });

  it('caps the address book at 20 addresses', async () => {
    const c = await newCustomer();
    for (let i = 0; i < 20; i++) expect((await c.post('/api/store/addresses', { ...savassi, number: String(i + 1) })).status).toBe(201);
    const over = await c.post('/api/store/addresses', savassi);
    expect(over.status).toBe(400);
    expect(over.body.error.message).toBe('Você pode salvar no máximo 20 endereços.');
  });
});

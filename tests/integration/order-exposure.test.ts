import { describe, expect, it } from 'vitest';
import { createProduct, newCustomer } from '../support/app-fixtures';
import { BOLETO, CUSTOMER, orderBody } from '../support/fixtures';
import { setUpTestApp } from '../support/test-app';

const t = setUpTestApp();

describe('what an order hands out', () => {
  it('sends the confirmation only to the account’s own e-mail, whatever address was typed at checkout', async () => {
    const { client, user } = await newCustomer(t, 'email');
    const p = await createProduct(t, { stock: 2 });
    const res = await client.post('/api/store/orders', {
      ...orderBody([{ productId: p.id, quantity: 1 }]),
      customer: { ...CUSTOMER, email: 'vitima@example.com' },
    });
    expect(res.status).toBe(201);
    const mails = (await t.ctx.database.db.query.outbox.findMany()).filter(
      (m) => m.kind === 'order-confirmation' && m.text.includes(res.body.order.id.slice(-6).toUpperCase()),
    );
    expect(mails.map((m) => m.to)).toEqual([user.email]);
  });

  it('no longer hands out the boleto of a cancelled order', async () => {
    const { client } = await newCustomer(t, 'boleto');
    const p = await createProduct(t, { stock: 2 });
    const res = await client.post('/api/store/orders', orderBody([{ productId: p.id, quantity: 1 }], BOLETO));
    const id = res.body.order.id as string;
    expect((await client.get(`/api/store/orders/${id}/boleto`)).status).toBe(200);
    const admin = await t.as('admin');
    const version = (await admin.get(`/api/admin/orders/${id}`)).body.order.version;
    expect((await admin.patch(`/api/admin/orders/${id}/status`, { status: 'cancelled', version })).status).toBe(200);
    const after = await client.get(`/api/store/orders/${id}/boleto`);
    expect(after.status).toBe(409);
    expect(after.body.error.message).toBe('Este pedido foi cancelado: o boleto não vale mais.');
  });
});

describe('Better Auth endpoints the shop does not use', () => {
  it('do not exist: a customer cannot rename themselves past the profile’s validation', async () => {
    const customer = await t.as('customer');
    for (const path of ['/api/auth/update-user', '/api/auth/change-email', '/api/auth/delete-user', '/api/auth/list-sessions']) {
      const res = await customer.post(path, { name: '<b>x</b>'.repeat(50) });
      expect(res.status, path).toBe(404);
      expect(res.body.error.message).toBe('Rota não encontrada.');
    }
    expect((await customer.get('/api/me')).body.user.name).toBe('Maria Cliente');
  });
});

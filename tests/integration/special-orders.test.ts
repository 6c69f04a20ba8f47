import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { specialOrders, stores } from '@/server/db/schema';
import { createProduct, newCustomer, rawRequest } from '../support/app-fixtures';
import { madeForSuite, setUpTestApp, signInForSuite } from '../support/test-app';

// Encomendas de Clientes through the API: the requirements' messages, registered and walk-in customers, the new
// product's photo, statuses with history, the 'Pronta para Retirada' e-mail and the customer's list.
const t = setUpTestApp();
const staff = signInForSuite(t, 'staff');
const admin = signInForSuite(t, 'admin');
const store = madeForSuite('the first store', async () => (await t.ctx.database.db.select().from(stores).limit(1))[0]!);

function form(data: Record<string, unknown>, photo?: { bytes: Buffer; name: string; type: string }) {
  const fd = new FormData();
  fd.set('data', JSON.stringify(data));
  if (photo) fd.set('photo', new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), photo.name);
  return fd;
}
const walkIn = {
  customerName: 'Dona Cida',
  customerContact: '(11) 95555-1234',
  get storeId() {
    return store.id;
  },
};
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .png()
    .toBuffer();
const readyMails = async (to: string) =>
  (
    await t.ctx.database.db.execute<{ to: string; subject: string; text: string }>(
      sql`SELECT "to", subject, text FROM outbox WHERE kind = 'special-order-ready' AND "to" = ${to}`,
    )
  ).rows;

describe('special orders', () => {
  it('answers the requirements’ messages for the customer, the existing products and the new product', async () => {
    const p = await createProduct(t, { stock: 1 });
    const cases: [Record<string, unknown>, string][] = [
      [{ isExistingProduct: true, items: [{ productId: p.id, quantity: 1 }] }, 'Dados do cliente são obrigatórios.'],
      [
        { customerName: 'Ana', customerContact: '  ', isExistingProduct: true, items: [{ productId: p.id, quantity: 1 }] },
        'Dados do cliente são obrigatórios.',
      ],
      [{ ...walkIn, isExistingProduct: true, items: [] }, 'Adicione pelo menos um produto existente à encomenda.'],
      [{ ...walkIn, isExistingProduct: true }, 'Adicione pelo menos um produto existente à encomenda.'],
      [{ ...walkIn, isExistingProduct: false, newProductName: ' ' }, 'Nome do novo produto é obrigatório.'],
    ];
    for (const [data, message] of cases) {
      const res = await staff.post('/api/admin/special-orders', form(data));
      expect(res.status, JSON.stringify(data)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    const notJson = new FormData();
    notJson.set('data', '{oops');
    expect((await staff.post('/api/admin/special-orders', notJson)).body.error.message).toBe('Dados inválidos.');
  });

  it('creates a walk-in customer’s order of existing products once per key, with a readable id', async () => {
    const p = await createProduct(t, { stock: 0, name: 'Imagem de Santa Rita 40 cm' });
    const data = { ...walkIn, isExistingProduct: true, items: [{ productId: p.id, quantity: 2 }], notes: 'Para maio', idempotencyKey: `enc-${Date.now()}` };
    const first = await staff.post('/api/admin/special-orders', form(data));
    expect(first.status).toBe(201);
    expect(first.body.order).toMatchObject({
      code: expect.stringMatching(/^ENC-\d{6}$/),
      status: 'Recebida',
      customer: { userId: null, name: 'Dona Cida', contact: '(11) 95555-1234', registered: false },
      store: { id: store.id },
      isExistingProduct: true,
      newProduct: null,
      notes: 'Para maio',
      requestedByName: 'Carlos Funcionário',
    });
    expect(first.body.order.items).toEqual([expect.objectContaining({ productId: p.id, productName: 'Imagem de Santa Rita 40 cm', quantity: 2 })]);
    const again = await staff.post('/api/admin/special-orders', form(data));
    expect(again.status).toBe(200);
    expect(again.body.order.id).toBe(first.body.order.id);
  });

  it('keeps the photo of a new product when it is an image, and refuses a text file named .png', async () => {
    const fake = await staff.post(
      '/api/admin/special-orders',
      form(
        { ...walkIn, isExistingProduct: false, newProductName: 'Oratório de Madeira' },
        { bytes: Buffer.from('não sou imagem'), name: 'foto.png', type: 'image/png' },
      ),
    );
    expect(fake.status).toBe(400);
    expect(fake.body.error.message).toBe('A foto do produto deve ser uma imagem (JPEG, PNG ou WebP).');
    const before = (await t.ctx.database.db.select().from(specialOrders)).length;
    const bytes = await png();
    const res = await staff.post(
      '/api/admin/special-orders',
      form(
        { ...walkIn, isExistingProduct: false, newProductName: 'Oratório de Madeira', newProductDescription: 'Com portinhas, 30 cm' },
        { bytes, name: 'oratorio.png', type: 'image/png' },
      ),
    );
    expect(res.status).toBe(201);
    expect((await t.ctx.database.db.select().from(specialOrders)).length).toBe(before + 1);
    const order = res.body.order;
    expect(order.newProduct).toEqual({
      name: 'Oratório de Madeira',
      description: 'Com portinhas, 30 cm',
      photoUrl: `/api/admin/special-orders/${order.id}/photo`,
    });
    expect(order.items).toEqual([expect.objectContaining({ productId: null, productName: 'Oratório de Madeira', quantity: 1, unit: '' })]);
    const photo = await rawRequest(t, staff, 'GET', order.newProduct.photoUrl);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(photo.bytes.equals(bytes)).toBe(true);
  });

  it('finds registered customers by name, phone or e-mail, at most 5', async () => {
    const { user } = await newCustomer(t, 'BuscaEnc');
    for (const q of ['BuscaEnc', user.email, '97777']) {
      const res = await staff.get(`/api/admin/special-orders/customers?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(res.body.items.length).toBeLessThanOrEqual(5);
      if (q !== '97777') expect(res.body.items).toContainEqual({ id: user.id, name: user.name, email: user.email.toLowerCase(), phone: '(11) 97777-0000' });
    }
    for (let i = 0; i < 6; i++) await newCustomer(t, `Muitos${i}`);
    expect((await staff.get('/api/admin/special-orders/customers?q=cliente')).body.items).toHaveLength(5);
    // Staff are not customers.
    expect((await staff.get('/api/admin/special-orders/customers?q=funcionario')).body.items).toEqual([]);
  });

  it('moves through every status with history; Pronta para Retirada e-mails a registered customer once, who sees it in the profile', async () => {
    const p = await createProduct(t, { stock: 0, name: 'Bíblia de Estudo Encomendada' });
    const { client, user } = await newCustomer(t, 'Retira');
    const created = await staff.post(
      '/api/admin/special-orders',
      form({
        customerUserId: user.id,
        customerName: user.name,
        customerContact: user.email,
        storeId: store.id,
        isExistingProduct: true,
        items: [{ productId: p.id, quantity: 1 }],
      }),
    );
    let order = created.body.order;
    expect(order.customer).toMatchObject({ userId: user.id, registered: true });
    const walk = ['Em Análise', 'Aguardando Chegada', 'Pronta para Retirada', 'Finalizada', 'Pedido Recusado', 'Cancelada', 'Recebida'];
    for (const status of walk) {
      const res = await staff.patch(`/api/admin/special-orders/${order.id}/status`, { status, version: order.version });
      expect(res.status, status).toBe(200);
      order = res.body.order;
      expect(order.status).toBe(status);
    }
    expect(order.history.map((h: { toStatus: string }) => h.toStatus)).toEqual(walk);
    expect(order.history[2]).toMatchObject({ fromStatus: 'Aguardando Chegada', userName: 'Carlos Funcionário' });
    const mails = await readyMails(user.email.toLowerCase());
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Sua encomenda ${order.code} está pronta para retirada`);
    expect(mails[0]!.text).toContain('1 × Bíblia de Estudo Encomendada');

    const mine = await client.get('/api/store/special-orders');
    expect(mine.status).toBe(200);
    expect(mine.body.items).toEqual([expect.objectContaining({ code: order.code, status: 'Recebida', products: ['1 × Bíblia de Estudo Encomendada'] })]);
    const other = await newCustomer(t, 'Outro');
    expect((await other.client.get('/api/store/special-orders')).body.items).toEqual([]);
  });

  it('sends no e-mail for a walk-in customer, answers 409 to a stale save and refuses an unknown status', async () => {
    const p = await createProduct(t, { stock: 0 });
    const order = (
      await staff.post(
        '/api/admin/special-orders',
        form({ ...walkIn, customerContact: 'cida@example.com', isExistingProduct: true, items: [{ productId: p.id, quantity: 1 }] }),
      )
    ).body.order;
    const ready = await staff.patch(`/api/admin/special-orders/${order.id}/status`, { status: 'Pronta para Retirada', version: order.version });
    expect(ready.status).toBe(200);
    expect(await readyMails('cida@example.com')).toEqual([]);
    const stale = await admin.patch(`/api/admin/special-orders/${order.id}/status`, { status: 'Cancelada', version: order.version });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe('Esta solicitação foi alterada por outra pessoa. Recarregue para ver a versão atual.');
    const bad = await staff.patch(`/api/admin/special-orders/${order.id}/status`, { status: 'Enviado', version: ready.body.order.version });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Status inválido.');
    const [row] = await t.ctx.database.db.select().from(specialOrders).where(eq(specialOrders.id, order.id));
    expect(row!.status).toBe('Pronta para Retirada');
  });

  it('lists the tab by text and status, and counts in the hub and in the member’s own requests', async () => {
    const p = await createProduct(t, { stock: 0, name: 'Terço de Ônix Encomendado' });
    const before = (await staff.get('/api/admin/requests/summary')).body.specialOrder;
    const order = (
      await staff.post(
        '/api/admin/special-orders',
        form({ ...walkIn, customerName: 'Seu Joaquim', isExistingProduct: true, items: [{ productId: p.id, quantity: 3 }] }),
      )
    ).body.order;
    const list = await staff.get('/api/admin/special-orders?search=joaquim%20onix');
    expect(list.body.items).toEqual([
      expect.objectContaining({ kind: 'specialOrder', code: order.code, who: 'Seu Joaquim', itemCount: 1, status: 'Recebida' }),
    ]);
    expect((await staff.get(`/api/admin/special-orders?search=${order.code}&status=Cancelada`)).body.items).toEqual([]);
    expect((await staff.get('/api/admin/requests/summary')).body.specialOrder).toBe(before + 1);
    const mine = await staff.get('/api/admin/requests/mine?type=specialOrder&search=joaquim');
    expect(mine.body.items.map((i: { code: string }) => i.code)).toContain(order.code);
  });
});

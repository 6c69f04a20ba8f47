import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BUYER_IE_REQUIRED_MESSAGE, INVALID_BUYER_DOCUMENT_MESSAGE } from '@/domain/buyer-document';
import { orders } from '@/server/db/schema';
import { countRows, createProduct, creditCard } from '../support/app-fixtures';
import { ADDRESS, BOLETO, COPACABANA, CUSTOMER, lineItems, orderBody } from '../support/fixtures';
import { gatePassedClients, setUpTestApp, signInForSuite, type TestClient } from '../support/test-app';

// The buyer of every order as its NF-e names it (issue 28): CPF, or CNPJ with the IE indicator.
const t = setUpTestApp();
const customer = signInForSuite(t, 'customer');
const admin = signInForSuite(t, 'admin');

const buyerOf = async (id: string) => {
  const [row] = await t.ctx.database.db
    .select({ document: orders.buyerDocument, ie: orders.buyerIeIndicator, stateRegistration: orders.buyerStateRegistration })
    .from(orders)
    .where(eq(orders.id, id));
  return row;
};

describe('buyer document at checkout', () => {
  it('stores the CPF as digits, a non-contributor, for every payment method', async () => {
    const p = await createProduct(t, { stock: 20 });
    for (const payment of [{ paymentMethod: 'pix' }, BOLETO, creditCard(t), creditCard(t, { paymentMethod: 'debit', installments: undefined })]) {
      const res = await customer.post('/api/store/orders', orderBody([{ productId: p.id, quantity: 1 }], payment));
      expect(res.status, payment.paymentMethod as string).toBe(201);
      expect(await buyerOf(res.body.order.id)).toEqual({ document: '52998224725', ie: '9', stateRegistration: null });
    }
  });

  it('refuses an order without a valid CPF or CNPJ, writing nothing', async () => {
    const p = await createProduct(t, { stock: 5 });
    const before = await countRows(t, 'orders');
    const cases: [unknown, string][] = [
      [undefined, 'Campo obrigatório.'],
      ['', 'Campo obrigatório.'],
      ['529.982.247-24', INVALID_BUYER_DOCUMENT_MESSAGE],
      ['11.222.333/0001-80', INVALID_BUYER_DOCUMENT_MESSAGE],
      ['1234567', INVALID_BUYER_DOCUMENT_MESSAGE],
    ];
    for (const [document, message] of cases) {
      const res = await customer.post(
        '/api/store/orders',
        orderBody([{ productId: p.id, quantity: 1 }], { paymentMethod: 'pix' }, { customer: { ...CUSTOMER, document } }),
      );
      expect(res.status, String(document)).toBe(400);
      expect(res.body.error.message, String(document)).toBe(message);
    }
    expect(await countRows(t, 'orders')).toBe(before);
  });

  it('takes a company by CNPJ, with its IE when it is an ICMS contributor', async () => {
    const p = await createProduct(t, { stock: 5 });
    const company = (extra: Record<string, unknown>) =>
      customer.post(
        '/api/store/orders',
        orderBody([{ productId: p.id, quantity: 1 }], { paymentMethod: 'pix' }, { customer: { ...CUSTOMER, document: '11.222.333/0001-81', ...extra } }),
      );

    const missingIe = await company({ ieIndicator: '1' });
    expect(missingIe.status).toBe(400);
    expect(missingIe.body.error.message).toBe(BUYER_IE_REQUIRED_MESSAGE);
    const contributor = await company({ ieIndicator: '1', stateRegistration: '110.042.490.114' });
    expect(contributor.status).toBe(201);
    expect(await buyerOf(contributor.body.order.id)).toEqual({ document: '11222333000181', ie: '1', stateRegistration: '110042490114' });
    // Not a contributor: an IE typed anyway is not kept (the invoice would read it as one).
    const notContributor = await company({ stateRegistration: '110042490114' });
    expect(await buyerOf(notContributor.body.order.id)).toEqual({ document: '11222333000181', ie: '9', stateRegistration: null });
    const exempt = await company({ ieIndicator: '2' });
    expect(await buyerOf(exempt.body.order.id)).toEqual({ document: '11222333000181', ie: '2', stateRegistration: null });
    // A person is never an ICMS contributor, whatever the body says.
    const person = await company({ document: '529.982.247-25', ieIndicator: '1', stateRegistration: '110042490114' });
    expect(await buyerOf(person.body.order.id)).toEqual({ document: '52998224725', ie: '9', stateRegistration: null });
    expect((await company({ ieIndicator: '3' })).status).toBe(400);

    // The back-office's order details name the buyer as the invoice will.
    const details = await admin.get(`/api/admin/orders/${contributor.body.order.id}`);
    expect(details.body.order.buyer).toEqual({ document: '11222333000181', ieIndicator: '1', stateRegistration: '110042490114' });
  });
});

/**
 * A customer who just signed up (the other customers' orders, with CPFs, CNPJs and addresses, are
 * not theirs), and a Pix order of theirs for one unit of a product, with `extra` over the order body.
 */
async function newBuyer(unlockedClient: () => Promise<TestClient>, name: string) {
  const fresh = await unlockedClient();
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.com`;
  expect((await fresh.signUp({ name, email, password: 'segredo1' })).status).toBe(200);
  const p = await createProduct(t, { stock: 5 });
  const place = (extra: { customer?: Record<string, unknown>; address?: Record<string, unknown> }) =>
    fresh.post('/api/store/orders', orderBody(lineItems([p, 1]), { paymentMethod: 'pix' }, { ...extra, customer: { ...CUSTOMER, email, ...extra.customer } }));
  return { fresh, place };
}

describe('the checkout starts from the last buyer', () => {
  const unlockedClient = gatePassedClients(t);

  it('answers the CPF/CNPJ and IE of the customer’s newest order that has one, and nothing to a new customer', async () => {
    const { fresh, place: placeWith } = await newBuyer(unlockedClient, 'Comprador Repetido');
    expect((await fresh.get('/api/store/orders/last-buyer')).body).toEqual({ buyer: null });
    const place = (customer: Record<string, unknown>) => placeWith({ customer });
    expect((await place({ document: '529.982.247-25' })).status).toBe(201);
    expect((await fresh.get('/api/store/orders/last-buyer')).body).toEqual({ buyer: { document: '52998224725', ieIndicator: '9', stateRegistration: '' } });
    expect((await place({ document: '11.222.333/0001-81', ieIndicator: '1', stateRegistration: '110.042.490.114' })).status).toBe(201);
    expect((await fresh.get('/api/store/orders/last-buyer')).body).toEqual({
      buyer: { document: '11222333000181', ieIndicator: '1', stateRegistration: '110042490114' },
    });
  });
});

describe('the checkout offers the address of the last order', () => {
  const unlockedClient = gatePassedClients(t);

  it("answers where the customer's newest order went, and nothing to a new customer", async () => {
    const { fresh, place: placeWith } = await newBuyer(unlockedClient, 'Endereço Repetido');
    expect((await fresh.get('/api/store/orders/last-address')).body).toEqual({ address: null });
    const place = (address: Record<string, unknown>) => placeWith({ address });
    expect((await place(ADDRESS)).status).toBe(201);
    expect((await fresh.get('/api/store/orders/last-address')).body).toEqual({ address: ADDRESS });
    expect((await place(COPACABANA)).status).toBe(201);
    expect((await fresh.get('/api/store/orders/last-address')).body).toEqual({ address: { ...COPACABANA, complement: '' } });
  });
});

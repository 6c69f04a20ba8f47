import { isValidBoleto } from '@brazilian-utils/brazilian-utils';
import { eq, sql } from 'drizzle-orm';
import { parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { auditLog, cartItems, orderStatusHistory, orders, stockMovements } from '@/server/db/schema';
import { countRows, createProduct, creditCard, ledgerViolations, newCustomer, placeBalance, productRow, settlePayments } from '../support/app-fixtures';
import { ADDRESS, CUSTOMER, crc16, futureExpiry, orderBody } from '../support/fixtures';
import { checkStockBalancesAfterEach } from '../support/stock-balances';
import { createTestApp, type JsonResponse, setUpTestApp, signInForSuite } from '../support/test-app';

const t = setUpTestApp();
checkStockBalancesAfterEach(t);
const customer = signInForSuite(t, 'customer');

describe('demo orders', () => {
  it('gives the demo customer orders in several statuses, newest first, placed through checkout', async () => {
    const res = await customer.get('/api/store/orders');
    expect(res.status).toBe(200);
    const list = res.body.orders as { createdAt: string; status: string; items: unknown[] }[];
    expect(new Set(list.map((o) => o.status))).toEqual(new Set(['delivered', 'shipped', 'processing', 'cancelled', 'pending']));
    const times = list.map((o) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list.every((o) => o.items.length > 0)).toBe(true);
    expect(await ledgerViolations(t)).toEqual([]);
  });
});

describe('POST /api/store/orders', () => {
  it('charges database prices whatever the body says, takes the stock and writes everything', async () => {
    const a = await createProduct(t, { stock: 10, priceCents: 2500 });
    const b = await createProduct(t, { stock: 4, priceCents: 1050 });
    const cartBefore = await customer.put('/api/store/cart', { items: [{ productId: a.id, quantity: 1 }] });
    expect(cartBefore.status).toBe(200);
    const tampered = orderBody(
      [{ productId: a.id, quantity: 2, priceCents: 1, unitPriceCents: 1 } as never, { productId: b.id, quantity: 3, price: 0 } as never],
      creditCard(t, { installments: 3 }),
      { totalCents: 100, total: 1 },
    );
    const res = await customer.post('/api/store/orders', tampered);
    expect(res.status).toBe(201);
    expect(res.body.order).toMatchObject({ status: 'pending', paymentStatus: 'pending', cardBrand: 'Visa', cardLast4: '1111' });
    // The sandbox approves the card and tells the shop by its notification (decision 060).
    await settlePayments(t);
    const order = (await customer.get(`/api/store/orders/${res.body.order.id}`)).body.order;
    expect(order.totalCents).toBe(2 * 2500 + 3 * 1050);
    expect(order.items).toEqual([
      { productId: a.id, name: a.name, unitPriceCents: 2500, quantity: 2 },
      { productId: b.id, name: b.name, unitPriceCents: 1050, quantity: 3 },
    ]);
    // An approved card moves the order on to 'processing'.
    expect(order).toMatchObject({
      status: 'processing',
      paymentMethod: 'credit',
      paymentStatus: 'paid',
      installments: 3,
      cardBrand: 'Visa',
      cardLast4: '1111',
      shippingAddress: { ...ADDRESS, complement: '' },
    });
    expect(await productRow(t, a.id)).toEqual({ stock: 8, unitsSold: 2 });
    expect(await productRow(t, b.id)).toEqual({ stock: 1, unitsSold: 3 });
    const { db } = t.ctx.database;
    // Reserved at the warehouse until it ships (decision 069): no movement yet, on hand unchanged.
    expect(await db.select().from(stockMovements).where(eq(stockMovements.refId, order.id))).toEqual([]);
    expect(await placeBalance(t, a.id)).toEqual({ onHand: 10, reserved: 2, stock: 8 });
    expect(await placeBalance(t, b.id)).toEqual({ onHand: 4, reserved: 3, stock: 1 });
    const history = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history.sort((x, y) => x.id - y.id)).toMatchObject([
      { fromStatus: null, toStatus: 'pending', note: 'Pedido realizado' },
      { fromStatus: 'pending', toStatus: 'processing' },
    ]);
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('processing');
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.searchText).toContain('maria cliente');
    expect(row.searchText).toContain('produto de teste');
    const mails = await db.execute<{ to: string; text: string; kind: string }>(sql`SELECT "to", text, kind FROM outbox WHERE kind = 'order-confirmation'`);
    const mail = mails.rows.find((m) => m.text.includes(`#${order.id.slice(-6).toUpperCase()}`));
    expect(mail?.to).toBe('cliente@luzdafe.test');
    // The saved cart empties with the order.
    const me = (await customer.get('/api/me')).body.user;
    expect(await db.select().from(cartItems).where(eq(cartItems.userId, me.id))).toEqual([]);
    expect(await ledgerViolations(t)).toEqual([]);
  });

  it('refuses a sold-out product naming it, and takes nothing of the other lines', async () => {
    const ok = await createProduct(t, { stock: 5 });
    const gone = await createProduct(t, { stock: 1, name: 'Terço Esgotado de Teste' });
    const ordersBefore = await countRows(t, 'orders');
    const res = await customer.post(
      '/api/store/orders',
      orderBody([
        { productId: ok.id, quantity: 2 },
        { productId: gone.id, quantity: 2 },
      ]),
    );
    expect(res.status).toBe(409);
    expect(res.body.error.message).toContain('Terço Esgotado de Teste');
    expect(res.body.error.message).toMatch(/^Estoque insuficiente/);
    expect((await productRow(t, ok.id)).stock).toBe(5);
    expect((await productRow(t, gone.id)).stock).toBe(1);
    expect(await countRows(t, 'orders')).toBe(ordersBefore);
  });

  it('withdraws the order when the card is declined (sandbox card ending in 0002): its reservation is let go', async () => {
    const p = await createProduct(t, { stock: 3 });
    const before = { orders: await countRows(t, 'orders'), outbox: await countRows(t, 'outbox'), moves: await countRows(t, 'stock_movements') };
    const res = await customer.post('/api/store/orders', orderBody([{ productId: p.id, quantity: 1 }], creditCard(t, { cardNumber: '4000 0000 0000 0002' })));
    expect(res.status).toBe(402);
    expect(res.body.error.message).toBe('Pagamento recusado pela operadora do cartão.');
    expect(await productRow(t, p.id)).toEqual({ stock: 3, unitsSold: 0 });
    // Held, then let go: no movement, and no order or e-mail left.
    expect({ orders: await countRows(t, 'orders'), outbox: await countRows(t, 'outbox'), moves: await countRows(t, 'stock_movements') }).toEqual(before);
    expect(await placeBalance(t, p.id)).toEqual({ onHand: 3, reserved: 0, stock: 3 });
    expect(await ledgerViolations(t)).toEqual([]);
  });

  it('answers bad input with 400 and a pt-BR message', async () => {
    const p = await createProduct(t, { stock: 3, priceCents: 1000 });
    const items = [{ productId: p.id, quantity: 1 }];
    const cases: [unknown, string][] = [
      [orderBody([], { paymentMethod: 'pix' }), 'Seu carrinho está vazio'],
      [
        orderBody(items, { paymentMethod: 'credit', cardNumber: '4111 1111 1111 1111', installments: 1 }),
        'Os dados do cartão não foram validados. Confira o cartão e tente de novo.',
      ],
      [orderBody(items, { paymentMethod: 'cheque' }), 'Selecione a forma de pagamento.'],
      [{ ...orderBody(items), address: { ...ADDRESS, state: 'RJ' } }, 'O CEP informado não pertence ao estado selecionado.'],
      [{ ...orderBody(items), customer: { name: 'A', email: 'x', phone: '(11) 98888-0003' } }, 'Informe um e-mail válido.'],
      [orderBody([{ productId: p.id, quantity: 0 }]), 'Quantidade inválida.'],
      // R$ 10,00 cannot be split in 12 (each part would be under R$ 5,00).
      [orderBody(items, creditCard(t, { installments: 12 })), 'Número de parcelas inválido.'],
      ['{not json', 'Requisição inválida.'],
    ];
    for (const [body, message] of cases) {
      const res = await customer.post('/api/store/orders', body);
      expect(res.status, message).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect((await productRow(t, p.id)).stock).toBe(3);
  });

  it("checks the card in the sandbox's card form before making its token (pt-BR messages), and keeps the number out of the token", async () => {
    const card = { cardNumber: '4111 1111 1111 1111', cardName: 'MARIA', cardExpiry: futureExpiry(), cardCvv: '123' };
    const cases: [unknown, string][] = [
      [{ ...card, cardNumber: '4111 1111 1111 1112' }, 'Número do cartão inválido.'],
      [{ ...card, cardExpiry: '01/20' }, 'Validade inválida.'],
      [{ ...card, cardCvv: '12' }, 'CVV inválido.'],
    ];
    for (const [body, message] of cases) {
      const res = await customer.post('/api/store/payment-provider/card-token', body);
      expect(res.status, message).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    const ok = await customer.post('/api/store/payment-provider/card-token', card);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ cardPaymentMethodId: 'visa', cardIssuerId: null });
    expect(ok.body.cardToken).not.toContain('411111');
  });

  it('refuses products that left the online shop or do not exist', async () => {
    const hidden = await createProduct(t, { stock: 3, online: false, name: 'Vela Fora da Loja' });
    const res = await customer.post('/api/store/orders', orderBody([{ productId: hidden.id, quantity: 1 }]));
    expect(res.status).toBe(409);
    expect(res.body.error.message).toContain('Vela Fora da Loja');
    const missing = await customer.post('/api/store/orders', orderBody([{ productId: 99999999, quantity: 1 }]));
    expect(missing.status).toBe(409);
  });

  it('creates one order for one idempotency key, in the body or the Idempotency-Key header', async () => {
    const p = await createProduct(t, { stock: 10 });
    const body = orderBody([{ productId: p.id, quantity: 1 }], { paymentMethod: 'pix' }, { idempotencyKey: 'chave-dupla-0001' });
    const first = await customer.post('/api/store/orders', body);
    const second = await customer.post('/api/store/orders', body);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body.order.id).toBe(first.body.order.id);
    expect(second.body.created).toBe(false);

    const viaHeader = orderBody([{ productId: p.id, quantity: 1 }]);
    const h1 = await customer.post('/api/store/orders', viaHeader, { 'idempotency-key': 'chave-cabecalho-01' });
    const h2 = await customer.post('/api/store/orders', viaHeader, { 'idempotency-key': 'chave-cabecalho-01' });
    expect(h2.body.order.id).toBe(h1.body.order.id);

    // A double click: both requests in flight at once.
    const racing = orderBody([{ productId: p.id, quantity: 1 }], { paymentMethod: 'pix' }, { idempotencyKey: 'chave-corrida-0001' });
    const results = await Promise.all([1, 2, 3].map(() => customer.post('/api/store/orders', racing)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(results.map((r) => r.body.order.id)).size).toBe(1);
    expect(await productRow(t, p.id)).toEqual({ stock: 7, unitsSold: 3 });
    const { db } = t.ctx.database;
    const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.idempotencyKey, 'chave-corrida-0001'));
    expect(rows).toHaveLength(1);
  });

  it('refuses an invalid Idempotency-Key header', async () => {
    const p = await createProduct(t, { stock: 1 });
    const res = await customer.post('/api/store/orders', orderBody([{ productId: p.id, quantity: 1 }]), { 'idempotency-key': 'x' });
    expect(res.status).toBe(400);
  });
});

describe('card data', () => {
  it('keeps card number and CVV out of the database and the logs (brand and last 4 only)', async () => {
    const logged = await createTestApp({ env: { LOG_REQUESTS: '1' } });
    try {
      const client = await logged.as('customer');
      const p = await createProduct(logged, { stock: 2 });
      const written: string[] = [];
      const original = process.stdout.write.bind(process.stdout);
      const originalErr = process.stderr.write.bind(process.stderr);
      process.stdout.write = ((chunk: unknown, ...rest: unknown[]) => {
        written.push(String(chunk));
        return (original as (...a: unknown[]) => boolean)(chunk, ...rest);
      }) as typeof process.stdout.write;
      process.stderr.write = ((chunk: unknown, ...rest: unknown[]) => {
        written.push(String(chunk));
        return (originalErr as (...a: unknown[]) => boolean)(chunk, ...rest);
      }) as typeof process.stderr.write;
      let res: JsonResponse | undefined;
      try {
        // American Express: 4-digit CVV, distinctive enough to search for.
        res = await client.post(
          '/api/store/orders',
          orderBody([{ productId: p.id, quantity: 1 }], creditCard(t, { cardNumber: '3782 822463 10005', cardCvv: '7391', cardName: 'MARIA C' })),
        );
      } finally {
        process.stdout.write = original;
        process.stderr.write = originalErr;
      }
      expect(res?.status).toBe(201);
      expect(res?.body.order).toMatchObject({ cardBrand: 'American Express', cardLast4: '0005' });
      expect(written.join('')).toContain('/api/store/orders');
      // The CVV as a value of its own: a 47-digit boleto line or a Pix payload may hold those four digits by chance.
      expect(written.join('')).not.toMatch(/378282|(?<!\d)7391(?!\d)/);

      const { db } = logged.ctx.database;
      const dump = await db.execute<{ doc: string }>(sql`
        SELECT (to_jsonb(o) - 'id' - 'created_at' - 'updated_at' - 'paid_at' - 'user_id')::text AS doc FROM orders o
        UNION ALL SELECT (to_jsonb(i) - 'order_id')::text FROM order_items i
        UNION ALL SELECT (to_jsonb(h) - 'order_id' - 'created_at' - 'user_id')::text FROM order_status_history h
        UNION ALL SELECT (to_jsonb(b) - 'created_at' - 'sent_at')::text FROM outbox b
        UNION ALL SELECT (to_jsonb(a) - 'created_at' - 'entity_id' - 'user_id')::text FROM audit_log a`);
      const text = dump.rows.map((r) => r.doc).join('\n');
      expect(text).toContain('0005');
      expect(text).not.toContain('378282246310005');
      expect(text).not.toContain('3782 822463 10005');
      expect(text).not.toMatch(/(?<!\d)7391(?!\d)/);
    } finally {
      await logged.close();
    }
  });
});

describe('pix and boleto', () => {
  it('builds a valid static BR Code from the shop settings and shows it again until paid', async () => {
    const p = await createProduct(t, { stock: 5, priceCents: 4590 });
    const res = await customer.post('/api/store/orders', orderBody([{ productId: p.id, quantity: 2 }], { paymentMethod: 'pix' }));
    expect(res.status).toBe(201);
    const { order, pix } = res.body;
    expect(order.paymentStatus).toBe('pending');
    const payload: string = pix.payload;
    expect(payload.startsWith('000201')).toBe(true);
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
    const parsed = parsePix(payload) as { pixKey: string; transactionAmount: number; txid: string; merchantName: string };
    expect(parsed.pixKey).toBe('contato@luzdafe.com.br');
    expect(parsed.transactionAmount).toBe(91.8);
    expect(parsed.txid).toBe(order.id.replace(/-/g, '').slice(-25));
    expect(parsed.merchantName).toBe('LUZ DA FE');
    expect(pix.qrUrl).toBe(`/api/store/orders/${order.id}/pix/qr.svg`);
    const qr = await customer.get(pix.qrUrl);
    expect(qr.status).toBe(200);
    expect(qr.headers.get('content-type')).toBe('image/svg+xml');
    expect(qr.body).toMatch(/^<svg [^>]*viewBox="0 0 (\d+) \1"/);
    expect(qr.body).toContain('<path');

    const again = await customer.get(`/api/store/orders/${order.id}/pix`);
    expect(again.status).toBe(200);
    expect(again.body.payload).toBe(payload);

    // Paid in the sandbox ('Aprovar pagamento'), then settled by its notification.
    const staff = await t.as('admin');
    expect((await staff.post(`/api/admin/orders/${order.id}/mark-paid`)).status).toBe(200);
    await settlePayments(t);
    expect((await customer.get(`/api/store/orders/${order.id}/pix`)).status).toBe(404);
  });

  it('issues a marked sandbox boleto with a valid digitable line and a PDF', async () => {
    const p = await createProduct(t, { stock: 5, priceCents: 12990 });
    const res = await customer.post(
      '/api/store/orders',
      orderBody([{ productId: p.id, quantity: 1 }], { paymentMethod: 'boleto', payerCpf: CUSTOMER.document }),
    );
    expect(res.status).toBe(201);
    const { order, boleto } = res.body;
    expect(boleto.test).toBe(true);
    expect(boleto.line).toMatch(/^000\d{44}$/);
    expect(isValidBoleto(boleto.line)).toBe(true);
    // The amount sits in the last ten digits.
    expect(boleto.line.slice(-10)).toBe('0000012990');
    const pdf = await customer.get(`/api/store/orders/${order.id}/boleto`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(String(pdf.body).startsWith('%PDF')).toBe(true);
    expect((await customer.get(`/api/store/orders/${order.id}/pix`)).status).toBe(404);
  });
});

describe('privacy of orders', () => {
  it("answers 404 for another customer's order, its Pix code and its boleto", async () => {
    const p = await createProduct(t, { stock: 5 });
    const pixOrder = (await customer.post('/api/store/orders', orderBody([{ productId: p.id, quantity: 1 }]))).body.order;
    const boletoOrder = (
      await customer.post('/api/store/orders', orderBody([{ productId: p.id, quantity: 1 }], { paymentMethod: 'boleto', payerCpf: CUSTOMER.document }))
    ).body.order;
    const other = await newCustomer(t, 'curioso');
    expect((await other.client.get(`/api/store/orders/${pixOrder.id}`)).status).toBe(404);
    expect((await other.client.get(`/api/store/orders/${pixOrder.id}/pix`)).status).toBe(404);
    expect((await other.client.get(`/api/store/orders/${pixOrder.id}/pix/qr.svg`)).status).toBe(404);
    expect((await customer.get(`/api/store/orders/${pixOrder.id}/pix/qr.svg`)).status).toBe(200);
    expect((await other.client.get(`/api/store/orders/${boletoOrder.id}/boleto`)).status).toBe(404);
    expect((await other.client.get('/api/store/orders')).body.orders).toEqual([]);
    expect((await customer.get(`/api/store/orders/${pixOrder.id}`)).body.order.id).toBe(pixOrder.id);
    const bad = await customer.get('/api/store/orders/nao-e-um-id');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Identificador de pedido inválido.');
  });

  it('keeps staff out of the customer order routes', async () => {
    const staff = await t.as('staff');
    expect((await staff.get('/api/store/orders')).status).toBe(403);
    expect((await staff.post('/api/store/orders', orderBody([{ productId: 1, quantity: 1 }]))).status).toBe(403);
  });
});

describe('order lifecycle (setOrderStatus, markOrderPaid)', () => {
  it('releases the reservation on cancel, reserves again on reopen, and records history and audit', async () => {
    const { setOrderStatus } = await import('@/server/modules/orders/set-order-status');
    const { staffUser } = await import('../support/app-fixtures');
    const admin = await staffUser(t);
    const p = await createProduct(t, { stock: 6 });
    const order = (await customer.post('/api/store/orders', orderBody([{ productId: p.id, quantity: 4 }]))).body.order;
    const { db } = t.ctx.database;
    expect(await productRow(t, p.id)).toEqual({ stock: 2, unitsSold: 4 });

    await setOrderStatus(db, { orderId: order.id, status: 'processing', user: admin });
    expect((await productRow(t, p.id)).stock).toBe(2);
    await setOrderStatus(db, { orderId: order.id, status: 'cancelled', user: admin, note: 'Cliente desistiu' });
    expect(await productRow(t, p.id)).toEqual({ stock: 6, unitsSold: 0 });
    expect(await placeBalance(t, p.id)).toEqual({ onHand: 6, reserved: 0, stock: 6 });
    await setOrderStatus(db, { orderId: order.id, status: 'pending', user: admin });
    expect(await productRow(t, p.id)).toEqual({ stock: 2, unitsSold: 4 });
    expect(await placeBalance(t, p.id)).toEqual({ onHand: 6, reserved: 4, stock: 2 });

    // Held, let go and held again (decision 069): no movement until the order ships.
    expect(await db.select().from(stockMovements).where(eq(stockMovements.refId, order.id))).toEqual([]);
    const history = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id)).orderBy(orderStatusHistory.id);
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.userId])).toEqual([
      [null, 'pending', expect.any(String)],
      ['pending', 'processing', admin.id],
      ['processing', 'cancelled', admin.id],
      ['cancelled', 'pending', admin.id],
    ]);
    expect(history[2].note).toBe('Cliente desistiu');
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, order.id));
    expect(audits).toHaveLength(3);
    expect(audits[1]).toMatchObject({ userId: admin.id, entity: 'order', before: { status: 'processing' }, after: { status: 'cancelled' } });
    expect(await ledgerViolations(t)).toEqual([]);
  });

  it('refuses to reopen a cancelled order whose stock is gone, naming the product', async () => {
    const { setOrderStatus } = await import('@/server/modules/orders/set-order-status');
    const { staffUser } = await import('../support/app-fixtures');
    const admin = await staffUser(t);
    const p = await createProduct(t, { stock: 2, name: 'Imagem Disputada de Teste' });
    const first = (await customer.post('/api/store/orders', orderBody([{ productId: p.id, quantity: 2 }]))).body.order;
    await setOrderStatus(t.ctx.database.db, { orderId: first.id, status: 'cancelled', user: admin });
    const other = await newCustomer(t, 'rapido');
    expect(
      (
        await other.client.post('/api/store/orders', {
          ...orderBody([{ productId: p.id, quantity: 2 }]),
          customer: { name: 'Outro', email: other.user.email, phone: '(11) 97777-0000', document: '111.444.777-35' },
        })
      ).status,
    ).toBe(201);
    const err = await setOrderStatus(t.ctx.database.db, { orderId: first.id, status: 'processing', user: admin }).catch((e) => e);
    expect(err.status).toBe(409);
    expect(err.message).toContain('Imagem Disputada de Teste');
    expect(err.message).toMatch(/^Não é possível reabrir o pedido/);
    const [row] = await t.ctx.database.db.select().from(orders).where(eq(orders.id, first.id));
    expect(row.status).toBe('cancelled');
    expect(await productRow(t, p.id)).toEqual({ stock: 0, unitsSold: 2 });
  });

  it('marks a Pix order paid once, with who and when, and refuses unknown orders', async () => {
    const { markOrderPaid } = await import('@/server/modules/payments');
    const { setOrderStatus } = await import('@/server/modules/orders/set-order-status');
    const { staffUser } = await import('../support/app-fixtures');
    const staff = await staffUser(t, 'staff');
    const p = await createProduct(t, { stock: 2 });
    const order = (await customer.post('/api/store/orders', orderBody([{ productId: p.id, quantity: 1 }]))).body.order;
    const { db } = t.ctx.database;
    // A payment the sandbox holds is never confirmed by hand: only its notification settles it.
    expect((await markOrderPaid(db, { orderId: order.id, user: staff }).catch((e) => e)).status).toBe(409);
    // An order of before (its Pix to the shop's own key, no provider's payment on record): staff confirm the credit they saw.
    await db.execute(sql`DELETE FROM payment_status_history WHERE payment_id IN (SELECT id FROM payments WHERE order_id = ${order.id})`);
    await db.execute(sql`DELETE FROM payments WHERE order_id = ${order.id}`);
    await db
      .update(orders)
      .set({ paymentReference: `pix:${order.id.replace(/-/g, '').slice(-25)}` })
      .where(eq(orders.id, order.id));
    await markOrderPaid(db, { orderId: order.id, user: staff });
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ paymentStatus: 'paid', paidById: staff.id });
    expect(row.paidAt).toBeInstanceOf(Date);
    const history = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history.at(-1)).toMatchObject({ note: 'Pagamento confirmado', userId: staff.id });
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, order.id));
    expect(audits.at(-1)).toMatchObject({ after: { paymentStatus: 'paid' }, userId: staff.id });
    expect((await markOrderPaid(db, { orderId: order.id, user: staff }).catch((e) => e)).status).toBe(409);
    expect((await markOrderPaid(db, { orderId: '00000000-0000-4000-8000-000000000000', user: staff }).catch((e) => e)).status).toBe(404);
    expect((await setOrderStatus(db, { orderId: 'nao-existe', status: 'shipped', user: staff }).catch((e) => e)).status).toBe(404);
  });
});

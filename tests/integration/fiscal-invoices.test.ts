import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidNfeKey } from '@/domain/nfe';
import { auditLog, documentHistory, fiscalInvoices, jobs, outbox } from '@/server/db/schema';
import { enqueueJob, runDueJobs } from '@/server/job-runner/job-runner';
import { SHOP_JOB_HANDLERS } from '@/server/job-runner/shop-jobs';
import { pollInvoicesJob } from '@/server/modules/fiscal/fiscal-jobs';
import { invoiceFileKey } from '@/server/modules/fiscal/invoice-files';
import { createOrderInvoice, sendInvoice } from '@/server/modules/fiscal/issue-invoice';
import { webhookAuthorization } from '@/server/modules/fiscal/issuer-settings';
import { createProduct, creditCard, newCustomer, releaseHeldJobs, settlePayments } from '../support/app-fixtures';
import { dbKind } from '../support/databases';
import { COPACABANA, orderBody, SHOP_ISSUER } from '../support/fixtures';
import { FOCUS_STAND_IN_TOKEN, STAND_IN_PROTOCOL, startFocusNfeStandIn } from '../support/focusnfe-stand-in';
import { createTestApp, setUpAppWithStandIn, type TestApp, type TestClient } from '../support/test-app';

// Sales NF-e (issue 28) end to end through the API: issuer settings, a paid order's invoice issued
// by the job exactly once, rejection naming the product and field, 'Emitir novamente', cancellation
// inside and after the window, files in storage, the customer's downloads and e-mail. First with
// the built-in sandbox, then against a stand-in of Focus NFe answering its documented bodies.
// Nothing sleeps: the tests run the jobs.

async function runJobs(t: TestApp, rounds = 10) {
  for (let i = 0; i < rounds; i++) {
    const ran = await runDueJobs(t.ctx, SHOP_JOB_HANDLERS, { instanceId: 'test', recurring: [], backoffMs: 0 });
    if (ran === 0) return;
  }
}

/** A product the invoice can carry (NCM, 'SEM GTIN'), or lacking what `missing` says. */
async function fiscalProduct(t: TestApp, opts: { ncm?: string | null; priceCents?: number; name?: string } = {}) {
  const p = await createProduct(t, { stock: 50, priceCents: opts.priceCents ?? 4990, name: opts.name });
  const ncm = opts.ncm === undefined ? '71179000' : opts.ncm;
  await t.ctx.database.db.execute(sql`UPDATE products SET ncm = ${ncm}, gtin = 'SEM GTIN' WHERE id = ${p.id}`);
  return p;
}

async function cardOrder(t: TestApp, customer: TestClient, productId: number, quantity = 1, opts: { holdInvoice?: boolean } = {}) {
  const res = await customer.post('/api/store/orders', orderBody([{ productId, quantity }], creditCard(t)));
  expect(res.status).toBe(201);
  // The sandbox's approval reaches the order through its notification (decision 060).
  await settlePayments(t, { hold: opts.holdInvoice ? ['fiscal.issue-invoice'] : [] });
  expect((await customer.get(`/api/store/orders/${res.body.order.id}`)).body.order.paymentStatus).toBe('paid');
  return res.body.order.id as string;
}

const invoiceOf = async (t: TestApp, orderId: string) => (await t.ctx.database.db.select().from(fiscalInvoices).where(eq(fiscalInvoices.orderId, orderId)))[0];
/** Asks to cancel the invoice at the version read, with this justification. */
const cancelInvoice = (admin: TestClient, inv: { id: number; version: number }, justification: string) =>
  admin.post(`/api/admin/fiscal/invoices/${inv.id}/cancel`, { version: inv.version, justification });
const WITHDRAWN = 'Cliente desistiu da compra antes do envio';
const historyOf = async (t: TestApp, id: number) =>
  (
    await t.ctx.database.db
      .select()
      .from(documentHistory)
      .where(and(eq(documentHistory.documentType, 'fiscal_invoice'), eq(documentHistory.documentId, String(id))))
      .orderBy(asc(documentHistory.id))
  ).map((h) => `${h.fromStatus ?? '∅'}→${h.toStatus}`);

describe('fiscal invoices with the built-in sandbox', () => {
  let t: TestApp;
  let admin: TestClient;
  let customer: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.as('admin');
    ({ client: customer } = await newCustomer(t, 'nfe'));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the dashboard asks whether Configurações → Fiscal is complete (fiscal.manage, not settings.manage): incomplete until saved with everything', async () => {
    const before = await admin.get('/api/admin/fiscal/readiness');
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ configured: false });
    expect((await (await t.as('staff')).get('/api/admin/fiscal/readiness')).status).toBe(403);
  });

  it('issuer settings: defaults, regime normal refused, saved; the token is stored but never answered back nor audited', async () => {
    const before = await admin.get('/api/admin/fiscal/settings');
    expect(before.status).toBe(200);
    expect(before.body.settings).toMatchObject({ cnpj: '', tokenSet: false, provider: 'sandbox', configured: false, webhookAuthorization: null });

    const normal = await admin.put('/api/admin/fiscal/settings', { ...SHOP_ISSUER, taxRegime: 'regime_normal' });
    expect(normal.status).toBe(400);
    expect(normal.body.error.message).toBe(
      'Por enquanto a loja só emite notas pelo Simples Nacional (CRT 1). Regime normal e excesso de sublimite ainda não são suportados.',
    );
    const badCity = await admin.put('/api/admin/fiscal/settings', { ...SHOP_ISSUER, address: { ...SHOP_ISSUER.address, cityCode: '355' } });
    expect(badCity.status).toBe(400);
    expect(badCity.body.error.message).toBe('Código IBGE do município inválido: são 7 dígitos.');

    const saved = await admin.put('/api/admin/fiscal/settings', { ...SHOP_ISSUER, token: 'segredo-do-provedor-123' });
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toMatchObject({
      cnpj: '11222333000181',
      stateRegistration: '110042490114',
      tokenSet: true,
      configured: true,
      address: { cep: '01001000', cityCode: '3550308' },
    });
    expect(JSON.stringify(saved.body)).not.toContain('segredo-do-provedor');
    // A save without a token keeps it; clearToken removes it.
    expect((await admin.put('/api/admin/fiscal/settings', SHOP_ISSUER)).body.settings.tokenSet).toBe(true);
    expect((await admin.get('/api/admin/fiscal/readiness')).body).toEqual({ configured: true });
    expect((await admin.put('/api/admin/fiscal/settings', { ...SHOP_ISSUER, clearToken: true })).body.settings.tokenSet).toBe(false);
    const audits = await t.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'settings'), eq(auditLog.entityId, 'fiscal')));
    expect(audits.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(audits)).not.toContain('segredo-do-provedor');
    // Staff without 'settings.manage' never see the issuer.
    expect((await (await t.as('staff')).get('/api/admin/fiscal/settings')).status).toBe(403);
  });

  it('a card order paid at checkout gets exactly one authorised invoice: key, number, protocol, files, history, one e-mail; the customer downloads it', async () => {
    const product = await fiscalProduct(t, { name: 'Terço de madeira NFe' });
    const orderId = await cardOrder(t, customer, product.id, 2);
    const queued = await t.ctx.database.db.select().from(jobs).where(sql`kind = 'fiscal.issue-invoice' AND payload->>'orderId' = ${orderId}`);
    expect(queued).toHaveLength(1);
    await runJobs(t);
    // Run again, and queue the job a second time as a retry would: still one invoice.
    await enqueueJob(t.ctx.database.db, 'fiscal.issue-invoice', { orderId });
    await runJobs(t);
    await pollInvoicesJob(t.ctx);

    const rows = await t.ctx.database.db.select().from(fiscalInvoices).where(eq(fiscalInvoices.orderId, orderId));
    expect(rows).toHaveLength(1);
    const inv = rows[0]!;
    expect(inv).toMatchObject({ status: 'authorized', provider: 'sandbox', reference: orderId, series: '1', sefazCode: '100' });
    expect(inv.accessKey).toMatch(/^35\d{42}$/);
    expect(isValidNfeKey(inv.accessKey!)).toBe(true);
    expect(inv.protocol).toMatch(/^\d{15}$/);
    // The invoice keeps the request in our own model (decision 073); Focus's JSON is the adapter's.
    expect(inv.request).toMatchObject({
      issuer: { cnpj: '11222333000181' },
      destination: 'internal',
      totals: { totalCents: 9980 },
      items: [{ cfop: '5102', ncm: '71179000', quantity: 2 }],
    });
    expect(await historyOf(t, inv.id)).toEqual(['∅→processing', 'processing→authorized']);
    expect((await t.ctx.storage.get(inv.danfeKey!))!.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.ctx.storage.get(inv.xmlKey!))!.toString()).toContain(`<chNFe>${inv.accessKey}</chNFe>`);
    const mails = await t.ctx.database.db.select().from(outbox).where(eq(outbox.kind, 'fiscal-invoice'));
    const mail = mails.filter((m) => m.text.includes(inv.accessKey!));
    expect(mail).toHaveLength(1);
    // The XML and the DANFE go with the e-mail, read from storage when it is sent.
    expect(mail[0]!.attachments).toEqual([
      { filename: `${inv.accessKey}-nfe.xml`, contentType: 'application/xml', storageKey: inv.xmlKey },
      { filename: `${inv.accessKey}-danfe.pdf`, contentType: 'application/pdf', storageKey: inv.danfeKey },
    ]);

    const mine = await customer.get('/api/store/invoices');
    expect(mine.body.items).toEqual([
      expect.objectContaining({
        orderId,
        status: 'authorized',
        statusLabel: 'Autorizada',
        number: inv.number,
        danfeUrl: `/api/store/invoices/${orderId}/danfe`,
        xmlUrl: `/api/store/invoices/${orderId}/xml`,
      }),
    ]);
    const danfe = await customer.get(`/api/store/invoices/${orderId}/danfe`);
    expect(danfe.status).toBe(200);
    expect(danfe.headers.get('content-type')).toBe('application/pdf');
    expect(danfe.headers.get('content-disposition')).toContain(`NFe-${inv.accessKey}.pdf`);
    const { client: stranger } = await newCustomer(t, 'outro');
    expect((await stranger.get(`/api/store/invoices/${orderId}/danfe`)).status).toBe(404);

    const details = await admin.get(`/api/admin/fiscal/invoices/${inv.id}`);
    expect(details.body.invoice).toMatchObject({
      status: 'authorized',
      statusLabel: 'Autorizada',
      canCancel: true,
      canReissue: false,
      hasDanfe: true,
      hasXml: true,
      protocol: inv.protocol,
    });
    expect(details.body.invoice.history.map((h: { toStatus: string }) => h.toStatus)).toEqual(['processing', 'authorized']);
    expect((await admin.get(`/api/admin/fiscal/invoices/${inv.id}/xml`)).headers.get('content-type')).toBe('application/xml');
  });

  it('a product without NCM stops the invoice naming the product and field; the dashboard counts it; a fix and "Emitir novamente" authorise it', async () => {
    const product = await fiscalProduct(t, { ncm: null, name: 'Vela sem NCM' });
    const orderId = await cardOrder(t, customer, product.id);
    await runJobs(t);
    const inv = (await invoiceOf(t, orderId))!;
    expect(inv.status).toBe('rejected');
    expect(inv.submittedAt).toBeNull();
    expect(inv.messages.map((m) => m.text)).toContain(`Produto "Vela sem NCM" (${product.code}): falta NCM.`);
    expect((await admin.get('/api/admin/fiscal/invoices/rejected-count')).body).toEqual({ count: 1 });
    const listed = await admin.get('/api/admin/fiscal/invoices?status=rejected');
    expect(listed.body.items.map((i: { orderId: string }) => i.orderId)).toEqual([orderId]);

    // Sent again before the fix: rejected again, the same message.
    const again = await admin.post(`/api/admin/fiscal/invoices/${inv.id}/reissue`, { version: inv.version });
    expect(again.body.invoice.status).toBe('rejected');
    expect((await admin.post(`/api/admin/fiscal/invoices/${inv.id}/reissue`, { version: inv.version })).status).toBe(409);

    await t.ctx.database.db.execute(sql`UPDATE products SET ncm = '34060000' WHERE id = ${product.id}`);
    const fixed = await admin.post(`/api/admin/fiscal/invoices/${inv.id}/reissue`, { version: again.body.invoice.version });
    expect(fixed.status).toBe(200);
    expect(fixed.body.invoice).toMatchObject({ status: 'authorized', hasDanfe: true });
    expect(await historyOf(t, inv.id)).toEqual([
      '∅→processing',
      'processing→rejected',
      'rejected→processing',
      'processing→rejected',
      'rejected→processing',
      'processing→authorized',
    ]);
    expect((await admin.get('/api/admin/fiscal/invoices/rejected-count')).body).toEqual({ count: 0 });
  });

  it('SEFAZ rejections carry their code and a pt-BR hint (the sandbox refuses NCM 00000000 with 778)', async () => {
    const product = await fiscalProduct(t, { ncm: '00000000' });
    const orderId = await cardOrder(t, customer, product.id);
    await runJobs(t);
    const inv = (await invoiceOf(t, orderId))!;
    expect(inv).toMatchObject({ status: 'rejected', sefazCode: '778' });
    expect(inv.messages).toContainEqual(
      expect.objectContaining({
        kind: 'error',
        code: '778',
        text: 'Rejeição: Informado NCM inexistente [nItem:1]',
        hint: expect.stringContaining('corrija o NCM'),
      }),
    );
  });

  it('a Pix order confirmed by staff is invoiced too (the path providers settle through)', async () => {
    const product = await fiscalProduct(t);
    const res = await customer.post('/api/store/orders', orderBody([{ productId: product.id, quantity: 1 }]));
    expect(res.status).toBe(201);
    const orderId = res.body.order.id as string;
    await runJobs(t);
    expect(await invoiceOf(t, orderId)).toBeUndefined();
    expect((await admin.post(`/api/admin/orders/${orderId}/mark-paid`)).status).toBe(200);
    await runJobs(t);
    expect((await invoiceOf(t, orderId))?.status).toBe('authorized');
  });

  it('with automatic issuing off nothing is queued; "Emitir nota" issues it once (409 the second time, 409 for an unpaid order)', async () => {
    await admin.put('/api/admin/fiscal/settings', { ...SHOP_ISSUER, autoIssue: false });
    const product = await fiscalProduct(t);
    const orderId = await cardOrder(t, customer, product.id);
    await runJobs(t);
    expect(await invoiceOf(t, orderId)).toBeUndefined();
    const issued = await admin.post(`/api/admin/fiscal/orders/${orderId}/issue`);
    expect(issued.status).toBe(201);
    expect(issued.body.invoice.status).toBe('authorized');
    const twice = await admin.post(`/api/admin/fiscal/orders/${orderId}/issue`);
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('Este pedido já tem nota fiscal.');
    const unpaid = await customer.post('/api/store/orders', orderBody([{ productId: product.id, quantity: 1 }]));
    const refused = await admin.post(`/api/admin/fiscal/orders/${unpaid.body.order.id}/issue`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('ORDER_NOT_PAID');
    expect((await admin.get(`/api/admin/fiscal/orders/${orderId}/invoice`)).body.invoice).toMatchObject({
      status: 'authorized',
      canCancel: true,
      version: issued.body.invoice.version,
    });
    await admin.put('/api/admin/fiscal/settings', SHOP_ISSUER);
  });

  it('an order cancelled while its payment still reads "paid" gets no NF-e: not from the queued job, not from an unsent invoice, not from "Emitir nota"', async () => {
    await admin.put('/api/admin/fiscal/settings', SHOP_ISSUER);
    const product = await fiscalProduct(t);
    const cancelOrder = (id: string) => t.ctx.database.db.execute(sql`UPDATE orders SET status = 'cancelled' WHERE id = ${id}::uuid`);
    // The job queued at payment runs after the cancellation.
    const queued = await cardOrder(t, customer, product.id, 1, { holdInvoice: true });
    await cancelOrder(queued);
    await releaseHeldJobs(t, ['fiscal.issue-invoice']);
    await runJobs(t);
    expect(await invoiceOf(t, queued)).toBeUndefined();
    // An invoice created but not sent yet (a crash, an unreachable provider) when the order is cancelled.
    const unsent = await cardOrder(t, customer, product.id, 1, { holdInvoice: true });
    const { id } = await createOrderInvoice(t.ctx, unsent, null);
    await t.ctx.database.db.execute(sql`DELETE FROM jobs WHERE kind = 'fiscal.issue-invoice' AND payload->>'orderId' = ${unsent}`);
    await cancelOrder(unsent);
    await pollInvoicesJob(t.ctx);
    const stopped = (await invoiceOf(t, unsent))!;
    expect(stopped).toMatchObject({ id, status: 'rejected', accessKey: null, submittedAt: null });
    expect(stopped.messages.map((m) => m.text)).toContain('O pedido foi cancelado: a nota não foi enviada.');
    // Nothing left to do about it: no 'Emitir novamente', not counted among the rejected waiting for someone.
    expect((await admin.get(`/api/admin/fiscal/invoices/${id}`)).body.invoice.canReissue).toBe(false);
    expect((await admin.get('/api/admin/fiscal/invoices/rejected-count')).body.count).toBe(
      (await t.ctx.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM fiscal_invoices WHERE status = 'rejected'`)).rows[0]!.n - 1,
    );
    // By hand.
    await admin.put('/api/admin/fiscal/settings', { ...SHOP_ISSUER, autoIssue: false });
    const byHand = await cardOrder(t, customer, product.id);
    await cancelOrder(byHand);
    const refused = await admin.post(`/api/admin/fiscal/orders/${byHand}/issue`);
    await admin.put('/api/admin/fiscal/settings', SHOP_ISSUER);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'ORDER_CANCELLED', message: 'Pedido cancelado não recebe nota fiscal.' });
    expect(await invoiceOf(t, byHand)).toBeUndefined();
  });

  it('paid orders without an NF-e are listed for "Emitir nota" (not the unpaid, the cancelled nor the invoiced); issuing takes one off; staff without fiscal.manage are refused', async () => {
    await admin.put('/api/admin/fiscal/settings', { ...SHOP_ISSUER, autoIssue: false });
    const product = await fiscalProduct(t);
    const waiting = await cardOrder(t, customer, product.id);
    const cancelled = await cardOrder(t, customer, product.id);
    await t.ctx.database.db.execute(sql`UPDATE orders SET status = 'cancelled' WHERE id = ${cancelled}::uuid`);
    const unpaid = (await customer.post('/api/store/orders', orderBody([{ productId: product.id, quantity: 1 }]))).body.order.id as string;
    const list = await admin.get('/api/admin/fiscal/orders-without-invoice');
    expect(list.status).toBe(200);
    const ids = list.body.items.map((i: { orderId: string }) => i.orderId);
    expect(ids).toContain(waiting);
    expect(ids).not.toContain(cancelled);
    expect(ids).not.toContain(unpaid);
    expect(list.body.items.find((i: { orderId: string }) => i.orderId === waiting)).toMatchObject({
      orderShortId: waiting.slice(-6).toUpperCase(),
      customerName: expect.any(String),
      totalCents: 4990,
      paidAt: expect.any(String),
    });
    expect(list.body.total).toBe(ids.length);
    expect((await admin.post(`/api/admin/fiscal/orders/${waiting}/issue`)).status).toBe(201);
    const after = await admin.get('/api/admin/fiscal/orders-without-invoice');
    expect(after.body.items.map((i: { orderId: string }) => i.orderId)).not.toContain(waiting);
    expect((await (await t.as('staff')).get('/api/admin/fiscal/orders-without-invoice')).status).toBe(403);
    await admin.put('/api/admin/fiscal/settings', SHOP_ISSUER);
  });

  it('cancellation: a short justification is refused; within 24 h it is cancelled with its XML; after the window it is refused naming the deadline', async () => {
    const product = await fiscalProduct(t);
    const orderId = await cardOrder(t, customer, product.id);
    await runJobs(t);
    const inv = (await invoiceOf(t, orderId))!;
    const short = await cancelInvoice(admin, inv, 'curta demais');
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe('A justificativa precisa ter pelo menos 15 caracteres.');
    const ok = await cancelInvoice(admin, inv, WITHDRAWN);
    expect(ok.status).toBe(200);
    expect(ok.body.invoice).toMatchObject({
      status: 'cancelled',
      cancelJustification: WITHDRAWN,
      hasCancelXml: true,
      canCancel: false,
    });
    // Perfil → Pedidos: the cancellation's own date, and its XML instead of the authorised one's (which no longer counts).
    const cancelledAt = (await invoiceOf(t, orderId))!.cancelledAt!;
    expect(cancelledAt).toBeInstanceOf(Date);
    expect((await customer.get('/api/store/invoices')).body.items.find((i: { orderId: string }) => i.orderId === orderId)).toMatchObject({
      status: 'cancelled',
      statusLabel: 'Cancelada',
      cancelledAt: cancelledAt.toISOString(),
      danfeUrl: null,
      xmlUrl: null,
      cancelXmlUrl: `/api/store/invoices/${orderId}/cancel-xml`,
    });
    expect((await customer.get(`/api/store/invoices/${orderId}/xml`)).status).toBe(404);
    const cancelXml = await customer.get(`/api/store/invoices/${orderId}/cancel-xml`);
    expect(cancelXml.status).toBe(200);
    expect(cancelXml.headers.get('content-disposition')).toContain(`NFe-${inv.accessKey}-cancelamento.xml`);

    const late = await cardOrder(t, customer, product.id);
    await runJobs(t);
    const old = (await invoiceOf(t, late))!;
    const authorizedAt = new Date('2026-11-20T13:05:00Z');
    await t.ctx.database.db.update(fiscalInvoices).set({ authorizedAt }).where(eq(fiscalInvoices.id, old.id));
    const refused = await cancelInvoice(admin, old, WITHDRAWN);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'INVOICE_CANCEL_WINDOW',
      message: 'O prazo para cancelar esta nota terminou em 21/11/2026 às 10:05 (24 horas após a autorização).',
    });
    expect((await invoiceOf(t, late))?.status).toBe('authorized');
  });

  it('lists with status, text and period filters; bad filters are 400 in pt-BR', async () => {
    const all = await admin.get('/api/admin/fiscal/invoices');
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThanOrEqual(5);
    const one = all.body.items[0];
    const byShortId = await admin.get(`/api/admin/fiscal/invoices?search=${one.orderShortId}`);
    expect(byShortId.body.items.map((i: { id: number }) => i.id)).toContain(one.id);
    expect((await admin.get('/api/admin/fiscal/invoices?from=2000-01-01&to=2000-01-31')).body.total).toBe(0);
    const bad = await admin.get('/api/admin/fiscal/invoices?status=aprovada');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Situação inválida.');
    expect((await admin.get('/api/admin/fiscal/invoices/999999')).status).toBe(404);
  });
});

describe('fiscal invoices through Focus NFe (stand-in with the documented answers)', () => {
  const { t, standIn: focus } = setUpAppWithStandIn(startFocusNfeStandIn);
  let admin: TestClient;
  let customer: TestClient;
  beforeAll(async () => {
    admin = await t.as('admin');
    ({ client: customer } = await newCustomer(t, 'focus'));
    const saved = await admin.put('/api/admin/fiscal/settings', { ...SHOP_ISSUER, token: FOCUS_STAND_IN_TOKEN });
    expect(saved.body.settings).toMatchObject({ provider: 'focusnfe', configured: true, webhookAuthorization: webhookAuthorization(t.ctx.config.appSecret) });
  });

  const posts = (ref: string) => focus.calls.filter((c) => c.method === 'POST' && c.path === `/v2/nfe?ref=${ref}`);

  it('processing, then authorised when the poll reads it back; files copied (protocol from the XML), one POST for the order', async () => {
    const product = await fiscalProduct(t);
    const orderId = await cardOrder(t, customer, product.id);
    await runJobs(t);
    expect((await invoiceOf(t, orderId))?.status).toBe('processing');
    expect(posts(orderId)).toHaveLength(1);
    expect(posts(orderId)[0]!.body).toMatchObject({
      cnpj_emitente: '11222333000181',
      nome_destinatario: 'NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL',
      presenca_comprador: 2,
      consumidor_final: 1,
    });
    // One e-mail per invoice, ours (with the XML and DANFE): Focus NFe mails the buyer itself when the request names them.
    expect(posts(orderId)[0]!.body).not.toHaveProperty('email_destinatario');
    focus.settle(orderId);
    // The poll waits a few seconds before its first read: the test moves the send back instead of sleeping.
    await t.ctx.database.db.execute(sql`UPDATE fiscal_invoices SET submitted_at = now() - interval '1 minute' WHERE order_id = ${orderId}::uuid`);
    await pollInvoicesJob(t.ctx);
    const inv = (await invoiceOf(t, orderId))!;
    expect(inv).toMatchObject({
      status: 'authorized',
      accessKey: '41190607504505000132550010000000221923094166',
      number: '22',
      series: '1',
      protocol: STAND_IN_PROTOCOL,
    });
    expect((await t.ctx.storage.get(inv.danfeKey!))!.subarray(0, 5).toString()).toBe('%PDF-');
    expect(posts(orderId)).toHaveLength(1);
    await pollInvoicesJob(t.ctx);
    const mails = await t.ctx.database.db
      .select()
      .from(outbox)
      .where(sql`kind = 'fiscal-invoice' AND subject LIKE ${`%#${orderId.slice(-6).toUpperCase()}%`}`);
    expect(mails).toHaveLength(1);
  });

  it('a DANFE that is not a PDF and an XML that does not parse are not stored (nor e-mailed); the poll copies them once they are right', async () => {
    focus.options.synchronous = true;
    focus.options.brokenFiles = true;
    const product = await fiscalProduct(t);
    const orderId = await cardOrder(t, customer, product.id);
    await runJobs(t);
    await pollInvoicesJob(t.ctx);
    focus.options.synchronous = false;
    const broken = (await invoiceOf(t, orderId))!;
    expect(broken).toMatchObject({ status: 'authorized', xmlKey: null, danfeKey: null, emailedAt: null });
    expect(await t.ctx.storage.get(invoiceFileKey(orderId, broken.accessKey!, 'danfe'))).toBeNull();
    expect(await t.ctx.storage.get(invoiceFileKey(orderId, broken.accessKey!, 'xml'))).toBeNull();
    focus.options.brokenFiles = false;
    await pollInvoicesJob(t.ctx);
    const fixed = (await invoiceOf(t, orderId))!;
    expect(fixed.xmlKey).not.toBeNull();
    expect((await t.ctx.storage.get(fixed.danfeKey!))!.subarray(0, 5).toString()).toBe('%PDF-');
    expect(fixed.emailedAt).not.toBeNull();
  });

  it("the destination's IBGE municipality code comes from the IBGE table by city and UF; an address the table does not know stops the invoice before Focus NFe, naming it", async () => {
    focus.options.synchronous = true;
    const product = await fiscalProduct(t);
    const known = await cardOrder(t, customer, product.id);
    await runJobs(t);
    expect(posts(known)[0]!.body).toMatchObject({ municipio_destinatario: 'São Paulo', uf_destinatario: 'SP', codigo_municipio_destinatario: '3550308' });
    // Written without accents and in capitals, as a customer may type it.
    const plain = await customer.post(
      '/api/store/orders',
      orderBody([{ productId: product.id, quantity: 1 }], creditCard(t), { address: { ...COPACABANA, city: 'RIO DE JANEIRO' } }),
    );
    expect(plain.status).toBe(201);
    await runJobs(t);
    expect(posts(plain.body.order.id)[0]!.body).toMatchObject({ codigo_municipio_destinatario: '3304557' });
    const unknown = await customer.post(
      '/api/store/orders',
      orderBody([{ productId: product.id, quantity: 1 }], creditCard(t), { address: { ...COPACABANA, city: 'Copacabana do Sul' } }),
    );
    expect(unknown.status).toBe(201);
    await runJobs(t);
    focus.options.synchronous = false;
    const orderId = unknown.body.order.id as string;
    expect(posts(orderId)).toHaveLength(0);
    const inv = (await invoiceOf(t, orderId))!;
    expect(inv).toMatchObject({ status: 'rejected', submittedAt: null });
    expect(inv.messages.map((m) => m.text)).toContain(
      'Endereço de entrega do pedido em "Copacabana do Sul/RJ": município não encontrado na tabela do IBGE. Corrija a cidade do endereço e use \'Emitir novamente\'.',
    );
  });

  it('rejected by SEFAZ (598) with its reason; a webhook without the registered Authorization is refused and stores nothing; with it, the invoice is read back', async () => {
    focus.options.nextOutcome = 'reject';
    const product = await fiscalProduct(t);
    const orderId = await cardOrder(t, customer, product.id);
    await runJobs(t);
    focus.options.nextOutcome = 'authorize';
    focus.settle(orderId);
    const hook = { ref: orderId, status: 'erro_autorizacao' };
    expect((await t.client().post('/api/fiscal/webhooks/focusnfe', hook, { authorization: 'errado' })).status).toBe(401);
    expect((await t.ctx.database.db.execute(sql`SELECT count(*)::int AS n FROM fiscal_webhook_events`)).rows[0]).toEqual({ n: 0 });
    const ok = await t.client().post('/api/fiscal/webhooks/focusnfe', hook, { authorization: webhookAuthorization(t.ctx.config.appSecret) });
    expect(ok.status).toBe(200);
    await runJobs(t);
    const inv = (await invoiceOf(t, orderId))!;
    expect(inv).toMatchObject({ status: 'rejected', sefazCode: '598' });
    expect(inv.messages).toContainEqual(expect.objectContaining({ code: '598', hint: expect.stringContaining('homologação') }));
    // Fixed at the provider's side: 'Emitir novamente' reuses the reference, as Focus NFe allows after erro_autorizacao.
    focus.forget(orderId);
    focus.options.synchronous = true;
    const again = await admin.post(`/api/admin/fiscal/invoices/${inv.id}/reissue`, { version: inv.version });
    focus.options.synchronous = false;
    expect(again.body.invoice.status).toBe('authorized');
    expect(posts(orderId)).toHaveLength(2);
  });

  it('a webhook delivered again (Focus NFe retries) is stored and processed once; a different event for the same note is its own', async () => {
    const product = await fiscalProduct(t);
    const orderId = await cardOrder(t, customer, product.id);
    await runJobs(t);
    focus.settle(orderId);
    const auth = { authorization: webhookAuthorization(t.ctx.config.appSecret) };
    const hook = {
      cnpj_emitente: '11222333000181',
      ref: orderId,
      status: 'autorizado',
      status_sefaz: '100',
      chave_nfe: 'NFe41190607504505000132550010000000221923094166',
    };
    const countEvents = async () =>
      (await t.ctx.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM fiscal_webhook_events WHERE reference = ${orderId}`)).rows[0]!.n;
    const countJobs = async () =>
      (await t.ctx.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM jobs WHERE kind = 'fiscal.webhook-event'`)).rows[0]!.n;
    const jobsBefore = await countJobs();
    // Same body, keys in another order: the same event.
    for (const body of [hook, { ...hook }, Object.fromEntries(Object.entries(hook).reverse())]) {
      expect((await t.client().post('/api/fiscal/webhooks/focusnfe', body, auth)).status).toBe(200);
    }
    expect(await countEvents()).toBe(1);
    expect((await countJobs()) - jobsBefore).toBe(1);
    const gets = () => focus.calls.filter((c) => c.method === 'GET' && c.path.startsWith(`/v2/nfe/${orderId}`)).length;
    const getsBefore = gets();
    await runJobs(t);
    expect(gets() - getsBefore).toBe(1);
    expect((await invoiceOf(t, orderId))?.status).toBe('authorized');
    expect((await t.client().post('/api/fiscal/webhooks/focusnfe', { ...hook, status: 'cancelado', status_sefaz: '135' }, auth)).status).toBe(200);
    expect(await countEvents()).toBe(2);
  });

  it('a send whose answer was lost is sent again under the same reference: Focus NFe answers em_processamento / nfe_autorizada and nothing is issued twice', async () => {
    const product = await fiscalProduct(t);
    const orderId = await cardOrder(t, customer, product.id);
    await runJobs(t);
    // As if the instance died after POSTing: the invoice looks unsent.
    await t.ctx.database.db.execute(sql`UPDATE fiscal_invoices SET submitted_at = NULL, claimed_at = NULL WHERE order_id = ${orderId}::uuid`);
    await pollInvoicesJob(t.ctx);
    expect(posts(orderId)).toHaveLength(2);
    expect((await invoiceOf(t, orderId))?.status).toBe('processing');
    focus.settle(orderId);
    await t.ctx.database.db.execute(sql`UPDATE fiscal_invoices SET submitted_at = NULL, claimed_at = NULL WHERE order_id = ${orderId}::uuid`);
    await pollInvoicesJob(t.ctx);
    expect(posts(orderId)).toHaveLength(3);
    expect((await invoiceOf(t, orderId))?.status).toBe('authorized');
    const gets = focus.calls.filter((c) => c.method === 'GET' && c.path.startsWith(`/v2/nfe/${orderId}`));
    expect(gets.length).toBeGreaterThanOrEqual(2);
  });

  it('cancellation accepted (135) and refused by SEFAZ (501): refused keeps it authorised with the reason', async () => {
    focus.options.synchronous = true;
    const product = await fiscalProduct(t);
    const a = await cardOrder(t, customer, product.id);
    const b = await cardOrder(t, customer, product.id);
    await runJobs(t);
    focus.options.synchronous = false;
    const invA = (await invoiceOf(t, a))!;
    const invB = (await invoiceOf(t, b))!;
    expect([invA.status, invB.status]).toEqual(['authorized', 'authorized']);

    const justification = 'Pedido cancelado a pedido do cliente';
    const ok = await cancelInvoice(admin, invA, justification);
    expect(ok.body.invoice).toMatchObject({ status: 'cancelled', sefazCode: '135', hasCancelXml: true });
    expect(focus.calls.find((c) => c.method === 'DELETE' && c.path === `/v2/nfe/${a}`)?.body).toEqual({ justificativa: justification });

    focus.options.refuseCancel = true;
    const refused = await cancelInvoice(admin, invB, justification);
    focus.options.refuseCancel = false;
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('A SEFAZ recusou o cancelamento: Rejeição: Prazo de cancelamento superior ao previsto na Legislação');
    const after = (await invoiceOf(t, b))!;
    expect(after.status).toBe('authorized');
    expect(after.messages.at(-1)).toMatchObject({ kind: 'error', code: '501' });
  });

  it.skipIf(dbKind !== 'postgres')('two app instances working at once issue one invoice per order, with one POST each', async () => {
    const second = await createTestApp({ demo: false, env: { ...focus.env, DATABASE_URL: t.ctx.config.databaseUrl! } });
    try {
      const product = await fiscalProduct(t);
      const orders = [await cardOrder(t, customer, product.id), await cardOrder(t, customer, product.id), await cardOrder(t, customer, product.id)];
      // Each order's job queued twice (a retry), and both instances run them at the same moment.
      for (const id of orders) await enqueueJob(t.ctx.database.db, 'fiscal.issue-invoice', { orderId: id });
      await Promise.all([
        runDueJobs(t.ctx, SHOP_JOB_HANDLERS, { instanceId: 'a', recurring: [], backoffMs: 0, limit: 3 }),
        runDueJobs(second.ctx, SHOP_JOB_HANDLERS, { instanceId: 'b', recurring: [], backoffMs: 0, limit: 3 }),
      ]);
      await Promise.all([runJobs(t), runJobs(second)]);
      for (const id of orders) expect(await t.ctx.database.db.select().from(fiscalInvoices).where(eq(fiscalInvoices.orderId, id))).toHaveLength(1);
      // Invoices waiting to be sent, sent by both instances and both polls at once: one POST each.
      await t.ctx.database.db.execute(
        sql`UPDATE fiscal_invoices SET submitted_at = NULL, claimed_at = NULL WHERE order_id IN (${sql.join(
          orders.map((o) => sql`${o}::uuid`),
          sql`, `,
        )})`,
      );
      for (const id of orders) focus.forget(id);
      const invoices = await Promise.all(orders.map(async (id) => (await invoiceOf(t, id))!.id));
      await Promise.all([
        ...invoices.flatMap((id) => [sendInvoice(t.ctx, id), sendInvoice(second.ctx, id)]),
        pollInvoicesJob(t.ctx),
        pollInvoicesJob(second.ctx),
      ]);
      for (const id of orders) expect(posts(id)).toHaveLength(2);
    } finally {
      await second.close();
    }
  });
});

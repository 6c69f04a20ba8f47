import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUserWithPassword } from '@/server/auth/create-user';
import { auditLog, generatedReports, receivingChecks, staffMembers, stockEntries, supplierInvoices, suppliers } from '@/server/db/schema';
import { createProduct, ledgerViolations, productRow } from '../support/app-fixtures';
import { setUpTestApp, signInForSuite, type TestClient } from '../support/test-app';

// Conferência and Histórico de Conferências through the API: the requirements' messages to the letter, the
// supervisor's approval verified on the server, and the stock effect of automatic entry.
let supplierId: number;
let seq = 0;
const t = setUpTestApp();
const clerk = signInForSuite(t, 'staff');
beforeAll(async () => {
  supplierId = (await t.ctx.database.db.select().from(suppliers).limit(1))[0]!.id;
});

const nf = () => `${Date.now() % 1_000_000}${++seq}`;
function body(lines: { productId: number; expectedQuantity: number; receivedQuantity: number }[], extra: Record<string, unknown> = {}) {
  return { lines, number: nf(), series: '1', emissionDate: '2026-11-20', receptionDate: '2026-11-23', supplierId, receiverName: 'Ana Recebedora', ...extra };
}

/** Posts a receiving check of these lines as `client`, the rest of the body from `body`. */
const postCheck = (client: TestClient, lines: Parameters<typeof body>[0], extra: Record<string, unknown> = {}) =>
  client.post('/api/admin/receiving-checks', body(lines, extra));

/** A staff account with a job title of its own, signed in. */
async function staffWithTitle(jobTitle: string): Promise<{ email: string; client: TestClient }> {
  const email = `staff-${jobTitle.toLowerCase().replace(/\W/g, '')}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const { id } = await createUserWithPassword(t.ctx, { name: `Pessoa ${jobTitle}`, email, password: 'segredo123', role: 'staff', emailVerified: true });
  await t.ctx.database.db.insert(staffMembers).values({ userId: id, jobTitle });
  const client = t.client();
  await client.unlockGate();
  await client.signIn(email, 'segredo123');
  return { email, client };
}

const countChecks = async () => Number((await t.ctx.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM receiving_checks`)).rows[0]!.n);
const countInvoices = async () => Number((await t.ctx.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM supplier_invoices`)).rows[0]!.n);

describe('posting a receiving check', () => {
  it('answers the requirements’ messages: no product first, then any missing invoice or receiver data', async () => {
    const p = await createProduct(t, { stock: 0 });
    const line = { productId: p.id, expectedQuantity: 2, receivedQuantity: 2 };
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Adicione pelo menos um produto à conferência.'],
      [body([]), 'Adicione pelo menos um produto à conferência.'],
      [{ ...body([]), number: '' }, 'Adicione pelo menos um produto à conferência.'],
      [body([line], { number: '' }), 'Preencha todos os dados da nota fiscal e do recebedor.'],
      [body([line], { number: '   ' }), 'Preencha todos os dados da nota fiscal e do recebedor.'],
      [body([line], { emissionDate: '' }), 'Preencha todos os dados da nota fiscal e do recebedor.'],
      [body([line], { receptionDate: undefined }), 'Preencha todos os dados da nota fiscal e do recebedor.'],
      [body([line], { receiverName: ' ' }), 'Preencha todos os dados da nota fiscal e do recebedor.'],
      [body([line], { supplierId: undefined }), 'Preencha todos os dados da nota fiscal e do recebedor.'],
      [body([{ ...line, receivedQuantity: -1 }]), 'Quantidade inválida.'],
      [body([{ ...line, receivedQuantity: 1.5 }]), 'Quantidade inválida.'],
      [body([line, line]), 'Um produto aparece duas vezes na conferência.'],
    ];
    const before = await countChecks();
    for (const [b, message] of cases) {
      const res = await clerk.post('/api/admin/receiving-checks', b);
      expect(res.status, JSON.stringify(b)).toBe(400);
      expect(res.body.error.message, JSON.stringify(b)).toBe(message);
    }
    expect(await countChecks()).toBe(before);
  });

  it('posts a check without discrepancy with no approval: invoice OK, report text, success, nothing in stock without automatic entry', async () => {
    const p = await createProduct(t, { stock: 3, name: 'Terço de Madeira Conferido' });
    const res = await postCheck(clerk, [{ productId: p.id, expectedQuantity: 5, receivedQuantity: 5 }], { notes: 'Caixa lacrada' });
    expect(res.status).toBe(201);
    expect(res.body.check).toMatchObject({ hasDiscrepancy: false, itemsChecked: 1, discrepancies: 0, approvedByName: null, receiverName: 'Ana Recebedora' });
    expect(res.body.check.reportSummary).toBe(
      'Itens conferidos: 1. Conferem: 1. Com divergência: 0.\nTodos os itens conferem com a nota fiscal.\nObservações: Caixa lacrada',
    );
    const [invoice] = await t.ctx.database.db.select().from(supplierInvoices).where(eq(supplierInvoices.id, res.body.check.invoiceId));
    expect(invoice!.status).toBe('ok');
    expect((await productRow(t, p.id)).stock).toBe(3);
  });

  it('with automatic entry and no discrepancy enters each received quantity as a stock entry linked to the check', async () => {
    const a = await createProduct(t, { stock: 2 });
    const b = await createProduct(t, { stock: 0 });
    const res = await postCheck(
      clerk,
      [
        { productId: a.id, expectedQuantity: 4, receivedQuantity: 4 },
        { productId: b.id, expectedQuantity: 6, receivedQuantity: 6 },
      ],
      { autoEntry: true },
    );
    expect(res.status).toBe(201);
    expect((await productRow(t, a.id)).stock).toBe(6);
    expect((await productRow(t, b.id)).stock).toBe(6);
    const entries = await t.ctx.database.db.select().from(stockEntries).where(eq(stockEntries.sourceId, res.body.check.id));
    expect(
      entries
        .filter((e) => e.sourceType === 'receiving_check')
        .map((e) => [e.productId, e.quantity, e.entryDate])
        .sort(),
    ).toEqual(
      [
        [a.id, 4, '2026-11-23'],
        [b.id, 6, '2026-11-23'],
      ].sort(),
    );
    const kinds = await t.ctx.database.db.execute<{ kind: string; quantity: number }>(
      sql`SELECT m.kind, m.quantity FROM stock_movements m JOIN stock_entries e ON m.ref_type = 'stock_entry' AND m.ref_id = e.id::text WHERE e.source_type = 'receiving_check' AND e.source_id = ${res.body.check.id}`,
    );
    expect(kinds.rows.map((r) => r.kind)).toEqual(['receiving', 'receiving']);
    expect(await ledgerViolations(t)).toEqual([]);
  });

  it('refuses a check with discrepancy and automatic entry for a customer, a Funcionário, a wrong or missing password — writing nothing', async () => {
    const p = await createProduct(t, { stock: 1 });
    const funcionario = await staffWithTitle('Funcionário');
    // Another Funcionário: approving one's own check has its own refusal (issue 26).
    const colleague = await staffWithTitle('Funcionário');
    const lines = [{ productId: p.id, expectedQuantity: 10, receivedQuantity: 8 }];
    const attempts: Record<string, unknown>[] = [
      { supervisorEmail: 'cliente@luzdafe.test', supervisorPassword: 'demo1234' },
      { supervisorEmail: colleague.email, supervisorPassword: 'segredo123' },
      { supervisorEmail: 'funcionario@luzdafe.test', supervisorPassword: 'senha-errada' },
      { supervisorEmail: 'ninguem@example.com', supervisorPassword: 'demo1234' },
    ];
    const before = { checks: await countChecks(), invoices: await countInvoices() };
    const audits = (await t.ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
    for (const extra of [...attempts, {}]) {
      const res = await postCheck(funcionario.client, lines, { autoEntry: true, ...extra });
      expect(res.status, JSON.stringify(extra)).toBe(403);
      expect(res.body.error).toEqual({ code: 'SUPERVISOR_REJECTED', message: 'Senha do Supervisor inválida para entrada com divergência.' });
    }
    expect(await countChecks()).toBe(before.checks);
    expect(await countInvoices()).toBe(before.invoices);
    expect((await t.ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n).toBe(audits);
    expect((await productRow(t, p.id)).stock).toBe(1);
  });

  it('is granted by the demo Supervisor: records who approved, in the check and in the audit, and enters what was received', async () => {
    const p = await createProduct(t, { stock: 1 });
    const q = await createProduct(t, { stock: 0 });
    const funcionario = await staffWithTitle('Funcionário');
    const res = await postCheck(
      funcionario.client,
      [
        { productId: p.id, expectedQuantity: 10, receivedQuantity: 8 },
        { productId: q.id, expectedQuantity: 2, receivedQuantity: 3 },
      ],
      { autoEntry: true, supervisorEmail: ' Funcionario@LuzDaFe.test ', supervisorPassword: 'demo1234' },
    );
    expect(res.status).toBe(201);
    expect(res.body.check).toMatchObject({ hasDiscrepancy: true, discrepancies: 2, approvedByName: 'Carlos Funcionário' });
    expect(res.body.check.reportSummary).toContain('faltam 2 UN');
    expect(res.body.check.reportSummary).toContain('sobram 1 UN');
    expect((await productRow(t, p.id)).stock).toBe(9);
    expect((await productRow(t, q.id)).stock).toBe(3);
    const [invoice] = await t.ctx.database.db.select().from(supplierInvoices).where(eq(supplierInvoices.id, res.body.check.invoiceId));
    expect(invoice!.status).toBe('divergence');
    const [audit] = await t.ctx.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.entity} = 'receiving_check' AND ${auditLog.entityId} = ${String(res.body.check.id)}`);
    expect((audit!.after as { approvedBy: { name: string } }).approvedBy.name).toBe('Carlos Funcionário');
    expect(await ledgerViolations(t)).toEqual([]);
  });

  it('needs no approval for a discrepancy without automatic entry, and an admin may approve', async () => {
    const p = await createProduct(t, { stock: 0 });
    const plain = await postCheck(clerk, [{ productId: p.id, expectedQuantity: 3, receivedQuantity: 1 }]);
    expect(plain.status).toBe(201);
    expect(plain.body.check.approvedByName).toBeNull();
    expect((await productRow(t, p.id)).stock).toBe(0);
    const byAdmin = await postCheck(clerk, [{ productId: p.id, expectedQuantity: 3, receivedQuantity: 1 }], {
      autoEntry: true,
      supervisorEmail: 'admin@luzdafe.test',
      supervisorPassword: 'demo1234',
    });
    expect(byAdmin.status).toBe(201);
    expect((await productRow(t, p.id)).stock).toBe(1);
  });

  it('throttles failed approvals (429), not successful ones', async () => {
    const p = await createProduct(t, { stock: 0 });
    const clerk2 = await staffWithTitle('Almoxarife');
    const b = () =>
      body([{ productId: p.id, expectedQuantity: 2, receivedQuantity: 1 }], {
        autoEntry: true,
        supervisorEmail: 'admin@luzdafe.test',
        supervisorPassword: 'errada',
      });
    for (let i = 0; i < 5; i++) expect((await clerk2.client.post('/api/admin/receiving-checks', b())).status).toBe(403);
    const limited = await clerk2.client.post('/api/admin/receiving-checks', { ...b(), supervisorPassword: 'demo1234' });
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toBe('Muitas tentativas de aprovação. Aguarde alguns minutos e tente novamente.');
  });

  it('posts once for a repeated key, and the same invoice (supplier, number, series) cannot be received twice', async () => {
    const p = await createProduct(t, { stock: 0 });
    const b = body([{ productId: p.id, expectedQuantity: 2, receivedQuantity: 2 }], {
      autoEntry: true,
      idempotencyKey: `conf-${Math.random().toString(36).slice(2)}`,
    });
    const results = await Promise.all([1, 2, 3].map(() => clerk.post('/api/admin/receiving-checks', b)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(results.map((r) => r.body.check.id)).size).toBe(1);
    expect((await productRow(t, p.id)).stock).toBe(2);
    const again = await clerk.post('/api/admin/receiving-checks', { ...b, idempotencyKey: undefined });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Esta nota fiscal já foi recebida (mesmo fornecedor, número e série).');
    expect((await productRow(t, p.id)).stock).toBe(2);
  });

  it('refuses an unknown product or supplier with 404 and writes nothing', async () => {
    const before = await countInvoices();
    const unknownProduct = await postCheck(clerk, [{ productId: 999999, expectedQuantity: 1, receivedQuantity: 1 }]);
    expect(unknownProduct.status).toBe(404);
    expect(unknownProduct.body.error.message).toBe('Produto não encontrado.');
    const p = await createProduct(t, { stock: 0 });
    const unknownSupplier = await postCheck(clerk, [{ productId: p.id, expectedQuantity: 1, receivedQuantity: 1 }], { supplierId: 999999 });
    expect(unknownSupplier.status).toBe(404);
    expect(await countInvoices()).toBe(before);
  });
});

describe('history of checks', () => {
  it('filters by period, NF number, supplier, receiver and discrepancy; shows the detail and the PDF, archived in Relatórios Gerados', async () => {
    const p = await createProduct(t, { stock: 0, name: 'Vela Histórico Conferência' });
    const number = `77${nf()}`;
    const posted = await postCheck(clerk, [{ productId: p.id, expectedQuantity: 5, receivedQuantity: 4 }], {
      number,
      receptionDate: '2026-10-05',
      receiverName: 'Bruno Estoquista Único',
    });
    expect(posted.status).toBe(201);
    const id = posted.body.check.id;
    const ids = async (q: string) => (await clerk.get(`/api/admin/receiving-checks?${q}`)).body.items.map((c: { id: number }) => c.id);
    expect(await ids(`number=${number}`)).toEqual([id]);
    expect(await ids(`number=${number}&discrepancy=with`)).toEqual([id]);
    expect(await ids(`number=${number}&discrepancy=without`)).toEqual([]);
    expect(await ids(`number=${number}&from=2026-10-05&to=2026-10-05`)).toEqual([id]);
    expect(await ids(`number=${number}&from=2026-10-06`)).toEqual([]);
    expect(await ids(`number=${number}&supplierId=${supplierId}`)).toEqual([id]);
    expect(await ids('receiver=bruno%20estoquista%20unico')).toEqual([id]);
    expect((await clerk.get('/api/admin/receiving-checks?discrepancy=talvez')).status).toBe(400);
    const detail = await clerk.get(`/api/admin/receiving-checks/${id}`);
    expect(detail.body.check.lines).toEqual([
      { productId: p.id, productName: 'Vela Histórico Conferência', productCode: p.code, unit: 'Unidade', expectedQuantity: 5, receivedQuantity: 4 },
    ]);
    expect((await clerk.get('/api/admin/receiving-checks/999999')).body.error.message).toBe('Conferência não encontrada.');
    const pdf = await clerk.get(`/api/admin/receiving-checks/${id}/conferencia.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const archived = await t.ctx.database.db.select().from(generatedReports).where(eq(generatedReports.kind, 'receiving_check'));
    expect(archived.map((r) => r.title)).toContain(`Conferência NF ${number}/1`);
    const [row] = await t.ctx.database.db.select().from(receivingChecks).where(eq(receivingChecks.id, id));
    expect(row!.postedAt).toBeInstanceOf(Date);
  });

  it("fills the staff page's 'Histórico de Conferências' with the member's checks", async () => {
    const p = await createProduct(t, { stock: 0 });
    const member = await staffWithTitle('Funcionário');
    const number = `88${nf()}`;
    const posted = await postCheck(member.client, [{ productId: p.id, expectedQuantity: 2, receivedQuantity: 2 }], { number, series: '' });
    expect(posted.status).toBe(201);
    const [row] = await t.ctx.database.db.select({ id: sql<string>`created_by_id` }).from(receivingChecks).where(eq(receivingChecks.id, posted.body.check.id));
    // Someone else's record is for those who manage staff (issue 26).
    const detail = await (await t.as('admin')).get(`/api/admin/staff/${row!.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.conferences).toEqual([{ id: String(posted.body.check.id), nfNumber: number, date: '2026-11-23', itemCount: 1 }]);
  });
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('received invoices (Notas Fiscais)', () => {
  it('lists invoices with their status (OK / Divergência), filters by status, supplier, period and text, and shows expected vs received', async () => {
    const a = await createProduct(t, { stock: 0, name: 'Imagem Nota Fiscal Sagrada' });
    const number = `66${nf()}`;
    const ok = await postCheck(clerk, [{ productId: a.id, expectedQuantity: 3, receivedQuantity: 3 }], { number, emissionDate: '2026-09-01' });
    const bad = await postCheck(clerk, [{ productId: a.id, expectedQuantity: 3, receivedQuantity: 2 }], { number: `${number}9`, emissionDate: '2026-09-01' });
    const ids = async (q: string) => (await clerk.get(`/api/admin/supplier-invoices?${q}`)).body.items.map((i: { id: number }) => i.id);
    const okId = ok.body.check.invoiceId;
    const badId = bad.body.check.invoiceId;
    expect(await ids('from=2026-09-01&to=2026-09-01&status=ok')).toContain(okId);
    expect(await ids('from=2026-09-01&to=2026-09-01&status=ok')).not.toContain(badId);
    expect(await ids('from=2026-09-01&to=2026-09-01&status=divergence')).toEqual(expect.arrayContaining([badId]));
    expect(await ids(`search=${number}&supplierId=${supplierId}`)).toEqual(expect.arrayContaining([okId, badId]));
    expect(await ids('search=nota%20fiscal%20sagrada&from=2026-09-02')).toEqual([]);
    expect((await clerk.get('/api/admin/supplier-invoices?status=pago')).body.error.message).toBe('Status inválido.');
    const detail = await clerk.get(`/api/admin/supplier-invoices/${badId}`);
    expect(detail.body.invoice).toMatchObject({ status: 'divergence', checkId: bad.body.check.id, hasPhoto: false, itemCount: 1, receptionDate: '2026-11-23' });
    expect(detail.body.invoice.items).toMatchObject([
      { lineNo: 1, name: 'Imagem Nota Fiscal Sagrada', productCode: a.code, expected: 3, received: 2, product: { id: a.id, code: a.code } },
    ]);
    expect((await clerk.get('/api/admin/supplier-invoices/999999')).body.error.message).toBe('Nota fiscal não encontrada.');
  });

  it('keeps the photo of the paper invoice, checked by content, and serves it inline', async () => {
    const a = await createProduct(t, { stock: 0 });
    const posted = await postCheck(clerk, [{ productId: a.id, expectedQuantity: 1, receivedQuantity: 1 }]);
    const id = posted.body.check.invoiceId;
    const none = await clerk.get(`/api/admin/supplier-invoices/${id}/photo`);
    expect(none.status).toBe(404);
    expect(none.body.error.message).toBe('Esta nota fiscal não tem foto.');
    const send = (blob: Blob, name: string) => {
      const form = new FormData();
      form.set('file', blob, name);
      return clerk.post(`/api/admin/supplier-invoices/${id}/photo`, form);
    };
    const fake = await send(new Blob(['<html><script>alert(1)</script>']), 'nota.png');
    expect(fake.status).toBe(400);
    expect(fake.body.error.message).toBe('Envie uma imagem (JPEG, PNG ou WebP) ou um PDF.');
    const empty = await clerk.post(`/api/admin/supplier-invoices/${id}/photo`, new FormData());
    expect(empty.body.error.message).toBe('Selecione a foto da nota fiscal.');
    const saved = await send(new Blob([PNG]), 'foto da nota');
    expect(saved.status).toBe(201);
    expect(saved.body.photo).toEqual({ fileName: 'foto da nota.png', mimeType: 'image/png' });
    const res = await t.app.request(`http://localhost/api/admin/supplier-invoices/${id}/photo`, {
      headers: { cookie: [...clerk.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await clerk.get(`/api/admin/supplier-invoices/${id}`)).body.invoice.hasPhoto).toBe(true);
  });
});

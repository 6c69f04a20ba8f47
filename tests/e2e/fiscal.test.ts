import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '@/domain/dates';
import { shortOrderId } from '@/domain/ids';
import { missingFiscalFieldsMessage } from '@/domain/product-fiscal';
import { CUSTOMER, lineItems, orderBody, SHOP_ISSUER, uniqueTag } from '../support/fixtures';
import { listItem } from './support/back-office-suite';
import { DEMO, desktopOnly, screenshot, seriousA11yViolations, signedInPage, storeContext, toastText, VIEWPORTS, type ViewportName } from './support/browser';
import { openBrowserSuite } from './support/browser-suite';
import { createProduct, staffApi, type TestProduct } from './support/factories';
import { readDownloadedPdf, readPdfBytes } from './support/pdf';
import type { RunningServer } from './support/server';

// Issue 28, end to end in the sandbox provider: the issuer set up, a product's NCM filled, an order
// paid, its NF-e authorised in Notas Emitidas and in the customer's profile with the DANFE; a
// product without NCM stops the invoice until it is fixed and sent again. A server of its own:
// the file changes the shop's fiscal settings.

let server: RunningServer;
let browser: Browser;
let admin: Awaited<ReturnType<typeof staffApi>>;
let customer: BrowserContext;

openBrowserSuite((s) => ({ server, browser } = s), { own: true });
beforeAll(async () => {
  admin = await staffApi(browser, server, DEMO.admin);
  customer = await storeContext(browser, server.url, 'desktop', DEMO.customer);
});
afterAll(async () => {
  await admin?.close();
  await customer?.close();
});

/** What a product needs for its NF-e. */
const FISCAL_FIELDS = { ncm: '7117.90.00', gtin: 'SEM GTIN' };

/** A Pix order of the demo customer (CPF for the NF-e), paid by the administrator as a Pix seen in the bank. */
async function paidOrder(product: TestProduct): Promise<string> {
  const res = await customer.request.post(`${server.url}/api/store/orders`, {
    headers: { origin: server.url },
    data: orderBody(lineItems([product, 2]), { paymentMethod: 'pix' }, { customer: { ...CUSTOMER, email: DEMO.customer } }),
  });
  if (res.status() !== 201) throw new Error(`order failed: ${res.status()} ${await res.text()}`);
  const id = (await res.json()).order.id as string;
  await admin.call('post', `/api/admin/orders/${id}/mark-paid`);
  return id;
}

/** The invoice of an order once the issuing job has run (it is queued by the payment). */
async function invoiceOf(orderId: string, status: string) {
  let invoice: { id: number; status: string; sefazMessage: string | null } | null = null;
  await expect
    .poll(
      async () => {
        invoice = (await admin.call('get', `/api/admin/fiscal/orders/${orderId}/invoice`)).invoice;
        return invoice?.status;
      },
      { timeout: 30_000 },
    )
    .toBe(status);
  return invoice!;
}

const toastWith = (page: Page, text: string) => expect.poll(() => toastText(page)).toContain(text);
const dialog = (page: Page) => page.getByRole('dialog');

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('notas fiscais de venda (%s)', (viewport) => {
  it("sets the issuer up in Configurações → Fiscal; the token comes back only as 'definido'", async () => {
    const first = viewport === Object.keys(VIEWPORTS)[0];
    const { context, page } = await signedInPage(browser, server.url, viewport, DEMO.admin, first ? '/admin/dashboard' : '/admin/configuracoes?aba=fiscal');
    if (first) {
      // Nothing saved yet on this server: the dashboard warns, and leads to the form.
      const warning = page.getByRole('alert').filter({ hasText: 'Configurações → Fiscal incompleta' });
      await warning.waitFor();
      await screenshot(page, `fiscal-dashboard-warning-${viewport}`);
      await warning.getByRole('link', { name: 'Completar dados fiscais' }).click();
      await page.waitForURL(/\/admin\/configuracoes\?aba=fiscal/);
    }
    const form = page.getByRole('form', { name: 'Dados fiscais da loja' });
    await form.waitFor();
    await form.getByLabel('CNPJ').fill('11222333000181');
    expect(await form.getByLabel('CNPJ').inputValue()).toBe('11.222.333/0001-81');
    await form.getByLabel('Inscrição estadual').fill('110042490114');
    await form.getByLabel('Razão social').fill('Luz da Fé Artigos Religiosos Ltda');
    await form.getByLabel('CEP').fill('01001000');
    await form.getByLabel('Código IBGE do município').fill('123');
    await form.getByLabel('Logradouro').fill('Praça da Sé');
    await form.getByLabel('Número').fill('100');
    await form.getByLabel('Bairro').fill('Sé');
    await form.getByLabel(/^Município/).fill('São Paulo');
    await form.getByLabel('UF').selectOption('SP');
    await form.getByLabel('Token do provedor').fill('token-de-teste-123');
    await form.getByRole('button', { name: 'Salvar Dados Fiscais' }).click();
    // The wrong IBGE code is named under its field, and nothing is saved.
    await form.getByText('Código IBGE do município inválido: são 7 dígitos.').waitFor();
    await form.getByLabel('Código IBGE do município').fill('3550308');
    await form.getByRole('button', { name: 'Salvar Dados Fiscais' }).click();
    await toastWith(page, 'Dados fiscais salvos');
    await form.getByText('Tudo preenchido: as notas de venda podem ser emitidas.').waitFor();
    expect(await form.getByLabel('Token do provedor').inputValue()).toBe('');
    expect(await form.getByLabel('Token do provedor').getAttribute('placeholder')).toBe('definido');
    const saved = (await admin.call('get', '/api/admin/fiscal/settings')).settings;
    expect(saved).toMatchObject({ cnpj: '11222333000181', tokenSet: true, configured: true, autoIssue: true });
    expect(JSON.stringify(saved)).not.toContain('token-de-teste-123');
    await page.locator('[data-sonner-toast]').waitFor({ state: 'detached' });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `fiscal-settings-${viewport}`);
    if (first) {
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/admin/fiscal/readiness'));
      await page.goto('/admin/dashboard');
      expect(await (await answered).json()).toEqual({ configured: true });
      await page.getByText('Total de Produtos').waitFor();
      expect(await page.getByText('Configurações → Fiscal incompleta').count()).toBe(0);
    }
    await context.close();
  });

  it("fills a product's NCM, and a paid order's NF-e is authorised in Notas Emitidas and in Perfil → Pedidos with its DANFE", async () => {
    const product = await createProduct(admin, { online: true, stock: 20, name: `Terço Fiscal ${viewport}` });
    const { context, page } = await signedInPage(
      browser,
      server.url,
      viewport,
      DEMO.admin,
      `/admin/almoxarifado?fiscal=incomplete&search=${encodeURIComponent(product.code)}`,
    );
    // Listed among the products an invoice would stop at, naming what is missing.
    const row = listItem(page, product.name);
    await row.getByText('Falta para a nota fiscal: NCM, GTIN (ou "SEM GTIN")').waitFor();
    await row.getByRole('button', { name: `Editar ${product.name}` }).click();
    await dialog(page).getByLabel('NCM', { exact: true }).fill('7117.90.00');
    await dialog(page).getByLabel('Produto sem GTIN').check();
    await dialog(page).getByLabel('Origem da mercadoria').selectOption('0');
    await screenshot(page, `fiscal-product-form-${viewport}`);
    await dialog(page).getByRole('button', { name: 'Salvar Alterações' }).click();
    await toastWith(page, 'Produto atualizado!');
    await expect.poll(() => listItem(page, product.name).count()).toBe(0);

    const orderId = await paidOrder(product);
    const invoice = await invoiceOf(orderId, 'authorized');
    const ref = `#${shortOrderId(orderId)}`;
    await page.goto('/admin/nfs/emitidas?status=authorized');
    const item = listItem(page, ref);
    await item.getByText('Autorizada').waitFor();
    await item.getByRole('button', { name: `Detalhes da nota do pedido ${ref}` }).click();
    await dialog(page).getByText('Chave de acesso').waitFor();
    await dialog(page).getByText('Autorizado o uso da NF-e').first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `fiscal-invoice-details-${viewport}`);
    const [download] = await Promise.all([page.waitForEvent('download'), dialog(page).getByRole('link', { name: 'DANFE (PDF)' }).click()]);
    const danfe = await readDownloadedPdf(download, `fiscal-danfe-admin-${viewport}`);
    expect(danfe.text).toContain('DANFE');
    expect(danfe.text).toContain(product.name);
    expect(danfe.text).toContain('71179000');
    await context.close();

    // The customer finds it in Perfil → Pedidos, the DANFE opening as a PDF.
    const shopper = await storeContext(browser, server.url, viewport, DEMO.customer);
    const profile = await shopper.newPage();
    await profile.goto('/perfil?tab=pedidos');
    const card = profile.getByTestId('order-card').filter({ hasText: `Pedido ${ref}` });
    const link = card.getByRole('link', { name: `Nota fiscal do pedido ${ref} (PDF)` });
    await link.waitFor();
    await card.getByTestId('order-invoice').getByText('Autorizada').waitFor();
    await screenshot(profile, `fiscal-profile-invoice-${viewport}`);
    const pdf = await shopper.request.get(new URL((await link.getAttribute('href'))!, server.url).toString());
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const customerDanfe = readPdfBytes(await pdf.body(), 'DANFE', `fiscal-danfe-customer-${viewport}`);
    expect(customerDanfe.text).toContain(product.name);
    expect(invoice.status).toBe('authorized');
    await shopper.close();
  });

  it.skipIf(desktopOnly(viewport))(
    "stops the invoice of a product without NCM naming product and field; the fix and 'Emitir novamente' authorise it",
    async () => {
      const product = await createProduct(admin, { online: true, stock: 20, name: `Vela Sem NCM ${viewport}` });
      const orderId = await paidOrder(product);
      const rejected = await invoiceOf(orderId, 'rejected');
      // The message names the product and what it lacks.
      const why = missingFiscalFieldsMessage(product, ['ncm', 'gtin']);
      expect(why).toBe(`Produto "${product.name}" (${product.code}): falta NCM e GTIN (ou "SEM GTIN").`);
      const detail = (await admin.call('get', `/api/admin/fiscal/invoices/${rejected.id}`)).invoice as { messages: { text: string }[] };
      expect(detail.messages.map((m) => m.text)).toContain(why);
      const ref = `#${shortOrderId(orderId)}`;

      // The dashboard says someone must act, and leads to the rejected ones.
      const { context, page } = await signedInPage(browser, server.url, viewport, DEMO.admin, '/admin/dashboard');
      await page.getByText(/rejeitadas? esperando correção/).waitFor();
      await page.getByRole('link', { name: 'Ver notas rejeitadas' }).click();
      await page.waitForURL(/\/admin\/nfs\/emitidas\?status=rejected/);
      const item = listItem(page, ref);
      await item.getByText('Rejeitada').waitFor();
      await item.getByRole('button', { name: `Detalhes da nota do pedido ${ref}` }).click();
      await dialog(page).getByText(why).waitFor();
      await screenshot(page, `fiscal-rejected-${viewport}`);

      // Fixed in the product (through the API: the form is tested above), then sent again.
      const current = (await admin.call('get', `/api/admin/products/${product.id}`)).product;
      await admin.call('put', `/api/admin/products/${product.id}`, {
        name: current.name,
        code: current.code,
        price: '19,90',
        costPrice: '8,00',
        categoryId: String(current.categoryId),
        unit: current.unit,
        minStock: String(current.minStock),
        availableOnline: true,
        ncm: '34060000',
        gtin: 'SEM GTIN',
      });
      await dialog(page).getByRole('button', { name: 'Emitir novamente' }).click();
      await toastWith(page, 'Nota autorizada!');
      await dialog(page).getByText('Autorizada', { exact: true }).first().waitFor();
      await screenshot(page, `fiscal-reissued-${viewport}`);
      expect((await admin.call('get', `/api/admin/fiscal/orders/${orderId}/invoice`)).invoice.status).toBe('authorized');
      await context.close();
    },
  );

  it.skipIf(desktopOnly(viewport))(
    "'Emitir nota' for a paid order without an NF-e: in the order's details and in Notas Emitidas, only for whoever holds fiscal.manage",
    async () => {
      // The shop's issuer with the first scenario's token (this one also runs alone), with automatic issuing off.
      const body = { ...SHOP_ISSUER, token: 'token-de-teste-123' };
      await admin.call('put', '/api/admin/fiscal/settings', { ...body, autoIssue: false });
      try {
        const product = await createProduct(admin, { name: `Crucifixo Sem Nota ${uniqueTag()}`, stock: 20, online: true, fields: FISCAL_FIELDS });
        const first = await paidOrder(product);
        const second = await paidOrder(product);
        expect((await admin.call('get', `/api/admin/fiscal/orders/${first}/invoice`)).invoice).toBeNull();

        // Staff without fiscal.manage see the order but no invoice section.
        const clerk = await signedInPage(browser, server.url, viewport, DEMO.staff, `/admin/pedidos?search=${shortOrderId(first)}`);
        await listItem(clerk.page, `#${shortOrderId(first)}`)
          .getByRole('button', { name: `Ver detalhes do pedido #${shortOrderId(first)}` })
          .click();
        await dialog(clerk.page).getByText('Itens', { exact: true }).waitFor();
        expect(
          await dialog(clerk.page)
            .getByRole('button', { name: /Emitir nota/ })
            .count(),
        ).toBe(0);
        await clerk.context.close();

        // In the order's details.
        const { context, page } = await signedInPage(browser, server.url, viewport, DEMO.admin, `/admin/pedidos?search=${shortOrderId(first)}`);
        await listItem(page, `#${shortOrderId(first)}`)
          .getByRole('button', { name: `Ver detalhes do pedido #${shortOrderId(first)}` })
          .click();
        await dialog(page).getByText('Este pedido pago ainda não tem nota fiscal.').waitFor();
        await screenshot(page, `fiscal-order-issue-${viewport}`);
        await dialog(page)
          .getByRole('button', { name: `Emitir nota do pedido #${shortOrderId(first)}` })
          .click();
        await toastWith(page, `Nota do pedido #${shortOrderId(first)} autorizada!`);
        await dialog(page).getByRole('region', { name: 'Nota fiscal' }).getByText('Autorizada').waitFor();
        await page.keyboard.press('Escape');

        // In Notas Emitidas, which lists the paid orders without one.
        await page.goto('/admin/nfs/emitidas');
        const waiting = page.getByRole('region', { name: /pedidos? pagos? sem nota fiscal/ });
        await waiting.getByText(`#${shortOrderId(second)}`).waitFor();
        expect(await waiting.getByText(`#${shortOrderId(first)}`).count()).toBe(0);
        expect(await seriousA11yViolations(page)).toEqual([]);
        await screenshot(page, `fiscal-orders-without-invoice-${viewport}`);
        await waiting.getByRole('button', { name: `Emitir nota do pedido #${shortOrderId(second)}` }).click();
        await toastWith(page, `Nota do pedido #${shortOrderId(second)} autorizada!`);
        await listItem(page, `#${shortOrderId(second)}`)
          .getByText('Autorizada')
          .waitFor();
        expect((await admin.call('get', `/api/admin/fiscal/orders/${second}/invoice`)).invoice.status).toBe('authorized');
        await context.close();
      } finally {
        await admin.call('put', '/api/admin/fiscal/settings', { ...body, autoIssue: true });
      }
    },
  );

  it.skipIf(desktopOnly(viewport))('refuses a short cancel justification; cancelling the paid order offers to cancel its authorised invoice too', async () => {
    const product = await createProduct(admin, { name: `Medalha Fiscal ${uniqueTag()}`, stock: 20, online: true, fields: FISCAL_FIELDS });
    const orderId = await paidOrder(product);
    await invoiceOf(orderId, 'authorized');
    const shortId = shortOrderId(orderId);

    const { context, page } = await signedInPage(browser, server.url, viewport, DEMO.admin, `/admin/nfs/emitidas?search=${shortId}`);
    await listItem(page, `#${shortId}`)
      .getByRole('button', { name: `Detalhes da nota do pedido #${shortId}` })
      .click();
    await dialog(page).getByRole('button', { name: 'Cancelar nota' }).click();
    const cancelDialog = page.getByRole('dialog', { name: `Cancelar a nota do pedido #${shortId}` });
    await cancelDialog.getByLabel('Justificativa').fill('curta demais');
    await cancelDialog.getByRole('button', { name: 'Cancelar nota' }).click();
    await cancelDialog.getByText('A justificativa precisa ter pelo menos 15 caracteres.').waitFor();
    await page.keyboard.press('Escape');
    await cancelDialog.waitFor({ state: 'detached' });

    await page.goto(`/admin/pedidos?search=${shortId}`);
    await listItem(page, `#${shortId}`)
      .getByRole('button', { name: `Atualizar status do pedido #${shortId}` })
      .click();
    const statusDialog = page.getByRole('dialog', { name: `Atualizar Status do Pedido #${shortId}` });
    await statusDialog.getByLabel('Selecione o novo status para este pedido:').selectOption('cancelled');
    await statusDialog.getByText('Este pedido tem nota fiscal autorizada').waitFor();
    await statusDialog.getByLabel('Sim, cancelar a nota fiscal').check();
    await statusDialog.getByLabel('Justificativa do cancelamento da nota').fill('Pedido cancelado a pedido da cliente');
    await screenshot(page, `fiscal-cancel-order-${viewport}`);
    page.once('dialog', (d) => void d.accept());
    await statusDialog.getByRole('button', { name: 'Atualizar Status' }).click();
    await toastWith(page, 'Nota fiscal cancelada.');
    const after = (await admin.call('get', `/api/admin/fiscal/orders/${orderId}/invoice`)).invoice;
    expect(after.status).toBe('cancelled');
    await context.close();

    // Perfil → Pedidos at both widths: dated by its cancellation, the cancellation's XML offered, not the authorised one.
    const { cancelledAt } = (await admin.call('get', `/api/admin/fiscal/invoices/${after.id}`)).invoice;
    for (const width of Object.keys(VIEWPORTS) as ViewportName[]) {
      const shopper = await storeContext(browser, server.url, width, DEMO.customer);
      const profile = await shopper.newPage();
      await profile.goto('/perfil?tab=pedidos');
      const card = profile.getByTestId('order-card').filter({ hasText: `Pedido #${shortId}` });
      await card.getByTestId('order-invoice').getByText('Cancelada').waitFor();
      await screenshot(profile, `fiscal-profile-cancelled-${width}`);
      expect(await card.getByTestId('order-invoice').innerText()).toContain(`Cancelada em ${formatDateTime(cancelledAt)}`);
      expect(await card.getByRole('link', { name: `XML do cancelamento da nota fiscal do pedido #${shortId}` }).count()).toBe(1);
      expect(await card.getByRole('link', { name: `XML da nota fiscal do pedido #${shortId}` }).count()).toBe(0);
      expect(await card.getByRole('link', { name: /\(PDF\)$/ }).count()).toBe(0);
      await shopper.close();
    }
  });
});

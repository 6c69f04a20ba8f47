import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortOrderId } from '@/domain/ids';
import { CUSTOMER, lineItems, orderBody, SHOP_ISSUER, uniqueTag } from '../support/fixtures';
import { registerCustomer, seedServerCart, toPaymentStep } from './cart-fixtures';
import { toastWith } from './support/back-office-suite';
import { DEMO, screenshot, seriousA11yViolations, signedInPage, storeContext, VIEWPORTS, type ViewportName } from './support/browser';
import { openBrowserSuite } from './support/browser-suite';
import { createProduct, staffApi, type TestProduct } from './support/factories';
import { readDownloadedPdf } from './support/pdf';
import type { RunningServer } from './support/server';

// Delivery end to end with the built-in sandbox (issue 37): Configurações → Entregas; a paid order
// with an authorised NF-e goes from Expedição (label bought, printed, posted, delivered) to the
// customer's Perfil → Pedidos showing Entregue with the tracking steps. A server of its own: the
// file changes the shop's fiscal and delivery settings.

let server: RunningServer;
let browser: Browser;
let admin: Awaited<ReturnType<typeof staffApi>>;
let customer: BrowserContext;
let product: TestProduct;

openBrowserSuite((s) => ({ server, browser } = s), { own: true });
beforeAll(async () => {
  admin = await staffApi(browser, server, DEMO.admin);
  customer = await storeContext(browser, server.url, 'desktop', DEMO.customer);
  // The NF-e issuer (the sandbox authorises every note), so paid orders get their key.
  await admin.call('put', '/api/admin/fiscal/settings', { ...SHOP_ISSUER, token: 'token-de-teste-123' });
  product = await createProduct(admin, {
    name: `Terço de Entrega ${uniqueTag()}`,
    stock: 20,
    online: true,
    fields: { ncm: '7117.90.00', gtin: 'SEM GTIN', weightGrams: '300', heightCm: '4', widthCm: '12', lengthCm: '18' },
  });
});
afterAll(async () => {
  await admin?.close();
  await customer?.close();
});

/** A Pix order of the demo customer, paid, with its NF-e authorised by the sandbox. */
async function paidOrderWithInvoice(): Promise<string> {
  const res = await customer.request.post(`${server.url}/api/store/orders`, {
    headers: { origin: server.url },
    data: orderBody(lineItems([product, 1]), { paymentMethod: 'pix' }, { customer: { ...CUSTOMER, email: DEMO.customer } }),
  });
  if (res.status() !== 201) throw new Error(`order failed: ${res.status()} ${await res.text()}`);
  const id = (await res.json()).order.id as string;
  await admin.call('post', `/api/admin/orders/${id}/mark-paid`);
  await expect.poll(async () => (await admin.call('get', `/api/admin/fiscal/orders/${id}/invoice`)).invoice?.status, { timeout: 30_000 }).toBe('authorized');
  return id;
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('entregas (%s)', (viewport) => {
  it('Configurações → Entregas: the sandbox needs no account; the fallback days are saved', async () => {
    const { context, page } = await signedInPage(browser, server.url, viewport, DEMO.admin, '/admin/configuracoes?aba=entregas');
    await page.getByText('O sandbox não precisa de conta.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Conectar ao Melhor Envio' }).count()).toBe(0);
    const form = page.getByRole('form', { name: 'Configurações de entrega' });
    await form.getByLabel('Prazo reserva (dias úteis)').fill('0');
    await form.getByRole('button', { name: 'Salvar Entregas' }).click();
    await form.getByText('Informe o prazo reserva em dias úteis, de 1 a 60.').waitFor();
    await form.getByLabel('Prazo reserva (dias úteis)').fill('12');
    await form.getByRole('radio', { name: /Outro remetente/ }).check();
    await form.getByLabel('Nome do remetente').waitFor();
    await form.getByRole('radio', { name: /O emitente de Configurações → Fiscal/ }).check();
    await form.getByRole('button', { name: 'Salvar Entregas' }).click();
    await toastWith(page, 'Configurações de entrega salvas');
    expect((await admin.call('get', '/api/admin/shipping/settings')).fallbackDays).toBe(12);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `delivery-settings-${viewport}`);
    await context.close();
  });

  it("the checkout's summary shows the shipping charged below the region's minimum, and the order is charged the same", async () => {
    const policy = (minimum: number | null) => ({
      sender: { source: 'fiscal' },
      fallbackDays: 12,
      freeShippingMinimumCents: { norte: null, nordeste: null, 'centro-oeste': null, sudeste: minimum, sul: null },
    });
    await admin.call('put', '/api/admin/shipping/settings', policy(100_000));
    try {
      const context = await storeContext(browser, server.url, viewport);
      await registerCustomer(context, server.url, `frete-${viewport}`);
      await seedServerCart(context, server.url, [{ productId: product.id, quantity: 1 }]);
      const expected = (
        await (
          await context.request.post(`${server.url}/api/store/shipping/estimate`, {
            headers: { origin: server.url },
            data: { cep: '01310-100', items: [{ productId: product.id, quantity: 1 }] },
          })
        ).json()
      ).estimate.chargeCents as number;
      expect(expected).toBeGreaterThan(0);
      const page = await context.newPage();
      await toPaymentStep(page);
      const brl = (cents: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);
      await expect.poll(() => page.getByTestId('shipping-charge').innerText()).toBe(brl(expected));
      expect(await page.getByTestId('checkout-total').innerText()).toBe(brl(1990 + expected));
      await screenshot(page, `delivery-checkout-shipping-${viewport}`);
      await page.getByText('Pix', { exact: true }).click();
      await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
      await page.getByRole('dialog').waitFor();
      const orders = (await (await context.request.get(`${server.url}/api/store/orders`)).json()).orders as { shippingCents: number; totalCents: number }[];
      expect(orders[0]).toMatchObject({ shippingCents: expected, totalCents: 1990 + expected });
      await context.close();
    } finally {
      await admin.call('put', '/api/admin/shipping/settings', policy(null));
    }
  });

  it('Expedição buys and prints a sandbox label, the carrier posts and delivers it, and the customer sees Entregue with the steps', async () => {
    const orderId = await paidOrderWithInvoice();
    const ref = shortOrderId(orderId);
    const { context, page } = await signedInPage(browser, server.url, viewport, DEMO.staff, '/admin/expedicao');
    const card = page.getByRole('listitem').filter({ hasText: `Pedido #${ref}` });
    await card.getByRole('combobox', { name: 'Serviço' }).locator('option').first().waitFor({ state: 'attached' });
    await card.getByRole('button', { name: 'Comprar etiqueta' }).click();
    await card.getByText(/Rastreio SB\d{9}BR/).waitFor();
    await card.getByText('Etiqueta comprada', { exact: true }).waitFor();
    const code = /SB\d{9}BR/.exec(await card.innerText())![0];
    await screenshot(page, `delivery-expedicao-label-${viewport}`);

    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Imprimir etiqueta' }).click()]);
    const label = await readDownloadedPdf(download, `delivery-label-${viewport}`);
    expect(label.text).toContain('ETIQUETA DE TESTE');
    expect(label.text).toContain(code);

    await card.getByRole('button', { name: 'Simular postagem (sandbox)' }).click();
    await card.getByRole('button', { name: 'Simular entrega (sandbox)' }).click();
    // Delivered orders leave the queue.
    await expect.poll(async () => card.count(), { timeout: 15_000 }).toBe(0);
    await context.close();

    const mine = { context: await storeContext(browser, server.url, viewport, DEMO.customer) } as { context: BrowserContext; page: Page };
    mine.page = await mine.context.newPage();
    // The link of the e-mails the customer got.
    await mine.page.goto('/perfil?tab=pedidos');
    const order = mine.page.getByTestId('order-card').filter({ hasText: `Pedido #${ref}` });
    await order.getByText('Entregue', { exact: true }).first().waitFor();
    const tracking = order.getByTestId('order-tracking');
    await tracking.getByText(code).waitFor();
    expect(await tracking.innerText()).toContain('Correios (sandbox)');
    for (const step of ['paid', 'label', 'shipped', 'delivered'])
      expect(await tracking.getByTestId(`tracking-step-${step}`).getAttribute('data-done')).toBe('true');
    expect((await tracking.getByRole('listitem').allInnerTexts()).map((t) => t.split('\n')[0])).toEqual(['Pago', 'Etiqueta gerada', 'Enviado', 'Entregue']);
    expect(await seriousA11yViolations(mine.page)).toEqual([]);
    await screenshot(mine.page, `delivery-profile-tracking-${viewport}`);
    await mine.context.close();
  });
});
